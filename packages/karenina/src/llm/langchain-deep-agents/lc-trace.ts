import type { ChatMessage, ToolCall } from '../ports.js'
import { addUsage, emptyUsage, usageOf, type CallUsage } from '../usage.js'
import { appendThinking, contentBlocks, contentText, toolMessage } from '../from-sdk/sdk-trace.js'
import { isRecord } from '../../utils/is-record.js'

/**
 * The parts of a LangChain message the trace reads (structural: `@langchain/core` stays an optional peer).
 * `type` is `human`, `ai`, `tool` or `system`.
 */
export interface LcMessage {
  type?: string
  content?: unknown
  tool_calls?: { id?: string; name?: string; args?: unknown }[]
  tool_call_id?: string
  status?: string
  usage_metadata?: LcUsage
}

/** LangChain's `usage_metadata` of one model call. */
export interface LcUsage {
  input_tokens?: number
  output_tokens?: number
  total_tokens?: number
  input_token_details?: { cache_read?: number; audio?: number }
  output_token_details?: { reasoning?: number; audio?: number }
}

function assistantOf(message: LcMessage): ChatMessage {
  const out: ChatMessage = { role: 'assistant', content: contentText(message.content) }
  for (const block of contentBlocks(message.content)) appendThinking(out, block)
  const calls: ToolCall[] = (message.tool_calls ?? []).map((c) => ({
    id: String(c.id ?? ''),
    name: String(c.name ?? ''),
    input: isRecord(c.args) ? c.args : {},
  }))
  if (calls.length > 0) out.tool_calls = calls
  return out
}

/**
 * LangChain messages produced by a run → Karenina trace messages: AI messages become assistant messages
 * (text, thinking, tool calls), tool messages tool results (`status: "error"` → `is_error`). Human and
 * system messages (middleware reminders) are left out, as the trace holds the agent's own turns.
 */
export function lcMessagesToTrace(messages: readonly LcMessage[]): ChatMessage[] {
  return messages.flatMap((message): ChatMessage[] => {
    if (message.type === 'ai') return [assistantOf(message)]
    if (message.type === 'tool') return [toolMessage(String(message.tool_call_id ?? ''), contentText(message.content), message.status === 'error')]
    return []
  })
}

/** LangChain's usage of one model call as Karenina's usage record (missing counts are zero). */
function lcUsage(model: string, usage: LcUsage): CallUsage {
  return usageOf(model, {
    input: usage.input_tokens,
    output: usage.output_tokens,
    total: usage.total_tokens,
    cacheRead: usage.input_token_details?.cache_read,
    inputAudio: usage.input_token_details?.audio,
    outputAudio: usage.output_token_details?.audio,
    reasoning: usage.output_token_details?.reasoning,
  })
}

/** Usage summed over model calls (each LangChain `usage_metadata`); `unavailable` when none reported any. */
export function sumLcUsage(model: string, usages: readonly LcUsage[]): { usage: CallUsage; unavailable: boolean } {
  return { usage: usages.map((u) => lcUsage(model, u)).reduce(addUsage, emptyUsage(model)), unavailable: usages.length === 0 }
}
