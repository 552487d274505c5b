import type { ModelConfig } from '../config/model-config.js';
import type { AgentRequest, AgentResult, AgentTool, CallOptions, ChatMessage } from './ports.js';
import { type CallUsage } from './usage.js';
/** One model call of the loop: the assistant message (with its tool calls) and its usage. */
export interface AgentStep {
    message: ChatMessage;
    usage: CallUsage;
}
/** A provider's model call for the loop. */
export type AgentStepFunction = (messages: readonly ChatMessage[], tools: readonly AgentTool[], request: AgentRequest, options: CallOptions) => Promise<AgentStep>;
/** @default 25 model calls, as Karenina's `agent_middleware.limits.model_call_limit`. */
export declare const DEFAULT_MAX_TURNS = 25;
/** The request's limits, else the model config's `agent_middleware.limits`, else 25 turns and no tool-call cap. */
export declare function agentLimits(request: AgentRequest, config: ModelConfig): {
    maxTurns: number;
    maxToolCalls: number | undefined;
};
/**
 * The tool-calling loop (tier `tool_loop`), provider-agnostic: call the model, run the tools it asks for,
 * feed the results back, until it answers without tool calls. When `maxTurns` model calls were made (or
 * more than `maxToolCalls` tools were requested), `recursionLimitReached` is true and the trace is kept.
 */
export declare function runAgentLoop(step: AgentStepFunction, request: AgentRequest, config: ModelConfig, model: string, options?: CallOptions): Promise<AgentResult>;
