import { type SdkTrace } from './sdk-trace.js';
export declare const ANTHROPIC_SHAPE = "Anthropic messages (content blocks text, tool_use, tool_result, thinking)";
/**
 * An Anthropic Messages conversation (the `messages` of a tool-use loop, assistant `Message`s included) as
 * Karenina's trace: assistant `tool_use` blocks become tool calls, user `tool_result` blocks tool results
 * (`is_error` kept), `thinking` blocks the message's thinking; `agent_metrics` counted from them.
 * @example
 * const trace = fromAnthropicMessages(messages) // messages: MessageParam[]
 * await expect(trace).toVerify(Answer)
 */
export declare function fromAnthropicMessages(messages: readonly unknown[], subject?: string): SdkTrace;
