import { BaseAutoFailStage } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/**
 * Stage 12 (spec 02 §4.13): rubric deep judgment ran and some traits have no valid excerpt → the task fails
 * (`verify_result = false`, failure `deep_judgment_rubric`), in rubric_only mode too. A detected abstention
 * takes priority. Present only when template deep judgment is on (Karenina's stage plan).
 */
export declare class DeepJudgmentRubricAutoFailStage extends BaseAutoFailStage<TaskSettings> {
    readonly name = "DeepJudgmentRubricAutoFail";
    readonly requires: "raw_llm_response"[];
    shouldRun(ctx: TaskContext): boolean;
    protected shouldSkipDueToPriorFailure(ctx: TaskContext): boolean;
    protected autoFailReason(ctx: TaskContext): string;
}
