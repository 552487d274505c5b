import type { VerificationResult } from '../results/verification-result.js';
/** A baseline's results, or why it cannot be compared. */
export type Baseline = {
    results: readonly VerificationResult[];
} | {
    problem: string;
};
/**
 * Reads and parses the reporter's `baseline` file, synchronously: the reporter calls it when the run starts,
 * so a baseline that is the results file itself (the previous run's) is read before this run replaces it.
 * A file that cannot be read or parsed is a notice, not an error: the reporter must not fail a run over it.
 */
export declare function readBaseline(path: string): Baseline;
/**
 * The reporter's `baseline` section: the run's results file (as written: the reporter keeps no whole
 * results in memory) compared with the baseline, as `karenina diff <baseline> <results>` prints it.
 */
export declare function formatBaselineDiff(baseline: Baseline, resultsPath: string, labels: {
    baseline: string;
    results: string;
}): Promise<string>;
