import { BaseStage } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/**
 * Stage 7c (spec 02 §9.3), `agentic_parsing_trigger: "dynamic"`: one decision call reads the final message
 * alone and fills the template when it suffices (`"direct"`); a missing final message, an insufficient or
 * malformed decision, or a retryable decision failure escalates to 7b's investigation (`"escalated"`). An
 * answer that is only an API connection error becomes an all-null answer (`"answer_error_null"`). A replayed
 * entry's parsed fields are the answer with no call (`"replay"`).
 */
export declare class DynamicParseTemplateStage extends BaseStage<TaskSettings> {
    readonly name = "DynamicParseTemplate";
    readonly requires: ("Answer" | "raw_llm_response" | "RawAnswer")[];
    readonly produces: ("deep_judgment_performed" | "attributes_without_excerpts" | "parse_decision_malformed" | "investigation_trace" | "agentic_parsing_performed" | "dynamic_parsing_performed" | "dynamic_parse_decision" | "dynamic_decision_reasoning" | "trace_extraction_error" | "parsed_answer" | "template_evaluator" | "parsing_model_str")[];
    shouldRun(ctx: TaskContext): boolean;
    execute(ctx: TaskContext): Promise<void>;
}
