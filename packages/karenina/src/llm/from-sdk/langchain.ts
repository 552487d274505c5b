import type { ChatMessage, ToolCall } from '../ports.js'
import { assistantMessage, parseToolArguments, sdkTrace, ShapeReader, toolInput, toolMessage, type SdkTrace, type TracePath } from './sdk-trace.js'

export const LANGCHAIN_SHAPE =
  'LangChain messages (@langchain/core AIMessage with tool_calls, ToolMessage, HumanMessage, SystemMessage: instances, ' +
  "{ type: 'ai' | 'human' | 'system' | 'tool', content } dicts, toDict() or serialized lc form; a LangGraph state { messages })"

const LANGCHAIN_TYPES: Readonly<Record<string, ChatMessage['role']>> = {
  ai: 'assistant',
  AIMessage: 'assistant',
  AIMessageChunk: 'assistant',
  human: 'user',
  HumanMessage: 'user',
  system: 'system',
  SystemMessage: 'system',
  tool: 'tool',
  ToolMessage: 'tool',
}

/**
 * True when `message` carries a mark only LangChain leaves: a message class instance (`lc_kwargs`), the
 * serialized form (`{ lc: 1, type: 'constructor', id: [..., 'AIMessage'] }`), `toDict()`'s `{ type, data }`, or
 * a dict typed `ai` / `human` / `system` / `tool`.
 */
export function isLangChainMessage(message: Record<string, unknown>): boolean {
  if ('lc_kwargs' in message || 'lc_serializable' in message) return true
  if (message['lc'] === 1 && message['type'] === 'constructor' && Array.isArray(message['id'])) return true
  const type = message['type']
  return typeof type === 'string' && ['ai', 'human', 'system', 'tool'].includes(type) && ('content' in message || 'data' in message)
}

/**
 * LangChain / LangGraph messages as Karenina's trace: an AIMessage's text, reasoning and `tool_calls`
 * (`{ id, name, args }`), a ToolMessage as the result of its `tool_call_id` (`status: 'error'` an error result),
 * human and system messages kept but not evaluated; `agent_metrics` counted from them.
 * @example
 * const { messages } = await graph.invoke({ messages: [new HumanMessage('Weather in Paris?')] })
 * await expect(fromLangChainMessages(messages)).toVerify(Answer)
 */
export function fromLangChainMessages(messages: readonly unknown[], subject = 'response'): SdkTrace {
  const read = new ShapeReader(LANGCHAIN_SHAPE, subject)
  return sdkTrace(messages.map((value, index) => langChainMessage(read, value, ['messages', index])))
}

function fieldsOf(read: ShapeReader, message: Record<string, unknown>, path: TracePath): { type: string; fields: Record<string, unknown> } {
  if (message['lc'] === 1 && message['type'] === 'constructor') {
    const id = read.array(message['id'], [...path, 'id'])
    return { type: String(id.at(-1)), fields: read.record(message['kwargs'], [...path, 'kwargs']) }
  }
  // A class instance: its type is a method (`getType()` in @langchain/core 1, `_getType()` before).
  const record = message as Record<string, unknown> & { getType?: () => unknown; _getType?: () => unknown }
  const type = typeof record.getType === 'function' ? record.getType() : typeof record._getType === 'function' ? record._getType() : message['type']
  if ('data' in message && !('content' in message)) return { type: String(type), fields: read.record(message['data'], [...path, 'data']) }
  return { type: String(type), fields: message }
}

function langChainMessage(read: ShapeReader, value: unknown, path: TracePath): ChatMessage {
  const { type, fields } = fieldsOf(read, read.record(value, path), path)
  const role = Object.hasOwn(LANGCHAIN_TYPES, type) ? LANGCHAIN_TYPES[type] : undefined
  if (role === undefined) return read.fail([...path, 'type'], `unknown message type ${JSON.stringify(type)}; expected ai, human, system or tool`)
  const { text, reasoning } = contentOf(read, fields['content'], [...path, 'content'])
  if (role === 'tool') {
    return toolMessage(read.string(fields['tool_call_id'], [...path, 'tool_call_id']), text, fields['status'] === 'error')
  }
  if (role !== 'assistant') return { role, content: text }
  return assistantMessage(text, toolCallsOf(read, fields, path), reasoning.length > 0 ? { thinking: reasoning.join('\n') } : undefined)
}

function toolCallsOf(read: ShapeReader, fields: Record<string, unknown>, path: TracePath): ToolCall[] {
  const list = fields['tool_calls']
  if (list === undefined || list === null) return []
  return read.array(list, [...path, 'tool_calls']).map((value, i) => {
    const at = [...path, 'tool_calls', i]
    const call = read.record(value, at)
    const args = call['args']
    return {
      id: read.string(call['id'], [...at, 'id']),
      name: read.string(call['name'], [...at, 'name']),
      input: typeof args === 'string' ? parseToolArguments(args) : toolInput(args),
    }
  })
}

/** A message's content: a string, or content blocks (text; reasoning / thinking kept as thinking; tool_use blocks duplicate `tool_calls`). */
function contentOf(read: ShapeReader, content: unknown, path: TracePath): { text: string; reasoning: string[] } {
  if (!Array.isArray(content)) return { text: read.optionalString(content, path), reasoning: [] }
  const texts: string[] = []
  const reasoning: string[] = []
  content.forEach((value, i) => {
    if (typeof value === 'string') {
      texts.push(value)
      return
    }
    const block = read.record(value, [...path, i])
    if (block['type'] === 'text') texts.push(read.string(block['text'], [...path, i, 'text']))
    else if (block['type'] === 'reasoning' && typeof block['reasoning'] === 'string') reasoning.push(block['reasoning'])
    else if (block['type'] === 'thinking' && typeof block['thinking'] === 'string') reasoning.push(block['thinking'])
    // tool_use / tool_call blocks repeat `tool_calls`; images and other blocks carry no text to judge.
  })
  return { text: texts.filter((t) => t !== '').join('\n'), reasoning }
}
