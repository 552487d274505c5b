import { defaultRetryPolicy, type RetryPolicy } from '../config/retry-policy.js'
import type { ProviderAttempt } from '../errors/provider-error.js'
import type { RetryCounts } from '../results/verdict-input.js'

const CATEGORIES = ['connection', 'timeout', 'rate_limit', 'server_error'] as const

/**
 * Counts the transport retries of one task's model calls per error category, against the budgets of the
 * answering model's retry policy (Karenina's retry tracker, spec 02 §3.3 step 3; `metadata.retry_counts`).
 */
export class RetryTracker {
  readonly #budget: Record<string, number>
  readonly #used: Record<string, number>

  constructor(policy: RetryPolicy | null = null) {
    const p = policy ?? defaultRetryPolicy()
    this.#budget = Object.fromEntries(CATEGORIES.map((c) => [c, p[c].max_attempts]))
    this.#used = Object.fromEntries(CATEGORIES.map((c) => [c, 0]))
  }

  /** Records one retry (the `onRetry` callback of a port call). */
  record(attempt: Pick<ProviderAttempt, 'category'>): void {
    if (Object.hasOwn(this.#used, attempt.category)) this.#used[attempt.category]! += 1
  }

  /** `{connection: {used, budget}, timeout: …, rate_limit: …, server_error: …}` (a fresh copy). */
  snapshot(): RetryCounts & Record<string, { used: number; budget: number }> {
    return Object.fromEntries(CATEGORIES.map((c) => [c, { used: this.#used[c]!, budget: this.#budget[c]! }]))
  }
}
