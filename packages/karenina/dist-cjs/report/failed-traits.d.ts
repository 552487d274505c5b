import type { VerificationResult } from '../results/verification-result.js';
/**
 * The rubric traits a result could not score, with why (`metadata.failure.details.failed_traits` of a
 * failure at stage `rubric_evaluation`); empty when the rubric evaluation did not fail.
 */
export declare function failedTraitsOf(result: VerificationResult): Record<string, string>;
