import type { ChatCompletion, ChatCompletionMessage, ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { CompletionUsage } from 'openai/resources/completions';
import type { AgentTool, ChatMessage } from '../ports.js';
import { type CallUsage } from '../usage.js';
/** Karenina messages → OpenAI chat messages. */
export declare function toOpenAiMessages(messages: readonly ChatMessage[]): ChatCompletionMessageParam[];
/** Agent tools → OpenAI function tools. */
export declare function toOpenAiTools(tools: readonly AgentTool[]): ChatCompletionTool[];
/** An OpenAI assistant message → a Karenina assistant message. */
export declare function fromOpenAiMessage(message: ChatCompletionMessage): ChatMessage;
/** OpenAI usage → Karenina's usage shape. */
export declare function openAiUsage(model: string, usage: CompletionUsage | undefined | null): CallUsage;
/** The first choice's message, or an empty assistant message when the server sent none. */
export declare function firstMessage(completion: ChatCompletion): ChatCompletionMessage;
