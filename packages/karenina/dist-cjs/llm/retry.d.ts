import { type ErrorPattern, type RetryCategoryPolicy, type RetryPolicy } from '../config/retry-policy.js';
import { type ProviderAttempt } from '../errors/provider-error.js';
/** Options of {@link withRetry}. */
export interface RetryOptions {
    /** @default the default RetryPolicy (3/3/5/2 retries) */
    policy?: RetryPolicy | null;
    signal?: AbortSignal;
    /** User classification rules (Karenina `custom_error_patterns`). @default [] */
    errorPatterns?: readonly ErrorPattern[];
    /** Per-attempt timeout before escalation, in ms; `undefined` = none. */
    timeoutMs?: number;
    /** Called before each retry's wait. */
    onRetry?: (attempt: ProviderAttempt) => void;
    /** Cap on a server-requested `retry-after`, in ms. @default 60_000 */
    maxRetryAfterMs?: number;
    /** Random source in [0, 1) for the jitter (injectable for tests). @default Math.random */
    random?: () => number;
}
/** What each attempt receives. */
export interface AttemptContext {
    /** 1-based. */
    attempt: number;
    /** This attempt's timeout (escalated after timeouts when the policy says so), in ms. */
    timeoutMs: number | undefined;
}
/** Sleeps `ms`, rejecting with the signal's reason as soon as it aborts. */
export declare function sleep(ms: number, signal?: AbortSignal): Promise<void>;
/** Backoff of retry `n` (0-based) in ms: uniform(0, min(backoff_min · multiplier^n, backoff_max)) seconds. */
export declare function backoffDelayMs(policy: RetryCategoryPolicy, n: number, random?: () => number): number;
/** The timeout of the attempt after `n` timeout retries (spec 05 §2.3 escalation), in ms. */
export declare function escalatedTimeoutMs(policy: RetryPolicy, baseMs: number | undefined, n: number): number | undefined;
/**
 * Runs `fn`, retrying connection errors, timeouts, rate limits and server errors with Karenina's
 * per-category budgets and jittered exponential backoff; a server's `retry-after` replaces the backoff.
 * Aborts are never retried and the wait is abortable. When retries run out, the thrown ProviderError
 * carries every attempt and the reason.
 */
export declare function withRetry<T>(fn: (context: AttemptContext) => Promise<T>, options?: RetryOptions): Promise<T>;
