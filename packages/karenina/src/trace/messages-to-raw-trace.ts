import { pyRepr } from '../compat/py-str.js'
import type { ChatMessage } from './chat-message-schema.js'

/** Header of an assistant block in a harmonized trace. */
export const AI_MESSAGE_HEADER = '--- AI Message ---'

/**
 * Karenina's harmonized trace string (`messages_to_raw_trace`, spec 02 §6.1): blocks joined by a blank line;
 * system and user messages omitted; per assistant message a `--- Thinking ---` block (if any), then an
 * `--- AI Message ---` block with its text and tool calls; per tool result a `--- Tool Message … ---` block.
 */
export function messagesToRawTrace(messages: readonly ChatMessage[]): string {
  const parts: string[] = []
  for (const message of messages) {
    if (message.role === 'assistant') {
      if (message.thinking) parts.push(`--- Thinking ---\n${message.thinking.thinking}`)
      let body = message.content
      const calls = message.tool_calls ?? []
      if (calls.length > 0) {
        body += '\nTool Calls:'
        for (const call of calls) {
          body += `\n  ${call.name} (call_${call.id})\n   Call ID: ${call.id}`
          // Python prints the dict's repr, and only when it is non-empty (truthy).
          if (call.input && Object.keys(call.input).length > 0) body += `\n   Args: ${pyRepr(call.input)}`
        }
      }
      // Karenina emits the block when the message has text parts or tool calls (an empty body is neither).
      if (message.content !== '' || calls.length > 0) parts.push(`${AI_MESSAGE_HEADER}\n${body}`)
    } else if (message.role === 'tool' && message.tool_result) {
      const prefix = message.tool_result.is_error ? '[ERROR] ' : ''
      parts.push(`--- Tool Message (call_id: ${message.tool_result.tool_use_id}) ---\n${prefix}${message.content}`)
    }
  }
  return parts.join('\n\n')
}
