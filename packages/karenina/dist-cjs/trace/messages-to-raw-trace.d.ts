import type { ChatMessage } from '../llm/ports.js';
/** Header of an assistant block in a harmonized trace. */
export declare const AI_MESSAGE_HEADER = "--- AI Message ---";
/** Header of a tool-result block in a harmonized trace. */
export declare function toolMessageHeader(callId: string): string;
/**
 * Karenina's harmonized trace string (`messages_to_raw_trace`, spec 02 §6.1): blocks joined by a blank line;
 * system and user messages omitted; per assistant message a `--- Thinking ---` block (if any), then an
 * `--- AI Message ---` block with its text and tool calls; per tool result a `--- Tool Message … ---` block.
 */
export declare function messagesToRawTrace(messages: readonly ChatMessage[]): string;
