import { BaseStage } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/**
 * Stage 8 (spec 02 §4.9): runs the template's verification on the parsed answer: field checks (`verify()`)
 * AND the classic regex checks on the full raw trace; then the granular score. A check that throws on the
 * judge path is a wrong answer with `field_verification_error` (spec 01 §7.3), not an error; but a check that
 * could not run (a pattern out of its regex time budget, which Python does not have) is an error, never a verdict.
 */
export declare class VerifyTemplateStage extends BaseStage<TaskSettings> {
    #private;
    readonly name = "VerifyTemplate";
    readonly requires: ("raw_llm_response" | "parsed_answer")[];
    readonly produces: ("verify_result" | "verify_granular_result" | "regex_extraction_results" | "field_verification_result" | "regex_verification_results")[];
    shouldRun(ctx: TaskContext): boolean;
    execute(ctx: TaskContext): void | Promise<void>;
}
