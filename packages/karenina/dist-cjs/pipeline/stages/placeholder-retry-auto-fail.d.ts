import { BaseStage } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/** The text an agent loop leaves as its last message when its model retries ran out. */
export declare const PLACEHOLDER_PREFIX = "Model call failed after ";
/**
 * Stage 4b (spec 02 §4.5): an agent trace ending in the retry-exhausted placeholder message fails the task
 * as a connection failure (`verify_result = false`, error category `connection`, stage `generate_answer`).
 */
export declare class PlaceholderRetryAutoFailStage extends BaseStage<TaskSettings> {
    readonly name = "PlaceholderRetryAutoFail";
    readonly requires: "trace_messages"[];
    shouldRun(ctx: TaskContext): boolean;
    execute(ctx: TaskContext): void;
}
