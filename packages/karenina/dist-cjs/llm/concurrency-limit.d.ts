/** Runs functions with at most `concurrency` of them pending at once; the rest wait in FIFO order. */
export interface LimitFunction {
    <Arguments extends unknown[], Result>(fn: (...args: Arguments) => PromiseLike<Result> | Result, ...args: Arguments): Promise<Result>;
    /** Functions running now. */
    readonly activeCount: number;
    /** Functions waiting for a slot. */
    readonly pendingCount: number;
    /** The cap (an integer ≥ 1, or Infinity); raising it starts waiting functions at once. */
    concurrency: number;
    /** Drops the waiting functions (their promises never settle, as with p-limit). */
    clearQueue(): void;
}
/**
 * A {@link LimitFunction} with the given cap.
 * @example
 * const limit = pLimit(2)
 * await Promise.all(urls.map((url) => limit(() => fetch(url))))
 */
export declare function pLimit(initial: number): LimitFunction;
