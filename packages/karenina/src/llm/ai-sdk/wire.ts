import type { LanguageModelUsage, ModelMessage } from 'ai'
import type { ChatMessage, ToolCall } from '../ports.js'
import { usageOf, type CallUsage } from '../usage.js'
import { assistantMessage } from '../from-sdk/sdk-trace.js'
import { isRecord } from '../../utils/is-record.js'

/**
 * Karenina's messages as AI SDK model messages: tool calls as `tool-call` parts, tool results as `tool`
 * messages (an error result as `error-text`). Thinking is not sent back (its signature is provider-specific).
 */
export function toModelMessages(messages: readonly ChatMessage[]): ModelMessage[] {
  const toolNames = new Map<string, string>()
  return messages.map((message): ModelMessage => {
    switch (message.role) {
      case 'system':
      case 'user':
        return { role: message.role, content: message.content }
      case 'assistant': {
        const calls = message.tool_calls ?? []
        if (calls.length === 0) return { role: 'assistant', content: message.content }
        for (const call of calls) toolNames.set(call.id, call.name)
        return {
          role: 'assistant',
          content: [
            ...(message.content === '' ? [] : [{ type: 'text' as const, text: message.content }]),
            ...calls.map((call) => ({ type: 'tool-call' as const, toolCallId: call.id, toolName: call.name, input: call.input })),
          ],
        }
      }
      case 'tool': {
        const id = message.tool_result?.tool_use_id ?? ''
        return {
          role: 'tool',
          content: [
            {
              type: 'tool-result',
              toolCallId: id,
              toolName: toolNames.get(id) ?? '',
              output: { type: message.tool_result?.is_error ? 'error-text' : 'text', value: message.content },
            },
          ],
        }
      }
    }
  })
}

/** One generateText step (text, reasoning, tool calls) as Karenina's assistant message. */
export function assistantMessageOf(result: {
  text: string
  reasoningText?: string | undefined
  toolCalls: readonly { toolCallId: string; toolName: string; input: unknown }[]
}): ChatMessage {
  const calls: ToolCall[] = result.toolCalls.map((call) => ({
    id: call.toolCallId,
    name: call.toolName,
    input: isRecord(call.input) ? call.input : { input: call.input },
  }))
  return assistantMessage(result.text, calls, result.reasoningText ? { thinking: result.reasoningText } : undefined)
}

/** AI SDK usage as Karenina's `usage_metadata` record. */
export function aiSdkUsage(model: string, usage: LanguageModelUsage | undefined): CallUsage {
  return usageOf(model, {
    input: usage?.inputTokens,
    output: usage?.outputTokens,
    total: usage?.totalTokens,
    cacheRead: usage?.inputTokenDetails?.cacheReadTokens,
    reasoning: usage?.outputTokenDetails?.reasoningTokens,
  })
}
