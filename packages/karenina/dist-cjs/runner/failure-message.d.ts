import type { VerificationResult } from '../results/verification-result.js';
import type { Template } from '../template/template.js';
import { type TraitCheck } from './trait-expectation.js';
import type { Verdict, VerdictCriteria } from './verdict.js';
/**
 * The message of a template matcher (`toVerify`, `toSatisfyTemplate`): per field, what the judge extracted,
 * the ground truth and the primitive; for a parse failure, that the judge failed to produce a valid object.
 */
export declare function templateOutcomeMessage(result: VerificationResult, template: Template | null, verdict: Verdict, criteria: VerdictCriteria, options?: {
    isNot?: boolean;
    subject?: string;
    judged?: boolean;
}): string;
/** The message of `toScoreTrait`. */
export declare function traitOutcomeMessage(result: VerificationResult, check: TraitCheck, verdict: Verdict, options?: {
    isNot?: boolean;
}): string;
