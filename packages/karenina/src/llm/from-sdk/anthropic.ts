import type { ContentBlock } from '@anthropic-ai/sdk/resources/messages'
import { fromAnthropicContent } from '../anthropic/wire.js'
import { contentText, sdkTrace, ShapeReader, toolMessage, type SdkTrace, type TracePath } from './sdk-trace.js'
import type { ChatMessage } from '../ports.js'

export const ANTHROPIC_SHAPE = 'Anthropic messages (content blocks text, tool_use, tool_result, thinking)'

/**
 * An Anthropic Messages conversation (the `messages` of a tool-use loop, assistant `Message`s included) as
 * Karenina's trace: assistant `tool_use` blocks become tool calls, user `tool_result` blocks tool results
 * (`is_error` kept), `thinking` blocks the message's thinking; `agent_metrics` counted from them.
 * @example
 * const trace = fromAnthropicMessages(messages) // messages: MessageParam[]
 * await expect(trace).toVerify(Answer)
 */
export function fromAnthropicMessages(messages: readonly unknown[], subject = 'response'): SdkTrace {
  const read = new ShapeReader(ANTHROPIC_SHAPE, subject)
  return sdkTrace(messages.flatMap((value, index) => anthropicMessage(read, value, ['messages', index])))
}

function anthropicMessage(read: ShapeReader, value: unknown, path: TracePath): ChatMessage[] {
  const message = read.record(value, path)
  const content = message['content']
  const blocks = typeof content === 'string' ? [{ type: 'text', text: content }] : read.array(content, [...path, 'content']).map((b, i) => read.record(b, [...path, 'content', i]))
  blocks.forEach((block, i) => checkBlock(read, block, [...path, 'content', i]))
  if (message['role'] === 'assistant') return [fromAnthropicContent(blocks as unknown as ContentBlock[])]
  if (message['role'] !== 'user') return read.fail([...path, 'role'], `unknown role ${JSON.stringify(message['role'])}; expected user or assistant`)
  // A user turn: its tool results (in order), then its text, as our Anthropic adapter writes them.
  const out: ChatMessage[] = blocks
    .filter((b) => b['type'] === 'tool_result')
    .map((b) => toolMessage(b['tool_use_id'] as string, contentText(b['content']), b['is_error'] === true))
  const text = contentText(blocks.filter((b) => b['type'] === 'text'))
  if (text !== '' || out.length === 0) out.push({ role: 'user', content: text })
  return out
}

// The string fields each block type must have. Redacted thinking, images and documents are not text: nothing
// of them can enter the trace, and the rest of the message still reads.
const BLOCK_STRINGS: Record<string, readonly string[]> = {
  text: ['text'],
  tool_use: ['id', 'name'],
  tool_result: ['tool_use_id'],
  thinking: ['thinking'],
  redacted_thinking: [],
  image: [],
  document: [],
}

function checkBlock(read: ShapeReader, block: Record<string, unknown>, path: TracePath): void {
  const type = block['type']
  if (typeof type !== 'string' || !Object.hasOwn(BLOCK_STRINGS, type)) read.fail([...path, 'type'], `unknown content block type ${JSON.stringify(type)}`)
  for (const field of BLOCK_STRINGS[type]!) read.string(block[field], [...path, field])
}
