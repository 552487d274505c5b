import { BaseCheckStage, type CheckOutcome } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/**
 * Stage 6 (spec 02 §4.7): asks the parsing model (temperature 0) whether the response holds a candidate for
 * every required template field (the schema shown includes trace fields). `sufficiency_detected` means
 * *sufficient*; an insufficient response sets `verify_result = false` and parsing is skipped (failure
 * `sufficiency`). Template modes only; skipped after an abstention. A failed call counts as sufficient, not performed.
 */
export declare class SufficiencyCheckStage extends BaseCheckStage<TaskSettings> {
    readonly name = "SufficiencyCheck";
    readonly artifactPrefix = "sufficiency";
    readonly requires: ("Answer" | "raw_llm_response")[];
    shouldRun(ctx: TaskContext): boolean;
    protected detect(ctx: TaskContext): Promise<CheckOutcome>;
    protected shouldTriggerOverride(outcome: CheckOutcome): boolean;
}
