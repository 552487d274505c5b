import { BaseStage } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/**
 * Stage 11 (spec 02 §4.12, 03 §6): scores the response against the task's rubric — regex and callable
 * traits locally, LLM traits and metric traits through the parsing model — on the final AI message or the
 * full trace (`use_full_trace_for_rubric`, default). Evaluator failures are not task errors: a trait that
 * could not be scored is recorded in `rubric_trait_failures` (classified at finalize); an evaluation that
 * throws adds the warning `Rubric evaluation failed: …` and stores a null rubric result (compat mode: only
 * that, as Karenina). Runs even when the template failed.
 */
export declare class RubricEvaluationStage extends BaseStage<TaskSettings> {
    readonly name = "RubricEvaluation";
    readonly requires: "raw_llm_response"[];
    readonly produces: ("llm_trait_labels" | "rubric_result" | "metric_confusion_lists" | "metric_results")[];
    shouldRun(ctx: TaskContext): boolean;
    execute(ctx: TaskContext): Promise<void>;
}
