import type { VerificationResult } from './verification-result.js';
/**
 * The result with credentials removed from every field that holds an error message (failure reason and
 * details, warnings, extraction and verification errors, literal-trait error labels):
 * the writers' last line of defence, behind the redaction where errors are captured. Answers, traces and
 * other content are left exactly as they are.
 */
export declare function redactResultErrors(result: VerificationResult): VerificationResult;
