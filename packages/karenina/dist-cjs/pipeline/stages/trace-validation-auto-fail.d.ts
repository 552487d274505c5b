import { BaseStage } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/**
 * Stage 4 (spec 02 §4.4): an MCP agent's trace must end with an AI message that has text. A trace that
 * does not fails the task (`verify_result = false`, failure `trace_validation`) without an error.
 * Answers without MCP, and manual traces, are not checked; a replay entry's verdict is copied instead.
 */
export declare class TraceValidationAutoFailStage extends BaseStage<TaskSettings> {
    readonly name = "TraceValidationAutoFail";
    readonly requires: "raw_llm_response"[];
    readonly produces: ("mcp_enabled" | "trace_validation_failed" | "trace_validation_error")[];
    shouldRun(ctx: TaskContext): boolean;
    execute(ctx: TaskContext): void;
}
