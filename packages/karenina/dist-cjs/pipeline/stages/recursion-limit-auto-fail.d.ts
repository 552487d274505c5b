import { BaseAutoFailStage } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/**
 * Stage 3 (spec 02 §4.3): an agent that hit its turn limit fails the task (`verify_result = false`,
 * failure `recursion_limit`), keeping the trace. Never skipped for an earlier failure.
 */
export declare class RecursionLimitAutoFailStage extends BaseAutoFailStage<TaskSettings> {
    readonly name = "RecursionLimitAutoFail";
    readonly requires: "recursion_limit_reached"[];
    shouldRun(ctx: TaskContext): boolean;
    protected autoFailReason(): string;
}
