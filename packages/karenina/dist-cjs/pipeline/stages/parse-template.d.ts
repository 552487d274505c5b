import { BaseStage } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/** What VerifyTemplate needs to know about a judge-filled answer (Karenina's TemplateEvaluator). */
export interface TemplateEvaluator {
    /** Display string of the judge model. */
    readonly parsingModel: string;
    readonly useFullTrace: boolean;
}
/** Where the default mode records a parse failure, so the classifier reports `parsing` (spec 04 §3.1 rule 6). */
export declare const PARSE_FAILURE_STAGE = "parse_template";
/**
 * Stage 7a (spec 02 §4.8, §5): fills the template from the answer. Regex-only templates skip the judge
 * (an empty instance); trace-only templates too (their fields are evaluated on the raw trace). Otherwise
 * the parsing model fills the judge schema, which carries no ground truth, from the final AI message (or
 * the full trace with `use_full_trace_for_template`). A judge that never yields a valid object is a parse
 * failure (category `parsing`; `unexpected_error` in compat mode, as in Karenina), not a wrong answer.
 * A replayed entry's `parsed_answer_fields` stand in for the judge (`replay (no LLM)`).
 */
export declare class ParseTemplateStage extends BaseStage<TaskSettings> {
    #private;
    readonly name = "ParseTemplate";
    readonly requires: ("Answer" | "raw_llm_response" | "RawAnswer")[];
    readonly produces: ("deep_judgment_performed" | "extracted_excerpts" | "attribute_reasoning" | "deep_judgment_stages_completed" | "deep_judgment_model_calls" | "deep_judgment_excerpt_retry_count" | "attributes_without_excerpts" | "hallucination_risk_assessment" | "parsed_answer" | "template_evaluator" | "parsing_model_str")[];
    shouldRun(ctx: TaskContext): boolean;
    execute(ctx: TaskContext): Promise<void>;
}
