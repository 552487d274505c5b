import Anthropic from '@anthropic-ai/sdk'
import OpenAI from 'openai'
import { describe, expect, it } from 'vitest'
import { ProviderError } from '../errors/provider-error.js'
import { mapAnthropicError } from './anthropic/context.js'
import { mapOpenAiError } from './openai/context.js'

// Real SDK errors, built by the SDKs' own factory from a status and headers, as their clients do.
const openAiStatus = (status: number, headers: Record<string, string> = {}) =>
  OpenAI.APIError.generate(status, { error: { message: 'boom' } }, undefined, new Headers(headers))
const anthropicStatus = (status: number, headers: Record<string, string> = {}) =>
  Anthropic.APIError.generate(status, { error: { message: 'boom' } }, undefined, new Headers(headers))

function providerError(value: unknown): ProviderError {
  expect(value).toBeInstanceOf(ProviderError)
  return value as ProviderError
}

describe('SDK error translation', () => {
  it.each([
    [429, {}, 'rate_limit'],
    [408, {}, 'timeout'],
    [500, {}, 'server_error'],
    [503, {}, 'server_error'],
    [400, {}, 'permanent'],
    [404, {}, 'permanent'],
    // The server's hint wins over the status, both ways.
    [500, { 'x-should-retry': 'false' }, 'permanent'],
    [409, { 'x-should-retry': 'true' }, 'server_error'],
  ] as const)('openai %i %o → %s', (status, headers, category) => {
    const error = providerError(mapOpenAiError(openAiStatus(status, headers), undefined))
    expect(error).toMatchObject({ provider: 'openai', status, category })
  })

  it('529 "overloaded" is a rate limit for Anthropic only', () => {
    expect(providerError(mapAnthropicError(anthropicStatus(529), undefined)).category).toBe('rate_limit')
    expect(providerError(mapOpenAiError(openAiStatus(529), undefined)).category).toBe('server_error')
  })

  it('keeps the wait the server asked for', () => {
    expect(providerError(mapOpenAiError(openAiStatus(429, { 'retry-after': '2' }), undefined)).retryAfterMs).toBe(2000)
    expect(providerError(mapAnthropicError(anthropicStatus(429, { 'retry-after-ms': '150' }), undefined)).retryAfterMs).toBe(150)
    expect(providerError(mapOpenAiError(openAiStatus(500), undefined)).retryAfterMs).toBeUndefined()
  })

  it('a connection timeout is a timeout, other connection failures are connection errors', () => {
    expect(providerError(mapOpenAiError(new OpenAI.APIConnectionTimeoutError(), undefined)).category).toBe('timeout')
    expect(providerError(mapAnthropicError(new Anthropic.APIConnectionError({ message: 'reset' }), undefined)).category).toBe('connection')
  })

  it('an abort is the caller\'s reason, never a provider error', () => {
    const controller = new AbortController()
    const reason = new Error('stopped by the user')
    controller.abort(reason)
    expect(mapOpenAiError(openAiStatus(500), controller.signal)).toBe(reason)
    const userAbort = mapAnthropicError(new Anthropic.APIUserAbortError(), undefined)
    expect(userAbort).toBeInstanceOf(DOMException)
    expect((userAbort as DOMException).name).toBe('AbortError')
  })

  it('a truncated body is a retryable server error; a foreign error passes through untouched', () => {
    expect(providerError(mapOpenAiError(new SyntaxError('Unexpected end of JSON input'), undefined)).category).toBe('server_error')
    const foreign = new RangeError('not from the SDK')
    expect(mapAnthropicError(foreign, undefined)).toBe(foreign)
  })

  it('names the provider it was given (an OpenAI-compatible endpoint)', () => {
    expect(providerError(mapOpenAiError(openAiStatus(500), undefined, 'openrouter')).provider).toBe('openrouter')
  })
})
