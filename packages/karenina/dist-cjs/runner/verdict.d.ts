import type { VerificationResult } from '../results/verification-result.js';
import { type TraitCheck, type TraitExpectation } from './trait-expectation.js';
/** When a result counts as a pass, beyond Karenina's rule (no failure, `verify_result` not false). */
export interface VerdictCriteria {
    /**
     * Pass on the granular score instead of `verify_result`: `verify_granular_result` must be at least this
     * (partial credit, e.g. 0.5). @default null
     */
    granular?: number | null;
    /** Rubric traits that must meet an expectation (`{ conciseness: { atLeast: 3 }, citations: true }`). @default {} */
    traits?: Readonly<Record<string, TraitExpectation | undefined>>;
}
/** Why a result did not pass. */
export type VerdictKind = 'pass' | 'wrong_answer' | 'parse_failure' | 'failure' | 'trait';
/** The verdict of a result under some criteria. */
export interface Verdict {
    pass: boolean;
    kind: VerdictKind;
    /** The granular score, when the criteria use it. */
    granularScore: number | null;
    traitChecks: TraitCheck[];
}
/**
 * The judge never produced a valid object (a parsing failure, not a wrong answer): category `parsing`, or
 * (compat mode, where parse failures surface so) `unexpected_error` at a parse stage. A provider failure at a
 * parse stage (server error, rate limit, timeout after retries) is not one: it keeps its own category.
 */
export declare function isParseFailure(result: VerificationResult): boolean;
/**
 * Karenina's test verdict (spec A16): a result passes iff `metadata.failure === null` and
 * `template.verify_result !== false` — with `granular`, iff the granular score reaches the threshold (a
 * `content` failure is then judged by the score alone) — and every trait expectation holds.
 */
export declare function evaluateVerdict(result: VerificationResult, criteria?: VerdictCriteria): Verdict;
/** Karenina's default pass rule, for results recorded without a verdict. */
export declare function defaultPass(result: VerificationResult): boolean;
