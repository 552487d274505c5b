import { type SdkTrace } from './sdk-trace.js';
export declare const OPENAI_CHAT_SHAPE = "OpenAI Chat Completions messages (assistant tool_calls[].function, tool messages with tool_call_id)";
/**
 * An OpenAI Chat Completions conversation (the `messages` an agent loop sends and receives) as Karenina's trace:
 * assistant messages with their `tool_calls`, `tool` messages as tool results, `agent_metrics` counted from them.
 * Read as our OpenAI adapter reads a completion; system, developer and user messages are kept but not evaluated.
 * @example
 * const trace = fromOpenAiChatMessages(messages) // messages: ChatCompletionMessageParam[]
 * await expect(trace).toVerify(Answer)
 */
export declare function fromOpenAiChatMessages(messages: readonly unknown[], subject?: string): SdkTrace;
