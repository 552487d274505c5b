import { BaseAutoFailStage } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/**
 * Stage 10 (spec 02 §4.11): template deep judgment ran and some attributes have no valid excerpt → the task
 * fails (`verify_result = false`, failure `deep_judgment`). Not in reasoning-only mode (no excerpts there),
 * and a detected abstention takes priority.
 */
export declare class DeepJudgmentAutoFailStage extends BaseAutoFailStage<TaskSettings> {
    readonly name = "DeepJudgmentAutoFail";
    readonly requires: ("deep_judgment_performed" | "attributes_without_excerpts" | "verify_result" | "field_verification_result")[];
    shouldRun(ctx: TaskContext): boolean;
    protected shouldSkipDueToPriorFailure(ctx: TaskContext): boolean;
    protected autoFailReason(ctx: TaskContext): string;
}
