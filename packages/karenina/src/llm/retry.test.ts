import { describe, expect, it } from 'vitest'
import { RetryPolicySchema } from '../config/retry-policy.js'
import { ProviderError } from '../errors/provider-error.js'
import { classifyError } from './classify-error.js'
import { backoffDelayMs, escalatedTimeoutMs, withRetry } from './retry.js'

const fast = RetryPolicySchema.parse({
  connection: { max_attempts: 2, backoff_min: 0.001, backoff_max: 0.002 },
  timeout: { max_attempts: 2, backoff_min: 0.001, backoff_max: 0.002 },
  rate_limit: { max_attempts: 3, backoff_min: 0.001, backoff_max: 0.002 },
  server_error: { max_attempts: 1, backoff_min: 0.001, backoff_max: 0.002 },
})

describe('classifyError', () => {
  class APIConnectionError extends Error {}
  class APIConnectionTimeoutError extends APIConnectionError {}
  it('follows spec 05 §2.3 order', () => {
    expect(classifyError(new APIConnectionTimeoutError('x'))).toBe('timeout')
    expect(classifyError(new APIConnectionError('x'))).toBe('connection')
    expect(classifyError(new Error('upstream returned 503'))).toBe('server_error')
    expect(classifyError(new Error('Rate limit exceeded'))).toBe('rate_limit')
    expect(classifyError(new Error('bad request'))).toBe('permanent')
    expect(classifyError(new Error('wrapped', { cause: new Error('socket timed out') }))).toBe('timeout')
    expect(classifyError(new Error('quota exhausted'), [{ pattern: 'QUOTA', category: 'rate_limit', match_type: 'message_substring' }])).toBe('rate_limit')
    expect(classifyError(new ProviderError('openai', '400 bad', { status: 400 }))).toBe('permanent')
  })
})

describe('withRetry', () => {
  it('retries per category and keeps every attempt when giving up', async () => {
    let calls = 0
    const error = await withRetry(
      async () => {
        calls++
        throw new ProviderError('openai', '500 boom', { status: 500, category: 'server_error' })
      },
      { policy: fast },
    ).catch((e: unknown) => e)
    expect(calls).toBe(2)
    expect(error).toBeInstanceOf(ProviderError)
    const pe = error as ProviderError
    expect(pe.attempts.map((a) => [a.attempt, a.category, a.status])).toEqual([
      [1, 'server_error', 500],
      [2, 'server_error', 500],
    ])
    expect(pe.message).toMatch(/server_error retry budget of 1 exhausted/)
  })

  it('never retries a permanent error', async () => {
    let calls = 0
    await expect(
      withRetry(async () => {
        calls++
        throw new ProviderError('openai', '401 no', { status: 401 })
      }, { policy: fast }),
    ).rejects.toThrow(/401 no/)
    expect(calls).toBe(1)
  })

  it('honours retry-after and reports each retry', async () => {
    const seen: number[] = []
    const start = Date.now()
    const result = await withRetry(
      async ({ attempt }) => {
        if (attempt < 3) throw new ProviderError('anthropic', '429', { status: 429, category: 'rate_limit', retryAfterMs: 40 })
        return 'ok'
      },
      { policy: fast, onRetry: (a) => seen.push(a.delayMs ?? -1) },
    )
    expect(result).toBe('ok')
    expect(seen).toEqual([40, 40])
    expect(Date.now() - start).toBeGreaterThanOrEqual(75)
  })

  it('stops at once on abort, also during the backoff wait', async () => {
    const controller = new AbortController()
    let calls = 0
    const promise = withRetry(
      async () => {
        calls++
        throw new ProviderError('openai', '429', { category: 'rate_limit', retryAfterMs: 10_000 })
      },
      { policy: fast, signal: controller.signal },
    )
    setTimeout(() => controller.abort(new Error('user cancelled')), 20)
    await expect(promise).rejects.toThrow('user cancelled')
    expect(calls).toBe(1)
  })

  it('computes jittered backoff and timeout escalation', () => {
    const policy = RetryPolicySchema.parse({ timeout_escalation: { strategy: 'additive', increment: 10, max_timeout: 45 } })
    expect(backoffDelayMs(policy.rate_limit, 0, () => 0.5)).toBe(2500)
    expect(backoffDelayMs(policy.rate_limit, 5, () => 1)).toBe(30_000)
    expect(escalatedTimeoutMs(policy, 30_000, 0)).toBe(30_000)
    expect(escalatedTimeoutMs(policy, 30_000, 1)).toBe(40_000)
    expect(escalatedTimeoutMs(policy, 30_000, 2)).toBe(45_000)
  })
})
