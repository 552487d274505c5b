import type { ModelConfigInput } from '../config/model-config.js';
import type { ChatMessage } from '../llm/ports.js';
import type { CachedAnswerData } from '../pipeline/task-settings.js';
import type { AgentMetrics } from '../results/usage-metadata.js';
/**
 * An agent trace to verify: its messages (system and user messages are ignored in the evaluated text), or a
 * harmonized trace string (`--- AI Message ---` blocks, as Karenina stores `raw_llm_response`).
 */
export type TraceInput = {
    readonly messages: readonly ChatMessage[];
} | {
    readonly rawTrace: string;
}
/** An agent run as `AgentPort.run` returns it: its messages, and its `agent_metrics`. */
 | {
    readonly traceMessages: readonly ChatMessage[];
    readonly agentMetrics?: AgentMetrics;
    readonly recursionLimitReached?: boolean;
};
/**
 * A trace as a framework hands it out, converted by shape (see `frameworkTraceOf`): an AI SDK `generateText`
 * result, a Responses API response, or a message list (bare or under `messages`) of the AI SDK, OpenAI Chat
 * Completions, the Responses API or Anthropic.
 */
export type FrameworkTrace = {
    readonly steps: readonly object[];
} | {
    readonly output: readonly object[];
} | {
    readonly history: readonly object[];
} | {
    readonly messages: readonly object[];
} | readonly object[];
/** What a matcher verifies: the answer text, or a trace. */
export type ResponseInput = string | TraceInput | FrameworkTrace;
/** The answering model of a given response (`manual:response`): the manual interface with no traces, so no call is ever made. */
export declare const GIVEN_RESPONSE_MODEL: ModelConfigInput;
/** True when `value` has the outline of a response (its messages are checked by {@link checkResponseInput}). */
export declare function isResponseInput(value: unknown): value is ResponseInput;
/** Karenina's message form, the one message shape karenina reads. */
export declare const KARENINA_MESSAGE_FORM: string;
/**
 * The response as karenina reads it, or a `ValidationError` naming where it departs from the accepted shapes
 * (and which SDK's messages it looks like). Checked before any stage runs: a trace we do not read would
 * otherwise be judged garbled, or crash inside a stage.
 * @example
 * checkResponseInput({ messages: [{ role: 'assistant', content: 'BCL2' }] }, 'toVerify')
 */
export declare function checkResponseInput(value: unknown, subject?: string): string | TraceInput;
/**
 * The messages of a trace in Karenina's message form, or a `ValidationError` at `key[i]…` naming the problem,
 * the SDK shape the message looks like, and `accepted`.
 * @example
 * checkTraceMessages([{ role: 'assistant', content: 'BCL2' }], 'messages', 'toVerify')
 */
export declare function checkTraceMessages(messages: readonly unknown[], key: string, subject: string, accepted?: string): ChatMessage[];
/** A short, safe description of any value (cycles, bigints and getters that throw included). */
export declare function describeValue(value: unknown): string;
/** The answer data a task uses instead of calling an answering model (the response is given). */
export declare function cachedAnswerOf(response: string | TraceInput): CachedAnswerData;
