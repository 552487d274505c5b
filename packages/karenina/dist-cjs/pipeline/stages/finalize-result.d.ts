import type { VerdictInput } from '../../results/verdict-input.js';
import { BaseStage } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/** What the failure classifier and the caveats read from a finished context (spec 04 §3). */
export declare function verdictInputOf(ctx: TaskContext, templateVerificationPerformed: boolean): VerdictInput;
/**
 * Stage 13 (spec 04 §4): assembles the VerificationResult from the context — always runs, always last.
 * The verdict (`metadata.failure`) comes from the failure classifier; result fields that no built-in stage
 * knows (custom stages') are kept under `extensions`.
 */
export declare class FinalizeResultStage extends BaseStage<TaskSettings> {
    readonly name = "FinalizeResult";
    readonly produces: "final_result"[];
    shouldRun(): boolean;
    execute(ctx: TaskContext): void;
}
