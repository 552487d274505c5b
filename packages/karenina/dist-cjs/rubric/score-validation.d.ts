import type { LLMRubricTrait } from './traits/llm-trait.js';
/**
 * Karenina's `_validate_score` for boolean and score LLM traits (spec 03 §6), applied to judge replies in
 * batch and sequential mode. Boolean: a bool as is; an int or a string is true when truthy and its lowercase
 * text is not `false`/`0`/`no`; anything else by Python truthiness. Score: a non-number goes through Python
 * `int()` (which may throw), then `int()` truncation and clamping to `[min_score || 1, max_score || 5]`; a
 * `min_score` of 0 therefore acts as 1 (Python `or`).
 */
export declare function validateLlmScore(trait: Pick<LLMRubricTrait, 'name' | 'kind' | 'min_score' | 'max_score'>, value: unknown): boolean | number;
/** A literal trait's class as scored: the class index (or -1) and the label shown in `llm_trait_labels`. */
export interface LiteralClassification {
    score: number;
    label: string;
}
/**
 * Karenina's literal class mapping (spec 03 §6): the exact class name → its index; else a case-insensitive
 * match → the canonical name and its index; else `-1` with the returned text as the label.
 */
export declare function classifyLiteral(trait: Pick<LLMRubricTrait, 'kind' | 'classes'>, className: string): LiteralClassification;
/** Label of a literal trait the batch reply left out. */
export declare const MISSING_FROM_RESPONSE = "[MISSING_FROM_RESPONSE]";
/** Label of a literal trait whose own call failed (sequential strategy). */
export declare function evaluationErrorLabel(error: unknown): string;
