import type { ChatMessage } from '../ports.js';
import { type UsageCounts } from '../usage.js';
/**
 * The parts of a LangChain message the trace reads (structural: `@langchain/core` stays an optional peer).
 * `type` is `human`, `ai`, `tool` or `system`.
 */
export interface LcMessage {
    type?: string;
    content?: unknown;
    tool_calls?: {
        id?: string;
        name?: string;
        args?: unknown;
    }[];
    tool_call_id?: string;
    status?: string;
    usage_metadata?: LcUsage;
}
/** LangChain's `usage_metadata` of one model call. */
export interface LcUsage {
    input_tokens?: number;
    output_tokens?: number;
    total_tokens?: number;
    input_token_details?: {
        cache_read?: number;
        audio?: number;
    };
    output_token_details?: {
        reasoning?: number;
        audio?: number;
    };
}
/**
 * LangChain messages produced by a run → Karenina trace messages: AI messages become assistant messages
 * (text, thinking, tool calls), tool messages tool results (`status: "error"` → `is_error`). Human and
 * system messages (middleware reminders) are left out, as the trace holds the agent's own turns.
 */
export declare function lcMessagesToTrace(messages: readonly LcMessage[]): ChatMessage[];
/** LangChain's usage of one model call as Karenina's counts. */
export declare function lcUsageCounts(usage: LcUsage): UsageCounts;
/** Usage summed over model calls (each LangChain `usage_metadata`); `unavailable` when none reported any. */
export declare function sumLcUsage(model: string, usages: readonly LcUsage[]): {
    usage: import("../usage.js").CallUsage;
    unavailable: boolean;
};
