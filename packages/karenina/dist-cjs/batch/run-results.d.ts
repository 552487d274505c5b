import { type StoredLine } from '../results/stored-result-set.js';
import type { VerificationResult } from '../results/verification-result.js';
import { VerificationResultSet } from '../results/verification-result-set.js';
/** The results a run has finished, as its returned set will hold them. */
export interface RunResults {
    /** Adds a finished result; `line` is where it was saved (with progressive save). */
    add(result: VerificationResult, line: StoredLine | undefined): void;
    readonly length: number;
    toSet(): VerificationResultSet;
}
/** Where a run keeps its results: whole in memory, or in its results file at `path` (`keepResults: false`). */
export declare function runResults(storedIn: string | null): RunResults;
