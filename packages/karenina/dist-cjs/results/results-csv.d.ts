import type { VerificationResult } from './verification-result.js';
/** Options of `resultsToCsv`. */
export interface ResultsCsvOptions {
    /** Names of the global rubric's traits: each gets a `rubric_<trait>` column; others go to `question_specific_rubrics`. @default [] */
    globalTraitNames?: readonly string[];
    /** Written in the `job_id` column. @default null */
    jobId?: string | null;
}
/**
 * The benchmark-facing CSV of results (spec 04 §5.3): Karenina's column names and order (the failure
 * taxonomy columns replacing `error`); cell bytes are not guaranteed to match Python's.
 */
export declare function resultsToCsv(results: readonly VerificationResult[], options?: ResultsCsvOptions): string;
