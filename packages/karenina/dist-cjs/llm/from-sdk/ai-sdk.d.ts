import { type SdkTrace } from './sdk-trace.js';
export declare const AI_SDK_RESULT_SHAPE = "an AI SDK generateText result ({ steps, text }; for streamText, { steps: await result.steps })";
export declare const AI_SDK_MESSAGES_SHAPE = "AI SDK messages (response.messages: content parts text, reasoning, tool-call, tool-result)";
/**
 * An AI SDK `generateText` result (`ai`) as Karenina's trace: one assistant message per step (its text,
 * reasoning and tool calls), then that step's tool results (a `tool-error` as an error result);
 * `agent_metrics` counted from them. A `streamText` result is read once its steps are awaited.
 * @example
 * const result = await generateText({ model, tools, stopWhen: isStepCount(5), prompt })
 * await expect(fromAiSdkResult(result)).toVerify(Answer)
 */
export declare function fromAiSdkResult(result: {
    readonly steps: readonly unknown[];
}, subject?: string): SdkTrace;
/**
 * AI SDK model messages (`result.response.messages`, or a conversation an app keeps) as Karenina's trace:
 * assistant parts become the message's text, thinking and tool calls; `tool` messages' `tool-result` parts
 * become tool results (an `error-text` / `error-json` output as an error).
 * @example
 * await expect(fromAiSdkMessages(result.response.messages)).toVerify(Answer)
 */
export declare function fromAiSdkMessages(messages: readonly unknown[], subject?: string): SdkTrace;
