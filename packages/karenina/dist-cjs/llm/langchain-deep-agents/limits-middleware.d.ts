import type { DeepAgentsRuntime } from './load-deep-agents.js';
/** The run's limits (Karenina `agent_middleware.limits`, or the request's). */
export interface RunLimits {
    maxTurns: number;
    maxToolCalls: number | undefined;
    /** AI messages already in the input (a multi-turn conversation): not counted as this run's turns. */
    initialAiMessages: number;
}
/**
 * Karenina's limits with `exit_behavior: "end"`: before a model call beyond `maxTurns`, or after a model
 * call that brings the run's tool calls over `maxToolCalls`, the agent jumps to its end. Unlike LangChain's
 * own call-limit middleware it adds no message to the trace; `reached()` says whether it stopped the run.
 */
export declare function limitsMiddleware(runtime: DeepAgentsRuntime, limits: RunLimits): {
    middleware: unknown;
    reached: () => boolean;
};
