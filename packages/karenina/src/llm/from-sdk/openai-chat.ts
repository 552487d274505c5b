import type { ChatCompletionMessage } from 'openai/resources/chat/completions'
import { fromOpenAiMessage } from '../openai/wire.js'
import type { ChatMessage } from '../ports.js'
import { sdkTrace, ShapeReader, toolMessage, type SdkTrace, type TracePath } from './sdk-trace.js'

export const OPENAI_CHAT_SHAPE = 'OpenAI Chat Completions messages (assistant tool_calls[].function, tool messages with tool_call_id)'

/**
 * An OpenAI Chat Completions conversation (the `messages` an agent loop sends and receives) as Karenina's trace:
 * assistant messages with their `tool_calls`, `tool` messages as tool results, `agent_metrics` counted from them.
 * Read as our OpenAI adapter reads a completion; system, developer and user messages are kept but not evaluated.
 * @example
 * const trace = fromOpenAiChatMessages(messages) // messages: ChatCompletionMessageParam[]
 * await expect(trace).toVerify(Answer)
 */
export function fromOpenAiChatMessages(messages: readonly unknown[], subject = 'response'): SdkTrace {
  const read = new ShapeReader(OPENAI_CHAT_SHAPE, subject)
  return sdkTrace(messages.map((value, index) => chatMessage(read, value, ['messages', index])))
}

function chatMessage(read: ShapeReader, value: unknown, path: TracePath): ChatMessage {
  const message = read.record(value, path)
  const role = message['role']
  const content = read.textParts(message['content'], [...path, 'content'], ['text'])
  switch (role) {
    case 'system':
    case 'developer':
      return { role: 'system', content }
    case 'user':
      return { role: 'user', content }
    case 'tool':
      return toolMessage(read.string(message['tool_call_id'], [...path, 'tool_call_id']), content, false)
    case 'assistant': {
      const calls = message['tool_calls'] === undefined || message['tool_calls'] === null ? [] : read.array(message['tool_calls'], [...path, 'tool_calls'])
      calls.forEach((call, i) => {
        const at = [...path, 'tool_calls', i]
        const fn = read.record(read.record(call, at)['function'], [...at, 'function'])
        read.string(read.record(call, at)['id'], [...at, 'id'])
        read.string(fn['name'], [...at, 'function', 'name'])
        read.string(fn['arguments'], [...at, 'function', 'arguments'])
      })
      // Our OpenAI adapter's own reading of an assistant message (calls, arguments, refusal).
      const refusal = typeof message['refusal'] === 'string' ? message['refusal'] : null
      return fromOpenAiMessage({ role: 'assistant', content: content === '' ? null : content, refusal, tool_calls: calls } as ChatCompletionMessage)
    }
    default:
      return read.fail([...path, 'role'], `unknown role ${JSON.stringify(role)}; expected system, developer, user, assistant or tool`)
  }
}
