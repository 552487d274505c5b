import { type SdkTrace } from './sdk-trace.js';
export declare const OPENAI_RESPONSES_SHAPE = "OpenAI Responses API items (message, function_call, function_call_output, reasoning), or a Response with output";
export declare const OPENAI_AGENTS_SHAPE = "an OpenAI Agents SDK run result ({ history }: message, function_call, function_call_result items)";
/**
 * An OpenAI Agents SDK (`@openai/agents`) run result as Karenina's trace: its `history` items, read as
 * Responses API items (the SDK's camelCase `callId` and `function_call_result` included).
 * @example
 * const result = await run(agent, 'Weather in Paris?')
 * await expect(fromOpenAiAgentsRun(result)).toVerify(Answer)
 */
export declare function fromOpenAiAgentsRun(result: {
    readonly history: readonly unknown[];
}, subject?: string): SdkTrace;
/**
 * OpenAI Responses API items (a `Response`'s `output`, or the whole input list of a tool loop) as Karenina's
 * trace. The items of one turn (reasoning, message, function calls) become one assistant message, as a chat
 * completion would hold them; `function_call_output` items become tool results; `agent_metrics` are counted
 * from them. An item type that carries no text we could judge (a hosted tool call) is refused, naming it.
 * @example
 * const response = await client.responses.create({ model, input, tools })
 * await expect(fromOpenAiResponsesOutput(response.output)).toVerify(Answer)
 */
export declare function fromOpenAiResponsesOutput(items: readonly unknown[], subject?: string, key?: string, shape?: string): SdkTrace;
