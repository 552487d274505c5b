import { BaseStage } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/**
 * Stage 11b (spec 02 §9.4): each agentic trait is investigated by an agent (its `model_override`, else the
 * parsing model) in the workspace and/or on the answering trace, then its score is extracted. Strategy
 * `individual` runs one investigation per trait; `shared` one for all traits on the same model. A trait whose
 * model is not `deep_agent` (or, with `agenticToolLoopJudges`, cannot run as an agent) makes the stage throw
 * (an `unexpected_error` result naming question, trait, model setting and interface).
 */
export declare class AgenticRubricEvaluationStage extends BaseStage<TaskSettings> {
    readonly name = "AgenticRubricEvaluation";
    readonly produces: ("agentic_trait_scores" | "agentic_trait_investigation_traces" | "agentic_trait_extraction_metadata" | "agentic_rubric_evaluation_performed")[];
    shouldRun(ctx: TaskContext): boolean;
    execute(ctx: TaskContext): Promise<void>;
}
