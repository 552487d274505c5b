import { type RetryPolicy } from '../config/retry-policy.js';
import type { ProviderAttempt } from '../errors/provider-error.js';
import type { RetryCounts } from '../results/verdict-input.js';
/**
 * Karenina's retry tracker (spec 02 §3.3 step 3; `metadata.retry_counts`), per error category. `used` and
 * `budget` count the same thing, one model call's retries: `used` is the most retries any single call of the
 * task made in that category, `budget` that call's limit (before any retry: the answering model's policy).
 * So `used >= budget` means a call ran out of retries, which is what the failure classifier reads.
 */
export declare class RetryTracker {
    #private;
    constructor(policy?: RetryPolicy | null);
    /** Records one retry (the `onRetry` callback of a port call). */
    record(attempt: Pick<ProviderAttempt, 'category' | 'categoryRetry' | 'categoryBudget'>): void;
    /**
     * `{connection: {used, budget}, timeout: …, rate_limit: …, server_error: …}`: the same frozen object until
     * a retry is recorded.
     */
    snapshot(): RetryCounts & Record<string, {
        used: number;
        budget: number;
    }>;
}
