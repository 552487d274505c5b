import { PackedSummaryViews } from './packed-summary-views.js';
import { StoredLineIndex } from './stored-line-index.js';
import { type ResultSetSummary } from './result-set-summary.js';
import { type VerificationResult } from './verification-result.js';
import { VerificationResultSet, type ResultSetInit } from './verification-result-set.js';
/** Where one result's line sits in a results file (bytes, newline excluded). */
export interface StoredLine {
    offset: number;
    length: number;
}
/**
 * A result set whose results stay in a JSONL results file (one `dumpResultLine` per line) and are read back
 * when asked for: iterating streams them from the file one at a time, `at(i)` reads one line, and `results`
 * reads them all (a new array each time: keep it if you need it more than once). In memory it keeps only
 * where each line is and each result's {@link summaryView}, so `getSummary()` reads nothing from disk.
 * `runVerification(…, { output, keepResults: false })` returns one; the file must stay in place while the set is read.
 */
export declare class StoredResultSet extends VerificationResultSet {
    #private;
    readonly path: string;
    constructor(path: string, lines: readonly StoredLine[] | StoredLineIndex, views: readonly VerificationResult[] | PackedSummaryViews, init?: ResultSetInit);
    get results(): VerificationResult[];
    get length(): number;
    [Symbol.iterator](): Generator<VerificationResult>;
    at(index: number): VerificationResult | undefined;
    getSummary(): ResultSetSummary;
    /**
     * The results without their text (see {@link summaryView}), in order: what summaries and verdict counts read.
     * Packed views (a run's) are rebuilt on each call: keep the array if you need it more than once.
     */
    get summaryViews(): readonly VerificationResult[];
    /** Each result's line as stored (its export line, `dumpResultLine`), in order. */
    lines(): Generator<{
        text: string;
        offset: number;
    }>;
}
/** What summaries and verdict counts read of a set: a stored set's summary views, else its results. */
export declare function summaryResultsOf(set: VerificationResultSet): readonly VerificationResult[];
/** The export lines of a stored set (as written, no re-serialization), else null. */
export declare function storedLinesOf(source: unknown): Iterable<string> | null;
