import type { ChatMessage, ToolCall } from '../ports.js'
import { assistantMessage, sdkTrace, ShapeReader, toolInput, toolMessage, toolOutputText, type SdkTrace, type TracePath } from './sdk-trace.js'

export const AI_SDK_RESULT_SHAPE = 'an AI SDK generateText result ({ steps, text }; a streamText result through toVerify, or await fromAiSdkStreamResult(result))'
export const AI_SDK_MESSAGES_SHAPE = 'AI SDK messages (response.messages: content parts text, reasoning, tool-call, tool-result)'

/**
 * An AI SDK `generateText` result (`ai`) as Karenina's trace: one assistant message per step (its text,
 * reasoning and tool calls), then that step's tool results (a `tool-error` as an error result);
 * `agent_metrics` counted from them. A `streamText` result is read once its steps are awaited.
 * @example
 * const result = await generateText({ model, tools, stopWhen: isStepCount(5), prompt })
 * await expect(fromAiSdkResult(result)).toVerify(Answer)
 */
export function fromAiSdkResult(result: { readonly steps: readonly unknown[] }, subject = 'response'): SdkTrace {
  const read = new ShapeReader(AI_SDK_RESULT_SHAPE, subject)
  const steps = read.array(result.steps, ['steps'])
  return sdkTrace(steps.flatMap((step, index) => stepMessages(read, read.record(step, ['steps', index]), ['steps', index])))
}

/**
 * An AI SDK `streamText` result as Karenina's trace, once its stream has finished (it is consumed here when the
 * app has not read it): the same trace as {@link fromAiSdkResult} on its steps.
 * @example
 * const result = streamText({ model, tools, stopWhen: isStepCount(5), prompt })
 * for await (const chunk of result.textStream) process.stdout.write(chunk)
 * await expect(await fromAiSdkStreamResult(result)).toVerify(Answer)
 */
export async function fromAiSdkStreamResult(result: AiSdkStreamResult, subject = 'response'): Promise<SdkTrace> {
  return fromAiSdkResult({ steps: await streamSteps(result) }, subject)
}

/** The parts of a `streamText` result read here. */
type AiSdkStreamResult = { readonly steps: PromiseLike<readonly unknown[]>; consumeStream?: () => PromiseLike<void> }

/** A `streamText` result's steps: a stream nobody reads never finishes, so it is consumed first (a no-op once the app has). */
export async function streamSteps(result: AiSdkStreamResult): Promise<readonly unknown[]> {
  if (typeof result.consumeStream === 'function') await result.consumeStream()
  return await result.steps
}

function stepMessages(read: ShapeReader, step: Record<string, unknown>, path: TracePath): ChatMessage[] {
  // ai 5+ lists a step's parts in order under `content`; ai 4 had `text`, `toolCalls`, `toolResults` only.
  const parts: Record<string, unknown>[] = Array.isArray(step['content'])
    ? step['content'].map((p, i) => read.record(p, [...path, 'content', i]))
    : [
        ...(typeof step['reasoningText'] === 'string' ? [{ type: 'reasoning', text: step['reasoningText'] }] : []),
        { type: 'text', text: read.optionalString(step['text'], [...path, 'text']) },
        ...read.array(step['toolCalls'] ?? [], [...path, 'toolCalls']).map((c, i) => ({ type: 'tool-call', ...read.record(c, [...path, 'toolCalls', i]) })),
        ...read.array(step['toolResults'] ?? [], [...path, 'toolResults']).map((r, i) => ({ type: 'tool-result', ...read.record(r, [...path, 'toolResults', i]) })),
      ]
  const where = Array.isArray(step['content']) ? 'content' : 'parts'
  const assistant = assistantOf(read, parts.filter((p) => p['type'] !== 'tool-result' && p['type'] !== 'tool-error'), [...path, where])
  const results = parts.flatMap((part, i): ChatMessage[] => {
    const at = [...path, where, i]
    if (part['type'] === 'tool-result') return [toolMessage(read.string(part['toolCallId'], [...at, 'toolCallId']), toolOutputText(part['output'] ?? part['result']), false)]
    if (part['type'] === 'tool-error') return [toolMessage(read.string(part['toolCallId'], [...at, 'toolCallId']), errorText(part['error']), true)]
    return []
  })
  return [assistant, ...results]
}

/**
 * AI SDK model messages (`result.response.messages`, or a conversation an app keeps) as Karenina's trace:
 * assistant parts become the message's text, thinking and tool calls; `tool` messages' `tool-result` parts
 * become tool results (an `error-text` / `error-json` output as an error).
 * @example
 * await expect(fromAiSdkMessages(result.response.messages)).toVerify(Answer)
 */
export function fromAiSdkMessages(messages: readonly unknown[], subject = 'response'): SdkTrace {
  const read = new ShapeReader(AI_SDK_MESSAGES_SHAPE, subject)
  return sdkTrace(
    messages.flatMap((value, index): ChatMessage[] => {
      const path: TracePath = ['messages', index]
      const message = read.record(value, path)
      const content = message['content']
      const parts: Record<string, unknown>[] = typeof content === 'string' ? [{ type: 'text', text: content }] : read.array(content, [...path, 'content']).map((p, i) => read.record(p, [...path, 'content', i]))
      switch (message['role']) {
        case 'system':
        case 'user':
          return [{ role: message['role'], content: textOf(read, parts.filter((p) => p['type'] === 'text'), [...path, 'content']) }]
        case 'assistant':
          return [assistantOf(read, parts, [...path, 'content'])]
        case 'tool':
          return parts.flatMap((part, i): ChatMessage[] => {
            const at = [...path, 'content', i]
            if (part['type'] !== 'tool-result') return []
            const output = part['output'] ?? part['result']
            const { text, isError } = modelOutput(output)
            return [toolMessage(read.string(part['toolCallId'], [...at, 'toolCallId']), text, isError || part['isError'] === true)]
          })
        default:
          return read.fail([...path, 'role'], `unknown role ${JSON.stringify(message['role'])}; expected system, user, assistant or tool`)
      }
    }),
  )
}

function assistantOf(read: ShapeReader, parts: readonly Record<string, unknown>[], path: TracePath): ChatMessage {
  const texts: string[] = []
  const reasoning: string[] = []
  const calls: ToolCall[] = []
  parts.forEach((part, i) => {
    const at = [...path, i]
    switch (part['type']) {
      case 'text':
        texts.push(read.string(part['text'], [...at, 'text']))
        return
      case 'reasoning':
        reasoning.push(read.string(part['text'] ?? part['reasoning'], [...at, 'text']))
        return
      case 'tool-call':
        calls.push({
          id: read.string(part['toolCallId'], [...at, 'toolCallId']),
          name: read.string(part['toolName'], [...at, 'toolName']),
          input: toolInput(part['input'] ?? part['args']),
        })
        return
      default:
        // Tool results (read apart), sources, files, approval requests: no text of the answer, nothing to judge.
        return
    }
  })
  return assistantMessage(texts.filter((t) => t !== '').join('\n'), calls, reasoning.length > 0 ? { thinking: reasoning.join('\n') } : undefined)
}

function textOf(read: ShapeReader, parts: readonly Record<string, unknown>[], path: TracePath): string {
  return parts.map((p, i) => read.string(p['text'], [...path, i, 'text'])).join('\n')
}

/** A tool-result part's output (`{ type: 'text' | 'json' | 'error-text' | 'error-json' | 'content', value }`) as text. */
function modelOutput(output: unknown): { text: string; isError: boolean } {
  if (typeof output !== 'object' || output === null || !('type' in output) || !('value' in output)) return { text: toolOutputText(output), isError: false }
  const { type, value } = output as { type: unknown; value: unknown }
  return { text: toolOutputText(value), isError: type === 'error-text' || type === 'error-json' }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : toolOutputText(error)
}
