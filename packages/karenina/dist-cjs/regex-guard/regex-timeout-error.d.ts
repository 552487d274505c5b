import { CheckError } from '../errors/check-error.js';
/**
 * A user-supplied regular expression ran out of its time budget (catastrophic backtracking, e.g. `(a+)+$`).
 * The check that ran it fails with this error; the run goes on. A `CheckError` of kind `regex`.
 */
export declare class RegexTimeoutError extends CheckError {
    readonly pattern: string;
    readonly timeoutMs: number;
    constructor(pattern: string, timeoutMs: number);
    /** True for a regex timeout, also across duplicated copies of the package. */
    static isRegexTimeout(error: unknown): error is RegexTimeoutError;
}
