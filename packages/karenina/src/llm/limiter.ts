// A concurrency limit (p-limit's contract, the parts karenina uses). Our own because p-limit is ESM-only, and
// jest on CommonJS loads karenina's CommonJS build, which cannot require an ES module inside jest's sandbox.
import { createHash } from '../utils/lazy-node.js'

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

/** Runs functions with at most `concurrency` of them pending at once; the rest wait in FIFO order. */
export interface LimitFunction {
  <Arguments extends unknown[], Result>(fn: (...args: Arguments) => PromiseLike<Result> | Result, ...args: Arguments): Promise<Result>
  /** Functions running now. */
  readonly activeCount: number
  /** Functions waiting for a slot. */
  readonly pendingCount: number
  /** The cap (an integer ≥ 1, or Infinity); raising it starts waiting functions at once. */
  concurrency: number
  /** Drops the waiting functions (their promises never settle, as with p-limit). */
  clearQueue(): void
}

function validate(concurrency: number): void {
  if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
    throw new TypeError(`Expected \`concurrency\` to be a number from 1 and up, received ${concurrency}`)
  }
}

/**
 * A {@link LimitFunction} with the given cap.
 * @example
 * const limit = pLimit(2)
 * await Promise.all(urls.map((url) => limit(() => fetch(url))))
 */
export function pLimit(initial: number): LimitFunction {
  validate(initial)
  let concurrency = initial
  let activeCount = 0
  const queue: Array<() => void> = []

  const startNext = () => {
    while (activeCount < concurrency && queue.length > 0) {
      activeCount++
      queue.shift()!()
    }
  }

  const limit = (<Arguments extends unknown[], Result>(fn: (...args: Arguments) => PromiseLike<Result> | Result, ...args: Arguments) =>
    new Promise<Result>((resolve) => {
      // Started from a promise made here, so the function runs in its caller's async context (AsyncLocalStorage).
      void new Promise<void>((start) => queue.push(start)).then(async () => {
        const result = (async () => fn(...args))()
        resolve(result)
        await result.then(
          () => undefined,
          () => undefined,
        )
        activeCount--
        startNext()
      })
      startNext()
    })) as LimitFunction

  Object.defineProperties(limit, {
    activeCount: { get: () => activeCount },
    pendingCount: { get: () => queue.length },
    clearQueue: { value: () => void queue.splice(0) },
    concurrency: {
      get: () => concurrency,
      set: (value: number) => {
        validate(value)
        concurrency = value
        queueMicrotask(startNext)
      },
    },
  })
  return limit
}
