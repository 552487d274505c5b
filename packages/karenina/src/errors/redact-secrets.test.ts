import { describe, expect, it } from 'vitest'
import { redactSecrets, redactSecretsDeep, registerSecret } from './redact-secrets.js'

describe('redactSecrets', () => {
  it('removes bearer values, named credential headers and key-shaped tokens, keeping the names', () => {
    expect(redactSecrets('401 Invalid; received authorization: Bearer sk-abc123def456ghi')).toBe('401 Invalid; received authorization: [REDACTED]')
    expect(redactSecrets('{"x-api-key": "sk-ant-api03-AAAAbbbbCCCC", "model": "x"}')).toBe('{"x-api-key": "[REDACTED]", "model": "x"}')
    expect(redactSecrets('proxy said: Bearer eyJhbGciOiJIUzI1NiJ9.abc')).toBe('proxy said: Bearer [REDACTED]')
    expect(redactSecrets('key sk-proj-1234567890abcdef was rejected')).toBe('key [REDACTED] was rejected')
    expect(redactSecrets('url ?api_key=abcdef123456&x=1')).toBe('url ?api_key=[REDACTED]&x=1')
  })

  it('removes the literal value of a registered key, whatever its shape', () => {
    registerSecret('my-own-gateway-token-42')
    expect(redactSecrets('echo: my-own-gateway-token-42 (bad)')).toBe('echo: [REDACTED] (bad)')
    // Short values are not registered (they would redact ordinary words).
    registerSecret('test')
    expect(redactSecrets('a test run')).toBe('a test run')
  })

  it('leaves ordinary error text alone', () => {
    const text = 'openai: 500 Server error 500 (scripted by @karenina/testing); task-level answer: sky is blue'
    expect(redactSecrets(text)).toBe(text)
    const noKey = 'OPENAI_API_KEY: no API key for openai model "gpt-4o": set api_key: required'
    expect(redactSecrets(noKey)).toBe(noKey)
  })

  it('redacts every string of a JSON value', () => {
    expect(redactSecretsDeep({ reason: 'Bearer sk-abcdefgh12345', details: { error_message: ['x-api-key=sk-ant-zzzzzzzz99'] }, n: 3 })).toEqual({
      reason: 'Bearer [REDACTED]',
      details: { error_message: ['x-api-key=[REDACTED]'] },
      n: 3,
    })
  })
})
