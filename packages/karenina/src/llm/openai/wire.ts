import type {
  ChatCompletion,
  ChatCompletionMessage,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions'
import type { CompletionUsage } from 'openai/resources/completions'
import type { AgentTool, ChatMessage, ToolCall } from '../ports.js'
import { assistantMessage, parseToolArguments } from '../from-sdk/sdk-trace.js'
import { usageOf, type CallUsage } from '../usage.js'

/** Karenina messages → OpenAI chat messages. */
export function toOpenAiMessages(messages: readonly ChatMessage[]): ChatCompletionMessageParam[] {
  return messages.map((m): ChatCompletionMessageParam => {
    switch (m.role) {
      case 'system':
      case 'user':
        return { role: m.role, content: m.content }
      case 'tool':
        return { role: 'tool', tool_call_id: m.tool_result?.tool_use_id ?? '', content: m.content }
      case 'assistant': {
        const calls = m.tool_calls ?? []
        if (calls.length === 0) return { role: 'assistant', content: m.content }
        return {
          role: 'assistant',
          content: m.content === '' ? null : m.content,
          tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.input) } })),
        }
      }
    }
  })
}

/** Agent tools → OpenAI function tools. */
export function toOpenAiTools(tools: readonly AgentTool[]): ChatCompletionTool[] {
  return tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } }))
}

/** An OpenAI assistant message → a Karenina assistant message. */
export function fromOpenAiMessage(message: ChatCompletionMessage): ChatMessage {
  const calls = (message.tool_calls ?? []).flatMap((call): ToolCall[] =>
    call.type === 'function' ? [{ id: call.id, name: call.function.name, input: parseToolArguments(call.function.arguments) }] : [],
  )
  return assistantMessage(message.content ?? message.refusal ?? '', calls)
}

/** OpenAI usage → Karenina's usage shape. */
export function openAiUsage(model: string, usage: CompletionUsage | undefined | null): CallUsage {
  return usageOf(model, {
    input: usage?.prompt_tokens,
    output: usage?.completion_tokens,
    total: usage?.total_tokens,
    cacheRead: usage?.prompt_tokens_details?.cached_tokens,
    inputAudio: usage?.prompt_tokens_details?.audio_tokens,
    outputAudio: usage?.completion_tokens_details?.audio_tokens,
    reasoning: usage?.completion_tokens_details?.reasoning_tokens,
  })
}

/** The first choice's message, or an empty assistant message when the server sent none. */
export function firstMessage(completion: ChatCompletion): ChatCompletionMessage {
  return completion.choices?.[0]?.message ?? { role: 'assistant', content: '', refusal: null }
}
