/**
 * Finds the lines matching a model-supplied regular expression within a time budget per call: a pattern
 * such as `(a+)+$` would otherwise block the process for hours on one line.
 */
export declare class LineMatcher {
    #private;
    readonly pattern: string;
    private readonly budgetMs;
    constructor(pattern: string, ignoreCase: boolean, budgetMs: number);
    /** Indices of the matching lines (at most `limit`); a tool error naming where the search was when the budget ran out. */
    match(lines: string[], limit: number, from: string): number[];
}
