import { defaultRetryPolicy, type RetryPolicy } from '../config/retry-policy.js'
import type { ProviderAttempt } from '../errors/provider-error.js'
import type { RetryCounts } from '../results/verdict-input.js'

const CATEGORIES = ['connection', 'timeout', 'rate_limit', 'server_error'] as const

/**
 * Karenina's retry tracker (spec 02 §3.3 step 3; `metadata.retry_counts`), per error category. `used` and
 * `budget` count the same thing, one model call's retries: `used` is the most retries any single call of the
 * task made in that category, `budget` that call's limit (before any retry: the answering model's policy).
 * So `used >= budget` means a call ran out of retries, which is what the failure classifier reads.
 */
export class RetryTracker {
  readonly #budget: Record<string, number>
  readonly #used: Record<string, number>
  // The last snapshot, until a retry changes the counts (the orchestrator reads them after every stage).
  #snapshot: (RetryCounts & Record<string, { used: number; budget: number }>) | null = null

  constructor(policy: RetryPolicy | null = null) {
    const p = policy ?? defaultRetryPolicy()
    this.#budget = Object.fromEntries(CATEGORIES.map((c) => [c, p[c].max_attempts]))
    this.#used = Object.fromEntries(CATEGORIES.map((c) => [c, 0]))
  }

  /** Records one retry (the `onRetry` callback of a port call). */
  record(attempt: Pick<ProviderAttempt, 'category' | 'categoryRetry' | 'categoryBudget'>): void {
    const category = attempt.category
    if (!Object.hasOwn(this.#used, category)) return
    this.#snapshot = null
    // A port that does not say which retry of its call this is: counted one by one.
    if (attempt.categoryRetry === undefined) {
      this.#used[category]! += 1
      return
    }
    if (attempt.categoryRetry > this.#used[category]!) {
      this.#used[category] = attempt.categoryRetry
      if (attempt.categoryBudget !== undefined) this.#budget[category] = attempt.categoryBudget
    }
  }

  /**
   * `{connection: {used, budget}, timeout: …, rate_limit: …, server_error: …}`: the same frozen object until
   * a retry is recorded.
   */
  snapshot(): RetryCounts & Record<string, { used: number; budget: number }> {
    this.#snapshot ??= Object.freeze(
      Object.fromEntries(CATEGORIES.map((c) => [c, Object.freeze({ used: this.#used[c]!, budget: this.#budget[c]! })])),
    ) as RetryCounts & Record<string, { used: number; budget: number }>
    return this.#snapshot
  }
}
