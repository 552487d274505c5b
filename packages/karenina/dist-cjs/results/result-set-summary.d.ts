import type { VerificationResult } from './verification-result.js';
type TraitKind = 'llm' | 'regex' | 'callable' | 'metric' | 'agentic';
type KindCounts = Record<TraitKind, {
    count: number;
}>;
/** Token statistics of `get_summary()` (`*_std` are population standard deviations). */
export interface SummaryTokens {
    total_input: number;
    total_input_std: number;
    total_output: number;
    total_output_std: number;
    template_input: number;
    template_input_std: number;
    template_output: number;
    template_output_std: number;
    rubric_input: number;
    rubric_input_std: number;
    rubric_output: number;
    rubric_output_std: number;
    /** Always 0 when judgment results exist (Karenina reads a field that does not exist), else null. */
    deep_judgment_input: number | null;
    deep_judgment_input_std: number | null;
    deep_judgment_output: number | null;
    deep_judgment_output_std: number | null;
    median_per_question_input: number;
    median_per_question_input_std: number;
    median_per_question_output: number;
    median_per_question_output_std: number;
}
/** Pass counts of one model combination (or overall). `pass_pct` is 0–100. */
export interface PassStats {
    total: number;
    passed: number;
    pass_pct: number;
}
/** Karenina's `VerificationResultSet.get_summary()` (spec 04 §6.4), keys as in Karenina. */
export interface ResultSetSummary {
    num_results: number;
    num_completed: number;
    num_with_template: number;
    num_with_rubric: number;
    num_with_judgment: number;
    num_questions: number;
    num_models: number;
    num_parsing_models: number;
    num_replicates: number;
    total_execution_time: number;
    tokens: SummaryTokens;
    tokens_by_combo: Record<string, {
        input: number;
        output: number;
        total: number;
    }>;
    completion_by_combo: Record<string, {
        total: number;
        completed: number;
        completion_pct: number;
    }>;
    rubric_traits: {
        global_traits: KindCounts;
        question_specific_traits: KindCounts;
    } | null;
    template_pass_by_combo: Record<string, PassStats> | null;
    template_pass_overall: PassStats | null;
    replicate_stats: {
        replicate_pass_rates: Record<string, PassStats & {
            pass_rate: number;
        }>;
        replicate_summary: {
            mean: number;
            std: number;
        };
    } | null;
    tool_usage_stats: {
        tools: Record<string, {
            total_calls: number;
            traces_using: number;
            avg_calls_per_trace: number;
        }>;
        total_traces_with_tools: number;
        total_tool_calls: number;
    } | null;
    trace_length_stats: {
        median_iterations: number;
        mean_iterations: number;
        std_iterations: number;
        min_iterations: number;
        max_iterations: number;
        num_traces: number;
    } | null;
}
/**
 * Karenina's `get_summary()` over results (spec 04 §6.4), in one pass: each result is read once and can be let
 * go at once (a stored set rebuilds its summary views one at a time), while every figure is what a pass per
 * figure over the list gives (values kept in result order for sums, means, medians and deviations).
 */
export declare function summarizeResultSet(results: Iterable<VerificationResult>): ResultSetSummary;
export {};
