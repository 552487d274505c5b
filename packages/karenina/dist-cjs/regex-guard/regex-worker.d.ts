import type { RegexExecMatch } from '../compat/py-regex.js';
/** Why an exec did not return: the budget ran out (the worker was terminated and will be replaced). */
export declare class ExecTimeout extends Error {
}
/** An exec's match and the time (ms) it ran in the worker, counted from when the worker picked it up. */
export interface ExecOutcome {
    match: RegexExecMatch | null;
    ranMs: number;
}
/**
 * One worker thread that runs `RegExp.exec` while the main thread waits synchronously (`Atomics.wait`) up to a
 * deadline; when the deadline passes, the worker is terminated (V8 interrupts a backtracking regex) and a new
 * one is started for the next call. Checks stay synchronous; the cost is one message round trip per exec.
 */
export declare class RegexWorker {
    #private;
    /** Settles when the last worker terminated for a timeout has stopped (tests check a runaway regex really stops). */
    lastTermination: Promise<number> | null;
    /** Runs `regex.exec(text)` in the worker; throws ExecTimeout when it runs there longer than `budgetMs`. */
    exec(regex: RegExp, text: string, budgetMs: number): ExecOutcome;
    /** Stops the worker (tests; the worker is unref'd, so it never keeps a process alive). */
    close(): Promise<void>;
}
