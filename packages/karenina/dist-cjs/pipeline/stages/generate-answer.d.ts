import { BaseStage } from '../stage.js';
import type { TaskContext, TaskSettings } from '../task-settings.js';
/**
 * Stage 2 (spec 02 §4.2): gets the answer. A replay store's entry, then cached answer data (shared across judges) is used as is, with
 * no call; otherwise the agent port answers when the model has MCP servers, a `deep_agent` tier or the
 * `manual` interface, else one LLM call whose text is stored behind the `--- AI Message ---` header.
 * Failures are recorded (`Adapter call failed: …`), never thrown.
 */
export declare class GenerateAnswerStage extends BaseStage<TaskSettings> {
    readonly name = "GenerateAnswer";
    readonly produces: ("raw_llm_response" | "trace_messages" | "recursion_limit_reached" | "response_timeout_partial" | "answering_mcp_servers" | "answering_model_str")[];
    execute(ctx: TaskContext): Promise<void>;
}
