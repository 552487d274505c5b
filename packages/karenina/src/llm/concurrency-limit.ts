// A concurrency limit (p-limit's contract, the parts karenina uses). Our own because p-limit is ESM-only, and
// jest on CommonJS loads karenina's CommonJS build, which cannot require an ES module inside jest's sandbox.

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
