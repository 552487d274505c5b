import { type StatusColumns } from './status-columns.js';
import type { VerificationResult } from './verification-result.js';
/** One row of Karenina's template DataFrame (spec 04 §6.2): one compared field of one result. */
export interface TemplateRow extends StatusColumns {
    recursion_limit_reached: boolean;
    question_id: string;
    template_id: string;
    question_text: string;
    keywords: string[] | null;
    replicate: number | null;
    answering_mcp_servers: string[] | null;
    scenario_id: string | null;
    scenario_node: string | null;
    scenario_turn: number | null;
    scenario_path: string[] | null;
    answering_model: string;
    parsing_model: string;
    answering_system_prompt: string | null;
    parsing_system_prompt: string | null;
    raw_llm_response: string | null;
    field_name: string | null;
    gt_value: unknown;
    llm_value: unknown;
    field_match: boolean | null;
    field_score: number | null;
    field_type: string | null;
    verify_result: boolean | null;
    verify_granular_result: unknown;
    embedding_check_performed: boolean;
    embedding_similarity_score: number | null;
    embedding_model_used: string | null;
    embedding_override_applied: boolean;
    abstention_check_performed: boolean;
    abstention_detected: boolean | null;
    abstention_reasoning: string | null;
    abstention_override_applied: boolean;
    sufficiency_check_performed: boolean;
    sufficiency_detected: boolean | null;
    sufficiency_reasoning: string | null;
    sufficiency_override_applied: boolean;
    regex_validations_performed: boolean;
    regex_overall_success: boolean | null;
    execution_time: number;
    timestamp: string;
    run_name: string | null;
    /** Position of the result in the input list (rows of one result share it). */
    result_index: number;
}
/**
 * Karenina's `TemplateResults.to_dataframe()` as plain rows: one per field in the parsed ground truth ∪
 * parsed answer (sorted), one with `field_name = null` when neither has fields or there is no template.
 */
export declare function templateRows(results: readonly VerificationResult[]): TemplateRow[];
/**
 * Karenina's `aggregate_pass_rate(by)`: per group, the share of results (not rows) whose `verify_result`
 * is true, over results with a non-null verdict.
 */
export declare function aggregatePassRate(results: readonly VerificationResult[], by?: keyof TemplateRow): Record<string, number>;
/** Karenina's `get_template_summary()`. */
export interface TemplateSummary {
    num_results: number;
    num_passed: number;
    num_failed: number;
    /** Passed / results with template verification (0 when none). */
    pass_rate: number;
    num_with_embedding: number;
    num_with_regex: number;
    num_with_abstention: number;
    num_questions: number;
}
/** Karenina's `get_template_summary()`: counts over results with template verification, `num_results` over all. */
export declare function templateSummary(results: readonly VerificationResult[]): TemplateSummary;
