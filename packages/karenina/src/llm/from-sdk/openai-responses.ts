import type { ChatMessage } from '../ports.js'
import { parseToolArguments, sdkTrace, ShapeReader, toolMessage, toolOutputText, type SdkTrace, type TracePath } from './sdk-trace.js'

export const OPENAI_RESPONSES_SHAPE = 'OpenAI Responses API items (message, function_call, function_call_output, reasoning), or a Response with output'
export const OPENAI_AGENTS_SHAPE = 'an OpenAI Agents SDK run result ({ history }: message, function_call, function_call_result items)'

/** The text parts of a Responses message (`output_text`, `input_text`) and of the Agents SDK's tool outputs (`text`). */
const RESPONSES_TEXT_PARTS = ['output_text', 'input_text', 'text']

/**
 * An OpenAI Agents SDK (`@openai/agents`) run result as Karenina's trace: its `history` items, read as
 * Responses API items (the SDK's camelCase `callId` and `function_call_result` included).
 * @example
 * const result = await run(agent, 'Weather in Paris?')
 * await expect(fromOpenAiAgentsRun(result)).toVerify(Answer)
 */
export function fromOpenAiAgentsRun(result: { readonly history: readonly unknown[] }, subject = 'response'): SdkTrace {
  return fromOpenAiResponsesOutput(result.history, subject, 'history', OPENAI_AGENTS_SHAPE)
}

/**
 * OpenAI Responses API items (a `Response`'s `output`, or the whole input list of a tool loop) as Karenina's
 * trace. The items of one turn (reasoning, message, function calls) become one assistant message, as a chat
 * completion would hold them; `function_call_output` items become tool results; `agent_metrics` are counted
 * from them. An item type that carries no text we could judge (a hosted tool call) is refused, naming it.
 * @example
 * const response = await client.responses.create({ model, input, tools })
 * await expect(fromOpenAiResponsesOutput(response.output)).toVerify(Answer)
 */
export function fromOpenAiResponsesOutput(items: readonly unknown[], subject = 'response', key = 'output', shape = OPENAI_RESPONSES_SHAPE): SdkTrace {
  const read = new ShapeReader(shape, subject)
  const out: ChatMessage[] = []
  // The turn being built: an assistant message that no tool result has followed yet.
  let turn: ChatMessage | undefined
  let thinking: string[] = []
  const assistant = (): ChatMessage => {
    if (turn === undefined) {
      turn = { role: 'assistant', content: '' }
      out.push(turn)
    }
    if (thinking.length > 0) {
      turn.thinking = { thinking: thinking.join('\n') }
      thinking = []
    }
    return turn
  }
  items.forEach((value, index) => {
    const path: TracePath = [key, index]
    const item = read.record(value, path)
    const type = item['type'] ?? (item['role'] !== undefined ? 'message' : undefined)
    // The Agents SDK writes the call id camelCase.
    const callIdKey = 'call_id' in item ? 'call_id' : 'callId'
    switch (type) {
      case 'message': {
        // A chat message's tool calls or tool result would be dropped here: refused, named.
        const foreign = ['tool_calls', 'tool_call_id', 'function_call'].find((k) => k in item)
        if (foreign !== undefined) read.fail([...path, foreign], `unknown key '${foreign}' on a message item (not one SDK's items throughout?)`)
        const text = read.textParts(item['content'], [...path, 'content'], RESPONSES_TEXT_PARTS)
        const role = item['role']
        if (role === 'assistant') {
          const message = assistant()
          message.content = message.content === '' ? text : `${message.content}\n${text}`
        } else if (role === 'user' || role === 'system' || role === 'developer') {
          turn = undefined
          out.push({ role: role === 'user' ? 'user' : 'system', content: text })
        } else {
          read.fail([...path, 'role'], `unknown role ${JSON.stringify(role)}`)
        }
        return
      }
      case 'reasoning': {
        // Responses: summary parts; the Agents SDK: content parts.
        const partsKey = item['summary'] !== undefined ? 'summary' : 'content'
        const parts = item[partsKey] === undefined ? [] : read.array(item[partsKey], [...path, partsKey])
        thinking.push(...parts.map((part, i) => read.string(read.record(part, [...path, partsKey, i])['text'], [...path, partsKey, i, 'text'])))
        return
      }
      case 'function_call': {
        const message = assistant()
        const call = {
          id: read.string(item[callIdKey], [...path, callIdKey]),
          name: read.string(item['name'], [...path, 'name']),
          input: parseToolArguments(read.string(item['arguments'], [...path, 'arguments'])),
        }
        message.tool_calls = [...(message.tool_calls ?? []), call]
        return
      }
      case 'function_call_output':
      case 'function_call_result': {
        turn = undefined
        const output = item['output']
        const text = Array.isArray(output)
          ? read.textParts(output, [...path, 'output'], RESPONSES_TEXT_PARTS)
          : isTextPart(output)
            ? output.text
            : toolOutputText(output)
        out.push(toolMessage(read.string(item[callIdKey], [...path, callIdKey]), text, false))
        return
      }
      default:
        read.fail([...path, 'type'], `item type ${JSON.stringify(type)} cannot be read as a trace; read are message, function_call, function_call_output (function_call_result) and reasoning`)
    }
  })
  // Reasoning with nothing after it still belongs to the trace.
  if (thinking.length > 0) assistant()
  return sdkTrace(out)
}

function isTextPart(value: unknown): value is { type: 'text'; text: string } {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'text' && typeof (value as { text?: unknown }).text === 'string'
}
