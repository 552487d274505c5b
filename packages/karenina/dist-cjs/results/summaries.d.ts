import { type FailureCategory, type FailureGroup } from './failure.js';
import type { VerificationResult } from './verification-result.js';
/** Pass counts of one group of results. */
export interface PassRateStats {
    num_results: number;
    /** Results whose template verification ran. */
    num_verified: number;
    /** Verified results with `verify_result === true`. */
    num_passed: number;
    num_failed: number;
    /** `num_passed / num_verified`, null when nothing was verified. */
    pass_rate: number | null;
    /** Results with `metadata.failure === null`. */
    num_completed: number;
    /** `num_completed / num_results`. */
    completion_rate: number;
}
/** Pass rate of one answering model (display string). */
export type ModelPassRateRow = {
    answering_model: string;
} & PassRateStats;
/** Pass rate of one question. */
export type QuestionPassRateRow = {
    question_id: string;
} & PassRateStats;
/** Template pass rate and completion per answering model, in first-appearance order. */
export declare function passRateByModel(results: readonly VerificationResult[]): ModelPassRateRow[];
/** Template pass rate and completion per question, in first-appearance order. */
export declare function passRateByQuestion(results: readonly VerificationResult[]): QuestionPassRateRow[];
/** Grouping of `traitScoreAverages`. */
export type TraitAverageBy = 'answering_model' | 'question_id' | 'none';
/** Mean score of one trait (or one metric of a metric trait) in one group. */
export interface TraitAverageRow {
    /** The group's answering model or question id; null when not grouped. */
    group: string | null;
    trait_name: string;
    trait_kind: 'llm' | 'regex' | 'callable' | 'metric' | 'agentic';
    metric_name: string | null;
    /** Mean over numeric and boolean scores (true = 1), i.e. the pass fraction for boolean traits. */
    mean: number;
    /** Number of scores averaged. */
    count: number;
}
/**
 * Mean trait scores over results that have a rubric section, per trait (metric traits per metric),
 * optionally per answering model or question. Literal-trait error scores (-1) are left out.
 */
export declare function traitScoreAverages(results: readonly VerificationResult[], options?: {
    by?: TraitAverageBy;
}): TraitAverageRow[];
/** Prices of one model, in currency units per million tokens. */
export interface ModelPrice {
    inputPerMTok: number;
    outputPerMTok: number;
}
/** Options of `tokenUsage`. */
export interface TokenUsageOptions {
    /** Prices keyed by the usage entry's model display string (`langchain:gpt-4o`) or bare model name (`gpt-4o`). */
    prices?: Readonly<Record<string, ModelPrice>>;
    /** Group by the model that consumed the tokens, or by the result's answering model. @default 'model' */
    by?: 'model' | 'answering_model';
}
/** Token totals (and cost when priced) of one group. */
export interface TokenUsageRow {
    model: string;
    input_tokens: number;
    output_tokens: number;
    total_tokens: number;
    /** Null when none of the group's tokens had a price. */
    cost: number | null;
    /** Models in this group without a price (their tokens are not in `cost`). */
    unpriced_models: string[];
}
/**
 * Token totals from `template.usage_metadata` per consuming model (each stage's `model`; stages without
 * one count for the answering model on `answer_generation`, else the parsing model), with cost when
 * prices are given. Returns the rows and their grand total (`model = "total"`).
 */
export declare function tokenUsage(results: readonly VerificationResult[], options?: TokenUsageOptions): {
    rows: TokenUsageRow[];
    total: TokenUsageRow;
};
/** How many results failed with one category. */
export interface FailureCountRow {
    category: FailureCategory;
    group: FailureGroup;
    count: number;
    /** `count / number of results`. */
    fraction: number;
}
/** Failure counts by category (taxonomy order, categories that occurred only). */
export declare function failureCounts(results: readonly VerificationResult[]): FailureCountRow[];
