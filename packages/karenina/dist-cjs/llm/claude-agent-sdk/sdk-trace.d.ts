import type { ChatMessage } from '../ports.js';
import { type CallUsage } from '../usage.js';
/** The parts of the Claude Agent SDK's messages the trace reads (structural, so the SDK's types stay optional). */
export interface SdkStreamMessage {
    type: string;
    subtype?: string;
    parent_tool_use_id?: string | null;
    message?: {
        id?: string;
        content?: unknown;
    };
    error?: string;
    result?: string;
    is_error?: boolean;
    num_turns?: number;
    errors?: string[];
    usage?: {
        input_tokens?: number;
        output_tokens?: number;
        cache_read_input_tokens?: number;
    };
}
/** What a finished Claude Code run left: the trace in Karenina's dict form and the result message. */
export interface SdkTrace {
    messages: ChatMessage[];
    /** Model calls: distinct assistant message ids. */
    modelCalls: number;
    result: SdkStreamMessage | undefined;
    /** The first assistant-level API error (`authentication_failed`, `rate_limit`, …), if any. */
    apiError: string | undefined;
}
/**
 * Folds the SDK's message stream into Karenina trace messages: the blocks of one API message (streamed as
 * several `assistant` messages with the same id) become one assistant message with its text, thinking and
 * tool calls; each `tool_result` block of a `user` message becomes a `tool` message. Sub-agent messages
 * (`parent_tool_use_id` set) are left out, as Karenina's trace holds the top-level conversation.
 */
export declare function collectSdkTrace(stream: readonly SdkStreamMessage[]): SdkTrace;
/** The run's usage from the result message's totals (Claude Code sums every model call). */
export declare function sdkUsage(result: SdkStreamMessage | undefined, model: string): {
    usage: CallUsage;
    unavailable: boolean;
};
