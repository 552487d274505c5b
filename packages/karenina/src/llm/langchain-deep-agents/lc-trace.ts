import type { ChatMessage, ToolCall } from '../ports.js'
import { usageOf, type UsageCounts } from '../usage.js'
import { contentBlocks, contentText, type ContentBlock } from '../from-sdk/sdk-trace.js'

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
  for (const block of contentBlocks(message.content)) {
    if (block['type'] === 'thinking' && typeof block['thinking'] === 'string') {
      const signature = typeof block['signature'] === 'string' ? { signature: block['signature'] } : {}
      out.thinking = { thinking: (out.thinking?.thinking ?? '') + block['thinking'], ...signature }
    }
  }
  const calls: ToolCall[] = (message.tool_calls ?? []).map((c) => ({
    id: String(c.id ?? ''),
    name: String(c.name ?? ''),
    input: typeof c.args === 'object' && c.args !== null && !Array.isArray(c.args) ? (c.args as Record<string, unknown>) : {},
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
  const out: ChatMessage[] = []
  for (const message of messages) {
    if (message.type === 'ai') out.push(assistantOf(message))
    else if (message.type === 'tool') {
      out.push({
        role: 'tool',
        content: typeof message.content === 'string' ? message.content : contentText(message.content),
        tool_result: { tool_use_id: String(message.tool_call_id ?? ''), is_error: message.status === 'error' },
      })
    }
  }
  return out
}

/** LangChain's usage of one model call as Karenina's counts. */
export function lcUsageCounts(usage: LcUsage): UsageCounts {
  return {
    input: usage.input_tokens ?? 0,
    output: usage.output_tokens ?? 0,
    total: usage.total_tokens ?? null,
    cacheRead: usage.input_token_details?.cache_read ?? 0,
    inputAudio: usage.input_token_details?.audio ?? 0,
    outputAudio: usage.output_token_details?.audio ?? 0,
    reasoning: usage.output_token_details?.reasoning ?? 0,
  }
}

/** Usage summed over model calls (each LangChain `usage_metadata`); `unavailable` when none reported any. */
export function sumLcUsage(model: string, usages: readonly LcUsage[]) {
  const counts = usages.map(lcUsageCounts)
  const sum = (key: keyof UsageCounts): number => counts.reduce((acc, c) => acc + (c[key] ?? 0), 0)
  return {
    usage: usageOf(model, {
      input: sum('input'),
      output: sum('output'),
      total: counts.reduce((acc, c) => acc + (c.total ?? (c.input ?? 0) + (c.output ?? 0)), 0),
      cacheRead: sum('cacheRead'),
      inputAudio: sum('inputAudio'),
      outputAudio: sum('outputAudio'),
      reasoning: sum('reasoning'),
    }),
    unavailable: usages.length === 0,
  }
}
