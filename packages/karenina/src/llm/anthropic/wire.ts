import type { ContentBlock, ContentBlockParam, Message, MessageParam, Tool, Usage } from '@anthropic-ai/sdk/resources/messages'
import type { AgentTool, ChatMessage, ToolCall } from '../ports.js'
import { usageOf, type CallUsage } from '../usage.js'
import { assistantMessage } from '../from-sdk/sdk-trace.js'

/** Karenina messages → Anthropic `system` text and messages (tool results become user `tool_result` blocks). */
export function toAnthropicMessages(messages: readonly ChatMessage[]): { system: string | undefined; messages: MessageParam[] } {
  const system: string[] = []
  const out: MessageParam[] = []
  const push = (role: 'user' | 'assistant', blocks: ContentBlockParam[]) => {
    const last = out[out.length - 1]
    // Consecutive tool results (and a user turn after them) belong to one user message.
    if (last && last.role === role && role === 'user' && Array.isArray(last.content)) last.content.push(...blocks)
    else out.push({ role, content: blocks })
  }
  for (const m of messages) {
    if (m.role === 'system') system.push(m.content)
    else if (m.role === 'user') push('user', [{ type: 'text', text: m.content }])
    else if (m.role === 'tool') {
      push('user', [{ type: 'tool_result', tool_use_id: m.tool_result?.tool_use_id ?? '', content: m.content, is_error: m.tool_result?.is_error ?? false }])
    } else {
      const blocks: ContentBlockParam[] = []
      if (m.thinking?.signature) blocks.push({ type: 'thinking', thinking: m.thinking.thinking, signature: m.thinking.signature })
      // The API rejects empty text blocks.
      if (m.content !== '') blocks.push({ type: 'text', text: m.content })
      for (const c of m.tool_calls ?? []) blocks.push({ type: 'tool_use', id: c.id, name: c.name, input: c.input })
      if (blocks.length > 0) push('assistant', blocks)
    }
  }
  return { system: system.length > 0 ? system.join('\n\n') : undefined, messages: out }
}

/** Agent tools → Anthropic tools. */
export function toAnthropicTools(tools: readonly AgentTool[]): Tool[] {
  return tools.map((t) => ({ name: t.name, description: t.description, input_schema: t.parameters as Tool['input_schema'] }))
}

/** An Anthropic response → a Karenina assistant message (text parts joined by a newline). */
export function fromAnthropicContent(content: readonly ContentBlock[]): ChatMessage {
  const texts: string[] = []
  const calls: ToolCall[] = []
  let thinking: ChatMessage['thinking']
  for (const block of content) {
    if (block.type === 'text') texts.push(block.text)
    else if (block.type === 'thinking') thinking = { thinking: block.thinking, signature: block.signature }
    else if (block.type === 'tool_use') {
      const input = block.input !== null && typeof block.input === 'object' ? (block.input as Record<string, unknown>) : {}
      calls.push({ id: block.id, name: block.name, input })
    }
  }
  return assistantMessage(texts.join('\n'), calls, thinking)
}

/** Anthropic usage → Karenina's usage shape (cache reads and writes count as input, as LangChain does). */
export function anthropicUsage(model: string, usage: Usage | undefined | null): CallUsage {
  const cacheRead = usage?.cache_read_input_tokens ?? 0
  const input = (usage?.input_tokens ?? 0) + cacheRead + (usage?.cache_creation_input_tokens ?? 0)
  return usageOf(model, {
    input,
    output: usage?.output_tokens,
    cacheRead,
    reasoning: usage?.output_tokens_details?.thinking_tokens,
  })
}

/** The message's content, or `[]` when the server sent none. */
export function contentOf(message: Message): ContentBlock[] {
  return Array.isArray(message.content) ? message.content : []
}
