import { type LimitFunction } from './concurrency-limit.js';
/** Runs a request when a slot is free (a p-limit function, or any wrapper with that contract). */
export type RequestLimiter = <T>(fn: () => Promise<T>) => Promise<T>;
/**
 * The process-wide limiter for `key`. A given `concurrency` (≥ 1, or `Infinity`) also updates the cap of an
 * existing limiter (the latest run's setting wins); omitted, an existing cap is kept.
 * @default concurrency Infinity
 */
export declare function getProviderLimiter(key: string, concurrency?: number): LimitFunction;
/** The limiter key of a provider account: `provider|baseURL|sha256(apiKey)[0:12]` (the key is never kept). */
export declare function providerLimiterKey(provider: string, baseURL: string | undefined, apiKey: string | undefined): string;
/** Forgets every limiter (tests). */
export declare function resetProviderLimiters(): void;
/**
 * `outer` then `inner`: a request holds a slot of both (e.g. a run-wide cap around a provider account's).
 * The outer slot is taken first; the inner limiter never waits on the outer one, so this cannot deadlock.
 */
export declare function nestLimiters(outer: RequestLimiter | undefined, inner: RequestLimiter): RequestLimiter;
