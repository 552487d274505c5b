import { BaseCheckStage, type CheckOutcome } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/**
 * Stage 5 (spec 02 §4.6): asks the parsing model (temperature 0) whether the response refuses to answer.
 * A detected abstention sets `verify_result = false` and makes parsing, verification and the deep-judgment
 * guards skip; the failure is classified `abstention`. A failed check call is not an error: the check is
 * recorded as not performed and the task goes on.
 */
export declare class AbstentionCheckStage extends BaseCheckStage<TaskSettings> {
    readonly name = "AbstentionCheck";
    readonly artifactPrefix = "abstention";
    readonly requires: "raw_llm_response"[];
    shouldRun(ctx: TaskContext): boolean;
    protected detect(ctx: TaskContext): Promise<CheckOutcome>;
    protected shouldTriggerOverride(outcome: CheckOutcome): boolean;
}
