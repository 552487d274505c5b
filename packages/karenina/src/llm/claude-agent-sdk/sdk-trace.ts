import type { ChatMessage, ToolCall } from '../ports.js'
import { usageOf, type CallUsage } from '../usage.js'
import { appendThinking, contentBlocks, contentText, toolMessage, type ContentBlock } from '../from-sdk/sdk-trace.js'
import { isRecord } from '../../utils/is-record.js'

/** The parts of the Claude Agent SDK's messages the trace reads (structural, so the SDK's types stay optional). */
export interface SdkStreamMessage {
  type: string
  subtype?: string
  parent_tool_use_id?: string | null
  message?: { id?: string; content?: unknown }
  error?: string
  result?: string
  is_error?: boolean
  num_turns?: number
  errors?: string[]
  usage?: { input_tokens?: number; output_tokens?: number; cache_read_input_tokens?: number }
}

/**
 * Folds the SDK's message stream into Karenina trace messages: the blocks of one API message (streamed as
 * several `assistant` messages with the same id) become one assistant message with its text, thinking and
 * tool calls; each `tool_result` block of a `user` message becomes a `tool` message. Sub-agent messages
 * (`parent_tool_use_id` set) are left out, as Karenina's trace holds the top-level conversation. Also: the
 * model calls (distinct assistant message ids), the result message and the first assistant-level API error
 * (`authentication_failed`, `rate_limit`, …), if any.
 */
export function collectSdkTrace(stream: readonly SdkStreamMessage[]) {
  const messages: ChatMessage[] = []
  const ids = new Set<string>()
  let lastId: string | undefined
  let result: SdkStreamMessage | undefined
  let apiError: string | undefined
  for (const item of stream) {
    if (item.type === 'result') result = item
    if (item.parent_tool_use_id) continue
    if (item.type === 'assistant') {
      apiError ??= item.error
      const id = item.message?.id ?? `anonymous-${messages.length}`
      const blocks = contentBlocks(item.message?.content)
      const previous = messages.at(-1)
      const target: ChatMessage = id === lastId && previous?.role === 'assistant' ? previous : { role: 'assistant', content: '' }
      if (target !== previous) messages.push(target)
      lastId = id
      ids.add(id)
      for (const block of blocks) appendBlock(target, block)
    } else if (item.type === 'user') {
      lastId = undefined
      for (const block of contentBlocks(item.message?.content).filter((b) => b['type'] === 'tool_result')) {
        messages.push(toolMessage(String(block['tool_use_id'] ?? ''), contentText(block['content']), block['is_error'] === true))
      }
    }
  }
  return { messages, modelCalls: ids.size, result, apiError }
}

function appendBlock(message: ChatMessage, block: ContentBlock): void {
  if (block['type'] === 'text' && typeof block['text'] === 'string') {
    message.content = message.content === '' ? block['text'] : `${message.content}\n${block['text']}`
  } else if (block['type'] === 'tool_use') {
    const input = block['input']
    const call: ToolCall = {
      id: String(block['id'] ?? ''),
      name: String(block['name'] ?? ''),
      input: isRecord(input) ? input : {},
    }
    message.tool_calls = [...(message.tool_calls ?? []), call]
  } else {
    appendThinking(message, block)
  }
}

/** The run's usage from the result message's totals (Claude Code sums every model call). */
export function sdkUsage(result: SdkStreamMessage | undefined, model: string): { usage: CallUsage; unavailable: boolean } {
  const u = result?.usage
  if (u === undefined) return { usage: usageOf(model, {}), unavailable: true }
  return { usage: usageOf(model, { input: u.input_tokens ?? 0, output: u.output_tokens ?? 0, cacheRead: u.cache_read_input_tokens ?? 0 }), unavailable: false }
}
