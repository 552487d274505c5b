import type { RequestLimiter } from '../llm/limiter.js';
/** Options of {@link createRunWideLimiter}. */
export interface RunWideLimiterOptions {
    /** Requests in flight across every process and thread sharing `dir`. */
    limit: number;
    /** Directory holding one file per taken slot. @default `<os tmpdir>/karenina-limits/<hash of the working directory>` */
    dir?: string | null;
    /** A slot whose holder stopped refreshing it for this long is taken over (the holder crashed). @default 30_000 */
    staleMs?: number;
    /** How often a holder refreshes its slot files. @default staleMs / 6 */
    heartbeatMs?: number;
}
/** The default slot directory of a project: one per working directory, shared by its workers. */
export declare function defaultLimitDir(cwd?: string): string;
/**
 * A request limit that holds across worker processes and threads: a slot is a file `slot-<i>` created with
 * `O_EXCL` in a shared directory and removed on release, or handed, file and all, to a request of the same
 * process that waits for one (no file operation between one test's end and the next one's request). Holders
 * refresh their files' mtime while the request runs; a file not refreshed for `staleMs` belongs to a dead
 * holder and is taken over, so a crashed worker never leaks a slot for long. Within one process, waiters
 * queue in memory, off the file system.
 * Inside {@link withHeldSlots} (one test), a slot is kept between the test's requests instead of being given
 * back and taken again: about ten file operations per test instead of per request.
 * @example
 * const limiter = createRunWideLimiter({ limit: 4 })
 * await limiter(() => fetch(url))
 */
export declare function createRunWideLimiter(options: RunWideLimiterOptions): RequestLimiter;
/**
 * Runs `fn` (one test: an answer, then its judgments) keeping the run-wide slots its requests take until it
 * ends, so its next request does not queue again behind other processes. Requests it makes at the same time
 * still take a slot each: the run-wide limit holds.
 */
export declare function withHeldSlots<T>(fn: () => Promise<T>): Promise<T>;
/** The process-wide run limiter of a limit and directory (one per pair, shared by every matcher and test). */
export declare function getRunWideLimiter(limit: number, dir?: string | null): RequestLimiter;
