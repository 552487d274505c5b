import { type IdentityColumns, type StatusColumns } from './status-columns.js';
import type { VerificationResult } from './verification-result.js';
/** One row of Karenina's deep-judgment DataFrame (spec 04 §6.5): one excerpt of one attribute. */
export interface JudgmentRow extends StatusColumns, IdentityColumns {
    attribute_name: string;
    gt_attribute_value: unknown;
    llm_attribute_value: unknown;
    attribute_match: boolean | null;
    /** Null for an attribute without excerpts (one row per such attribute). */
    excerpt_index: number | null;
    excerpt_text: unknown;
    excerpt_confidence: unknown;
    excerpt_similarity_score: unknown;
    excerpt_search_results: unknown;
    excerpt_hallucination_risk: unknown;
    excerpt_hallucination_justification: unknown;
    attribute_reasoning: string | null;
    attribute_overall_risk: string | null;
    attribute_has_excerpts: boolean;
    deep_judgment_model_calls: number;
    deep_judgment_excerpt_retries: number;
    stages_completed: string[] | null;
    execution_time: number;
    timestamp: string;
    run_name: string | null;
}
/**
 * Karenina's `JudgmentResults.to_dataframe()` as plain rows, over results whose template deep judgment
 * ran: attributes are the excerpt keys then any reasoning-only ones.
 */
export declare function judgmentRows(results: readonly VerificationResult[]): JudgmentRow[];
