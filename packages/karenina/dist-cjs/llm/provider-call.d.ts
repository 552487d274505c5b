import type { ErrorPattern, RetryPolicy } from '../config/retry-policy.js';
import type { CallOptions } from './ports.js';
import type { RequestLimiter } from './limiter.js';
/** How an adapter's HTTP calls run: shared limiter, retry policy, per-request timeout, error mapping. */
export interface ProviderRuntime {
    /** Name used in errors (`openai`, `anthropic`, `openrouter`, …). */
    provider: string;
    /** The process-wide limiter of this provider account (see `getProviderLimiter`), within any run-wide cap. */
    limiter: RequestLimiter;
    /** @default the default RetryPolicy */
    retryPolicy: RetryPolicy | null;
    errorPatterns: readonly ErrorPattern[];
    /** Per-request timeout in ms (escalated by the policy after timeouts). */
    timeoutMs: number | undefined;
    /** Translates an SDK error into a ProviderError (aborts stay aborts). */
    mapError: (error: unknown, signal?: AbortSignal) => unknown;
}
/** What one HTTP attempt receives; both go into the SDK's per-request options. */
export interface RequestContext {
    timeoutMs: number | undefined;
    signal: AbortSignal | undefined;
}
/**
 * Runs one provider request: retries (Karenina policy; the SDK's own retries are off) around the
 * limiter, so a backoff wait never holds a concurrency slot; the signal reaches the SDK request.
 */
export declare function callProvider<T>(runtime: ProviderRuntime, options: CallOptions, request: (context: RequestContext) => Promise<T>): Promise<T>;
