import type { ContentBlock, Message, MessageParam, Tool, Usage } from '@anthropic-ai/sdk/resources/messages';
import type { AgentTool, ChatMessage } from '../ports.js';
import { type CallUsage } from '../usage.js';
/** Karenina messages → Anthropic `system` text and messages (tool results become user `tool_result` blocks). */
export declare function toAnthropicMessages(messages: readonly ChatMessage[]): {
    system: string | undefined;
    messages: MessageParam[];
};
/** Agent tools → Anthropic tools. */
export declare function toAnthropicTools(tools: readonly AgentTool[]): Tool[];
/** An Anthropic response → a Karenina assistant message (text parts joined by a newline). */
export declare function fromAnthropicContent(content: readonly ContentBlock[]): ChatMessage;
/** Anthropic usage → Karenina's usage shape (cache reads and writes count as input, as LangChain does). */
export declare function anthropicUsage(model: string, usage: Usage | undefined | null): CallUsage;
/** The message's content, or `[]` when the server sent none. */
export declare function contentOf(message: Message): ContentBlock[];
