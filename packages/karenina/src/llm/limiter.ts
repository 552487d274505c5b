import { createHash } from '../utils/lazy-node/crypto.js'
import { pLimit, type LimitFunction } from './concurrency-limit.js'

/** Runs a request when a slot is free (a p-limit function, or any wrapper with that contract). */
export type RequestLimiter = <T>(fn: () => Promise<T>) => Promise<T>

// One limiter per provider + base URL + key for the whole process, so every port of a run (answering,
// parsing, rubric judges on the same account) shares the same in-flight cap.
const limiters = new Map<string, LimitFunction>()

/**
 * The process-wide limiter for `key`. A given `concurrency` (≥ 1, or `Infinity`) also updates the cap of an
 * existing limiter (the latest run's setting wins); omitted, an existing cap is kept.
 * @default concurrency Infinity
 */
export function getProviderLimiter(key: string, concurrency?: number): LimitFunction {
  const existing = limiters.get(key)
  if (existing) {
    if (concurrency !== undefined && existing.concurrency !== concurrency) existing.concurrency = concurrency
    return existing
  }
  const limit = pLimit(concurrency ?? Infinity)
  limiters.set(key, limit)
  return limit
}

/** The limiter key of a provider account: `provider|baseURL|sha256(apiKey)[0:12]` (the key is never kept). */
export function providerLimiterKey(provider: string, baseURL: string | undefined, apiKey: string | undefined): string {
  const keyHash = apiKey ? createHash('sha256').update(apiKey).digest('hex').slice(0, 12) : '-'
  return `${provider}|${baseURL ?? 'default'}|${keyHash}`
}

/**
 * `outer` then `inner`: a request holds a slot of both (e.g. a run-wide cap around a provider account's).
 * The outer slot is taken first; the inner limiter never waits on the outer one, so this cannot deadlock.
 */
export function nestLimiters(outer: RequestLimiter | undefined, inner: RequestLimiter): RequestLimiter {
  if (outer === undefined) return inner
  return (fn) => outer(() => inner(fn))
}
