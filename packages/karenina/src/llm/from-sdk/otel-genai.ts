import type { ChatMessage, ToolCall } from '../ports.js'
import { assistantMessage, parseToolArguments, sdkTrace, ShapeReader, toolInput, toolMessage, toolOutputText, type SdkTrace, type TracePath } from './sdk-trace.js'
import { isRecord } from '../../utils/is-record.js'

export const OTEL_GENAI_SHAPE =
  'OpenTelemetry GenAI spans (semantic conventions: gen_ai.input.messages / gen_ai.output.messages attributes, or ' +
  'gen_ai.*.message / gen_ai.choice span events; ReadableSpan objects, a span list, or OTLP JSON { resourceSpans })'

type Attributes = Record<string, unknown>
interface SpanView {
  attributes: Attributes
  events: { name: string; attributes: Attributes }[]
  start: number
  path: TracePath
}

/** True when `value` is a span carrying GenAI attributes or events (or OTLP JSON holding spans). */
export function isOtelGenAiSpans(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return value.length > 0 && value.every((span) => isGenAiSpan(span))
  return Array.isArray((value as Record<string, unknown>)['resourceSpans']) || isGenAiSpan(value)
}

function isGenAiSpan(value: unknown): boolean {
  if (!isRecord(value)) return false
  const attributes = attributesOf(value['attributes'])
  if (attributes === undefined) return false
  const events = Array.isArray(value['events']) ? value['events'] : []
  return (
    Object.keys(attributes).some((key) => key.startsWith('gen_ai.')) ||
    events.some((e) => typeof e === 'object' && e !== null && String((e as Record<string, unknown>)['name']).startsWith('gen_ai.'))
  )
}

/** Span attributes as a record: already one (ReadableSpan), or OTLP JSON's `[{ key, value: { stringValue } }]`. */
function attributesOf(value: unknown): Attributes | undefined {
  if (Array.isArray(value)) {
    return Object.fromEntries(
      value.flatMap((entry) => {
        if (typeof entry !== 'object' || entry === null) return []
        const { key, value: any } = entry as { key?: unknown; value?: unknown }
        return typeof key === 'string' ? [[key, otlpValue(any)]] : []
      }),
    )
  }
  return typeof value === 'object' && value !== null ? (value as Attributes) : undefined
}

function otlpValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  const v = value as Record<string, unknown>
  if ('stringValue' in v) return v['stringValue']
  if ('intValue' in v) return Number(v['intValue'])
  if ('doubleValue' in v) return v['doubleValue']
  if ('boolValue' in v) return v['boolValue']
  if ('arrayValue' in v) return ((v['arrayValue'] as { values?: unknown[] } | undefined)?.values ?? []).map(otlpValue)
  return value
}

function startOf(span: Record<string, unknown>): number {
  const start = span['startTime'] ?? span['startTimeUnixNano']
  if (Array.isArray(start)) return Number(start[0]) * 1e9 + Number(start[1])
  return typeof start === 'number' || typeof start === 'string' ? Number(start) : 0
}

/**
 * OpenTelemetry GenAI spans (what an instrumented app exports: the AI SDK's `experimental_telemetry`, OpenLLMetry,
 * OpenInference-to-semconv, …) as Karenina's trace. The model-call span that started last holds the whole
 * conversation: its input messages (earlier turns, tool results) and its output messages, read from the
 * `gen_ai.input.messages` / `gen_ai.output.messages` attributes (parts `text`, `reasoning`, `tool_call`,
 * `tool_call_response`) or, in the older form, from `gen_ai.{system,user,assistant,tool}.message` and
 * `gen_ai.choice` events. Spans without message content (capture off) are refused naming the switch.
 * @example
 * await expect(fromOtelGenAiSpans(exporter.getFinishedSpans())).toVerify(Answer)
 */
export function fromOtelGenAiSpans(spans: unknown, subject = 'response'): SdkTrace {
  const read = new ShapeReader(OTEL_GENAI_SHAPE, subject)
  const views = spanViews(read, spans)
  const withContent = views.filter((s) => 'gen_ai.input.messages' in s.attributes || 'gen_ai.output.messages' in s.attributes || s.events.some((e) => e.name.startsWith('gen_ai.')))
  if (withContent.length === 0) {
    return read.fail([], 'no span has GenAI message content (gen_ai.input.messages / gen_ai.output.messages or gen_ai.* events): enable content capture (e.g. OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true)')
  }
  const last = withContent.reduce((a, b) => (b.start >= a.start ? b : a))
  const messages = 'gen_ai.input.messages' in last.attributes || 'gen_ai.output.messages' in last.attributes ? attributeMessages(read, last) : eventMessages(read, last)
  return sdkTrace(messages)
}

function spanViews(read: ShapeReader, spans: unknown): SpanView[] {
  if (isRecord(spans) && Array.isArray(spans['resourceSpans'])) {
    const out: SpanView[] = []
    read.array(spans['resourceSpans'], ['resourceSpans']).forEach((resource, r) => {
      const scopes = read.record(resource, ['resourceSpans', r])['scopeSpans']
      read.array(scopes ?? [], ['resourceSpans', r, 'scopeSpans']).forEach((scope, s) => {
        const list = read.record(scope, ['resourceSpans', r, 'scopeSpans', s])['spans']
        read.array(list ?? [], ['resourceSpans', r, 'scopeSpans', s, 'spans']).forEach((span, i) => out.push(spanView(read, span, ['resourceSpans', r, 'scopeSpans', s, 'spans', i])))
      })
    })
    return out
  }
  const list = Array.isArray(spans) ? spans : [spans]
  return list.map((span, i) => spanView(read, span, Array.isArray(spans) ? ['spans', i] : []))
}

function spanView(read: ShapeReader, value: unknown, path: TracePath): SpanView {
  const span = read.record(value, path)
  const attributes = attributesOf(span['attributes']) ?? read.fail([...path, 'attributes'], 'expected span attributes')
  const events = (Array.isArray(span['events']) ? span['events'] : []).map((event, i) => {
    const e = read.record(event, [...path, 'events', i])
    return { name: String(e['name']), attributes: attributesOf(e['attributes']) ?? {} }
  })
  return { attributes, events, start: startOf(span), path }
}

/** A JSON attribute value: instrumentations store it as a JSON string (attributes are scalars), some as the value. */
function jsonAttribute(read: ShapeReader, value: unknown, path: TracePath): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return read.fail(path, 'expected a JSON value')
  }
}

function attributeMessages(read: ShapeReader, span: SpanView): ChatMessage[] {
  const out: ChatMessage[] = []
  const system = span.attributes['gen_ai.system_instructions']
  if (system !== undefined) {
    const parts = jsonAttribute(read, system, [...span.path, 'attributes', 'gen_ai.system_instructions'])
    out.push({ role: 'system', content: Array.isArray(parts) ? parts.map((p) => (typeof p === 'object' && p !== null ? String((p as Record<string, unknown>)['content'] ?? '') : String(p))).join('\n') : String(parts) })
  }
  for (const key of ['gen_ai.input.messages', 'gen_ai.output.messages']) {
    const value = span.attributes[key]
    if (value === undefined) continue
    const at = [...span.path, 'attributes', key]
    read.array(jsonAttribute(read, value, at), at).forEach((message, i) => out.push(...semconvMessage(read, message, [...at, i])))
  }
  return out
}

/** One semconv message `{ role, parts: [{ type: 'text' | 'reasoning' | 'tool_call' | 'tool_call_response', … }] }`. */
function semconvMessage(read: ShapeReader, value: unknown, path: TracePath): ChatMessage[] {
  const message = read.record(value, path)
  const role = message['role']
  const parts = read.array(message['parts'] ?? [], [...path, 'parts']).map((p, i) => read.record(p, [...path, 'parts', i]))
  const text = parts.filter((p) => p['type'] === 'text').map((p) => toolOutputText(p['content'])).join('\n')
  // Tool results may come as a `tool` message or as response parts of any message.
  const results = parts
    .filter((p) => p['type'] === 'tool_call_response')
    .map((p, i) => toolMessage(read.string(p['id'], [...path, 'parts', i, 'id']), toolOutputText(p['response']), false))
  switch (role) {
    case 'system':
    case 'user':
      return results.length > 0 ? results : [{ role, content: text }]
    case 'tool':
      return results
    case 'assistant': {
      const calls: ToolCall[] = parts
        .filter((p) => p['type'] === 'tool_call')
        .map((p, i) => ({
          id: read.string(p['id'], [...path, 'parts', i, 'id']),
          name: read.string(p['name'], [...path, 'parts', i, 'name']),
          input: typeof p['arguments'] === 'string' ? parseToolArguments(p['arguments']) : toolInput(p['arguments']),
        }))
      const reasoning = parts.filter((p) => p['type'] === 'reasoning').map((p) => toolOutputText(p['content']))
      return [assistantMessage(text, calls, reasoning.length > 0 ? { thinking: reasoning.join('\n') } : undefined)]
    }
    default:
      return read.fail([...path, 'role'], `unknown role ${JSON.stringify(role)}; expected system, user, assistant or tool`)
  }
}

/** The event form: `gen_ai.{system,user,assistant,tool}.message` and `gen_ai.choice` (`message` of the choice), in order. */
function eventMessages(read: ShapeReader, span: SpanView): ChatMessage[] {
  return span.events.flatMap((event, i): ChatMessage[] => {
    const at = [...span.path, 'events', i, 'attributes']
    const body = event.name === 'gen_ai.choice' ? read.record(jsonAttribute(read, event.attributes['message'] ?? {}, [...at, 'message']), [...at, 'message']) : event.attributes
    // Content is the text itself (a structured content, when an instrumentation sends one, as JSON).
    const content = toolOutputText(body['content'] ?? '')
    switch (event.name) {
      case 'gen_ai.system.message':
        return [{ role: 'system', content }]
      case 'gen_ai.user.message':
        return [{ role: 'user', content }]
      case 'gen_ai.tool.message':
        return [toolMessage(read.string(body['id'], [...at, 'id']), content, false)]
      case 'gen_ai.assistant.message':
      case 'gen_ai.choice': {
        const list = jsonAttribute(read, body['tool_calls'] ?? [], [...at, 'tool_calls'])
        const calls: ToolCall[] = read.array(list, [...at, 'tool_calls']).map((c, j) => {
          const call = read.record(c, [...at, 'tool_calls', j])
          const fn = read.record(call['function'], [...at, 'tool_calls', j, 'function'])
          const args = fn['arguments']
          return {
            id: read.string(call['id'], [...at, 'tool_calls', j, 'id']),
            name: read.string(fn['name'], [...at, 'tool_calls', j, 'function', 'name']),
            input: typeof args === 'string' ? parseToolArguments(args) : toolInput(args),
          }
        })
        return [assistantMessage(content, calls)]
      }
      default:
        return []
    }
  })
}
