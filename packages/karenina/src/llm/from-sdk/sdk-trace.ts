import { ValidationError } from '../../errors/validation-error.js'
import { agentMetricsOf } from '../agent-metrics.js'
import type { ChatMessage, ToolCall } from '../ports.js'
import type { AgentMetrics } from '../usage.js'
import { isRecord } from '../../utils/is-record.js'

/**
 * A framework's trace in Karenina's form: the messages, and the `agent_metrics` our own agent adapters compute
 * from them. The same shape as an `AgentPort` run, so `toVerify` stores it as it stores one of ours.
 */
export interface SdkTrace {
  readonly traceMessages: ChatMessage[]
  readonly agentMetrics: AgentMetrics
  readonly recursionLimitReached: false
}

/** A path into the value being converted, for error messages (`output[2].call_id`). */
export type TracePath = readonly (string | number)[]

/** The messages as a trace, with the metrics our agent loops compute (no turn limit was ours to hit). */
export function sdkTrace(messages: ChatMessage[]): SdkTrace {
  return { traceMessages: messages, agentMetrics: agentMetricsOf(messages, false), recursionLimitReached: false }
}

/** Reads the fields of one SDK value, failing with a `ValidationError` that names the SDK shape and the path. */
export class ShapeReader {
  constructor(
    readonly shape: string,
    readonly subject: string,
  ) {}

  fail(path: TracePath, problem: string): never {
    throw new ValidationError(path, `${problem} (read as ${this.shape})`, this.subject)
  }

  record(value: unknown, path: TracePath): Record<string, unknown> {
    if (!isRecord(value)) this.fail(path, `expected an object, received ${describe(value)}`)
    return value
  }

  array(value: unknown, path: TracePath): readonly unknown[] {
    if (!Array.isArray(value)) this.fail(path, `expected an array, received ${describe(value)}`)
    return value
  }

  string(value: unknown, path: TracePath): string {
    if (typeof value !== 'string') this.fail(path, `expected a string, received ${describe(value)}`)
    return value
  }

  /** A text that may be absent (`null` / `undefined` read as empty). */
  optionalString(value: unknown, path: TracePath): string {
    return value === null || value === undefined ? '' : this.string(value, path)
  }

  /** A content that is a string, null, or a list of text parts (of `types`; a refusal part's text too), joined by newlines. */
  textParts(content: unknown, path: TracePath, types: readonly string[]): string {
    if (!Array.isArray(content)) return this.optionalString(content, path)
    return content
      .map((part, i) => {
        const p = this.record(part, [...path, i])
        if (types.includes(p['type'] as string)) return this.string(p['text'], [...path, i, 'text'])
        if (p['type'] === 'refusal') return this.string(p['refusal'], [...path, i, 'refusal'])
        return this.fail([...path, i, 'type'], `a ${JSON.stringify(p['type'])} part is not text; only text parts can be judged`)
      })
      .join('\n')
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value
}

/** A tool's arguments as the SDKs send them (JSON text): an object, or the raw text kept under `arguments`. */
export function parseToolArguments(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    if (isRecord(value)) return value
  } catch {
    // Fall through: keep the raw text so the trace shows what the model sent.
  }
  return text.trim() === '' ? {} : { arguments: text }
}

/** A tool call's input object; any other value is kept under `input`, so the trace still shows it. */
export function toolInput(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {}
  if (isRecord(value)) return value
  return { input: value }
}

/** A tool's output as trace text: a string as is, anything else as JSON. */
export function toolOutputText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === undefined) return ''
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/** A Karenina assistant message; `tool_calls` and `thinking` only when there are any. */
export function assistantMessage(content: string, calls: ToolCall[] = [], thinking?: ChatMessage['thinking']): ChatMessage {
  return { role: 'assistant', content, ...(calls.length > 0 ? { tool_calls: calls } : {}), ...(thinking ? { thinking } : {}) }
}

/** A Karenina tool message answering `callId`. */
export function toolMessage(callId: string, content: string, isError: boolean): ChatMessage {
  return { role: 'tool', content, tool_result: { tool_use_id: callId, is_error: isError } }
}

/** One block of a provider message's content (text, tool_use, tool_result, thinking…), as the SDKs give it. */
export type ContentBlock = Record<string, unknown>

/** A message's content as blocks: a string is one text block; non-object entries of a list are dropped. */
export function contentBlocks(content: unknown): ContentBlock[] {
  if (typeof content === 'string') return [{ type: 'text', text: content }]
  return Array.isArray(content) ? content.filter((b): b is ContentBlock => typeof b === 'object' && b !== null) : []
}

/** Appends a `thinking` block's text to `message`'s thinking (the block's signature kept when it has one). */
export function appendThinking(message: ChatMessage, block: ContentBlock): void {
  if (block['type'] !== 'thinking' || typeof block['thinking'] !== 'string') return
  const signature = typeof block['signature'] === 'string' ? { signature: block['signature'] } : {}
  message.thinking = { thinking: (message.thinking?.thinking ?? '') + block['thinking'], ...signature }
}

/** The text blocks of a message's content, joined by newlines. */
export function contentText(content: unknown): string {
  return contentBlocks(content)
    .filter((b) => b['type'] === 'text' && typeof b['text'] === 'string')
    .map((b) => b['text'] as string)
    .join('\n')
}
