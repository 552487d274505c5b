import { BaseStage } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/**
 * Stage 7b (spec 02 §9.2): instead of reading the answer, the parsing model investigates what the
 * answering agent left in its workspace (and/or its trace, per `agentic_judge_context`) as an agent, then
 * a parser call maps the investigation's report into the template. Runs when 7a would.
 */
export declare class AgenticParseTemplateStage extends BaseStage<TaskSettings> {
    readonly name = "AgenticParseTemplate";
    readonly requires: ("Answer" | "raw_llm_response" | "RawAnswer")[];
    readonly produces: ("deep_judgment_performed" | "attributes_without_excerpts" | "investigation_trace" | "agentic_parsing_performed" | "parsed_answer" | "template_evaluator" | "parsing_model_str")[];
    shouldRun(ctx: TaskContext): boolean;
    execute(ctx: TaskContext): Promise<void>;
}
