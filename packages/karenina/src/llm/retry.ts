import { defaultRetryPolicy, type ErrorPattern, type RetryCategoryPolicy, type RetryPolicy } from '../config/retry-policy.js'
import type { ErrorCategory } from '../errors/error-category.js'
import { ProviderError, type ProviderAttempt } from '../errors/provider-error.js'
import { classifyError, isAbortError } from './classify-error.js'

/** Options of {@link withRetry}. */
export interface RetryOptions {
  /** @default the default RetryPolicy (3/3/5/2 retries) */
  policy?: RetryPolicy | null
  signal?: AbortSignal
  /** User classification rules (Karenina `custom_error_patterns`). @default [] */
  errorPatterns?: readonly ErrorPattern[]
  /** Per-attempt timeout before escalation, in ms; `undefined` = none. */
  timeoutMs?: number
  /** Called before each retry's wait. */
  onRetry?: (attempt: ProviderAttempt) => void
  /** Cap on a server-requested `retry-after`, in ms. @default 60_000 */
  maxRetryAfterMs?: number
  /** Random source in [0, 1) for the jitter (injectable for tests). @default Math.random */
  random?: () => number
}

/** What each attempt receives. */
export interface AttemptContext {
  /** 1-based. */
  attempt: number
  /** This attempt's timeout (escalated after timeouts when the policy says so), in ms. */
  timeoutMs: number | undefined
}

type RetryCategory = Exclude<ErrorCategory, 'permanent'>

/** Sleeps `ms`, rejecting with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason)
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** Backoff of retry `n` (0-based) in ms: uniform(0, min(backoff_min · multiplier^n, backoff_max)) seconds. */
export function backoffDelayMs(policy: RetryCategoryPolicy, n: number, random: () => number = Math.random): number {
  const cap = Math.min(policy.backoff_min * policy.backoff_multiplier ** n, policy.backoff_max)
  return random() * cap * 1000
}

/** The timeout of the attempt after `n` timeout retries (spec 05 §2.3 escalation), in ms. */
export function escalatedTimeoutMs(policy: RetryPolicy, baseMs: number | undefined, n: number): number | undefined {
  const esc = policy.timeout_escalation
  if (baseMs === undefined || esc === null || n === 0) return baseMs
  const base = baseMs / 1000
  const max = esc.max_timeout ?? Infinity
  let seconds: number
  if (esc.strategy === 'additive') seconds = Math.min(base + esc.increment * n, max)
  else if (esc.strategy === 'multiplicative') seconds = Math.min(base * esc.multiplier ** n, max)
  else seconds = base + ((esc.max_timeout ?? base) - base) * (n / Math.max(policy.timeout.max_attempts, 1))
  return seconds * 1000
}

function giveUp(error: unknown, attempts: ProviderAttempt[], reason: string): unknown {
  if (ProviderError.isProviderError(error) && attempts.length > 1) return error.withAttempts(attempts, reason)
  return error
}

/**
 * Runs `fn`, retrying connection errors, timeouts, rate limits and server errors with Karenina's
 * per-category budgets and jittered exponential backoff; a server's `retry-after` replaces the backoff.
 * Aborts are never retried and the wait is abortable. When retries run out, the thrown ProviderError
 * carries every attempt and the reason.
 */
export async function withRetry<T>(fn: (context: AttemptContext) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const policy = options.policy ?? defaultRetryPolicy()
  const random = options.random ?? Math.random
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000
  const used: Record<RetryCategory, number> = { connection: 0, timeout: 0, rate_limit: 0, server_error: 0 }
  const attempts: ProviderAttempt[] = []
  for (let attempt = 1; ; attempt++) {
    options.signal?.throwIfAborted()
    try {
      return await fn({ attempt, timeoutMs: escalatedTimeoutMs(policy, options.timeoutMs, used.timeout) })
    } catch (error) {
      if (isAbortError(error, options.signal)) throw options.signal?.aborted ? options.signal.reason : error
      const category = classifyError(error, options.errorPatterns)
      const status = ProviderError.isProviderError(error) ? error.status : undefined
      const record: ProviderAttempt = {
        attempt,
        category,
        message: error instanceof Error ? error.message : String(error),
        ...(status === undefined ? {} : { status }),
      }
      attempts.push(record)
      if (category === 'permanent') throw giveUp(error, attempts, 'not retryable')
      const budget = policy[category]
      if (used[category] >= budget.max_attempts) {
        throw giveUp(error, attempts, `gave up after ${attempt} attempts: ${category} retry budget of ${budget.max_attempts} exhausted`)
      }
      const retryAfter = ProviderError.isProviderError(error) ? error.retryAfterMs : undefined
      record.delayMs = retryAfter !== undefined ? Math.min(retryAfter, maxRetryAfterMs) : backoffDelayMs(budget, used[category], random)
      used[category]++
      record.categoryRetry = used[category]
      record.categoryBudget = budget.max_attempts
      options.onRetry?.(record)
      await sleep(record.delayMs, options.signal)
    }
  }
}
