import type { VerificationResult } from './verification-result.js';
/**
 * How a result reads in a report:
 * - `pass`: no failure and the template did not fail (`verify_result !== false`), the test adapters' rule
 *   (spec 00 A16); rubric-only results without a failure pass;
 * - `fail`: the answer was judged and found wanting (failure groups `content`, `abstained`, `autofail`);
 * - `error`: the run could not judge it (groups `retry`, `system`: timeouts, parse failures, bad templates).
 */
export type ResultVerdict = 'pass' | 'fail' | 'error';
/** The report verdict of a result (see {@link ResultVerdict}). */
export declare function resultVerdict(result: VerificationResult): ResultVerdict;
/** Counts of each verdict, and the pass rate over all results (errors count as not passed). */
export interface VerdictCounts {
    total: number;
    passed: number;
    failed: number;
    errors: number;
    /** `passed / total`; null for no results. */
    passRate: number | null;
}
/** Verdict counts of a group of results. */
export declare function countVerdicts(results: Iterable<VerificationResult>): VerdictCounts;
