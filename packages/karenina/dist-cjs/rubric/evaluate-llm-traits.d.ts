import type { RubricEvidence } from '../prompts/rubric-evidence.js';
import { type RubricJudgeSession } from './rubric-judge.js';
import { type TraitEvaluationFailure } from './trait-failure.js';
import type { LLMRubricTrait } from './traits/llm-trait.js';
/** Scores (`null` when a trait got none) of boolean/score traits. */
export type ScalarScores = Record<string, boolean | number | null>;
/** Scores (class index or -1) and labels of literal traits. */
export interface LiteralScores {
    scores: Record<string, number>;
    labels: Record<string, string>;
}
/** Where the LLM trait calls go and what they show the judge. */
export interface LlmTraitCallContext {
    session: RubricJudgeSession;
    evidence: RubricEvidence;
    /** Parallel calls of the sequential strategy (1 = one at a time). */
    concurrency: number;
    /**
     * Receives every failed trait evaluation (a call that threw, a trait the reply left out); a failed batch
     * call then scores its traits as unscored instead of throwing. Absent: Karenina's behaviour (a failed batch
     * call throws, left-out traits score null silently).
     */
    onFailure?: (failure: TraitEvaluationFailure) => void;
}
/**
 * Boolean and score traits in one call per batch group: reply scores of unknown names are ignored (in reply
 * order), traits missing from the reply (or scored null) score null. A failed call throws (the whole rubric
 * result is lost, as in Karenina), or with `onFailure` scores its traits null and reports them.
 */
export declare function evaluateScalarBatch(call: LlmTraitCallContext, traits: readonly LLMRubricTrait[]): Promise<ScalarScores>;
/** Boolean and score traits one call each (parallel up to `concurrency`); a failed trait scores null. */
export declare function evaluateScalarSequential(call: LlmTraitCallContext, traits: readonly LLMRubricTrait[]): Promise<ScalarScores>;
/**
 * Literal traits in one call per batch group (same reference-answer split as scalar traits). The reply's
 * list becomes a map (a repeated trait keeps its last class); traits left out score -1 with the label
 * `[MISSING_FROM_RESPONSE]`. A failed call throws.
 */
export declare function evaluateLiteralBatch(call: LlmTraitCallContext, traits: readonly LLMRubricTrait[]): Promise<LiteralScores>;
/** Literal traits one call each; a failed call scores -1 with the label `[EVALUATION_ERROR: <message>]`. */
export declare function evaluateLiteralSequential(call: LlmTraitCallContext, traits: readonly LLMRubricTrait[]): Promise<LiteralScores>;
/**
 * Template-kind traits (spec 03 §6): one call per trait (parallel up to `concurrency`, each has its own
 * schema), the reply validated as Karenina's rebuilt record type and flattened to `trait.field` entries in
 * schema order. A failed trait scores `{trait: null}`, as in Karenina.
 */
export declare function evaluateTemplateTraits(call: LlmTraitCallContext, traits: readonly LLMRubricTrait[]): Promise<Record<string, unknown>>;
