import type { ChatMessage, ToolCall } from '../llm/ports.js'
import { parsePyLiteral } from '../compat/py-literal.js'

/** One tool call of an agent run, in the order the model made them. */
export interface TrajectoryToolCall {
  /** The tool's name. */
  readonly name: string
  /** The arguments the model sent (an object; the SDKs' raw text, when it was not JSON, under `arguments`). */
  readonly args: Readonly<Record<string, unknown>>
  /** What the tool returned (the trace's text), or null when the trace holds no result for this call. */
  readonly result: string | null
  /** True when the tool reported an error (`is_error`, `[ERROR]` in a harmonized trace). */
  readonly isError: boolean
  /** The model turn that made the call: 1 is the first assistant message. */
  readonly step: number
  /** The call's id in the trace. */
  readonly id: string
}

const TRAJECTORY = Symbol.for('karenina.ToolTrajectory')

/** What an agent did: its tool calls in order and its number of model turns (assistant messages). */
export interface ToolTrajectory {
  readonly [TRAJECTORY]: true
  readonly toolCalls: readonly TrajectoryToolCall[]
  /** Model turns: assistant messages (Karenina's `agent_metrics.iterations`), at least 1 for a bare answer. */
  readonly steps: number
}

/** True when `value` is a trajectory already read. */
export function isToolTrajectory(value: unknown): value is ToolTrajectory {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[TRAJECTORY] === true
}

function trajectory(toolCalls: TrajectoryToolCall[], steps: number): ToolTrajectory {
  return Object.freeze({ [TRAJECTORY]: true as const, toolCalls: Object.freeze(toolCalls), steps })
}

/**
 * The trajectory of a trace in Karenina's message form: each assistant message is a step, its `tool_calls` the
 * calls, and a tool message answering a call id its result.
 * @example
 * trajectoryFromMessages([{ role: 'assistant', content: '', tool_calls: [{ id: 'c1', name: 'search', input: { q: 'BCL2' } }] }])
 */
export function trajectoryFromMessages(messages: readonly ChatMessage[]): ToolTrajectory {
  const results = new Map<string, { content: string; isError: boolean }>()
  for (const message of messages) {
    if (message.role === 'tool' && message.tool_result) results.set(message.tool_result.tool_use_id, { content: message.content, isError: message.tool_result.is_error })
  }
  const calls: TrajectoryToolCall[] = []
  let steps = 0
  for (const message of messages) {
    if (message.role !== 'assistant') continue
    steps++
    for (const call of message.tool_calls ?? []) {
      const result = results.get(call.id)
      calls.push({ name: call.name, args: call.input, result: result?.content ?? null, isError: result?.isError ?? false, step: steps, id: call.id })
    }
  }
  return trajectory(calls, steps)
}

const HEADER = /^--- (?:(AI Message)|(Thinking)|Tool Message \(call_id: (.*)\)) ---$/gm
const CALL_ID = /^ {3}Call ID: (.*)$/
const ARGS = /^ {3}Args: (.*)$/

/**
 * The trajectory of a harmonized trace string (`--- AI Message ---` blocks with `Tool Calls:`, `--- Tool Message
 * (call_id: …) ---` blocks, as Karenina stores `raw_llm_response`). Each AI Message block is a step; a text with no
 * blocks is a bare answer: one step, no calls. Arguments are read back from their Python repr.
 * @example
 * trajectoryFromRawTrace('--- AI Message ---\n\nTool Calls:\n  search (call_c1)\n   Call ID: c1\n   Args: {\'q\': \'BCL2\'}')
 */
export function trajectoryFromRawTrace(rawTrace: string): ToolTrajectory {
  const headers = [...rawTrace.matchAll(HEADER)]
  if (headers.length === 0) return trajectory([], rawTrace.trim() === '' ? 0 : 1)
  // Read back into messages (thinking blocks left out), which give the trajectory as any trace's do.
  const messages: ChatMessage[] = []
  headers.forEach((match, index) => {
    const start = match.index + match[0].length + 1
    const end = index + 1 < headers.length ? headers[index + 1]!.index : rawTrace.length
    const body = rawTrace.slice(start, end).replace(/\n\n$/, '')
    if (match[1]) messages.push({ role: 'assistant', content: '', tool_calls: toolCallsOfBlock(body) })
    else if (match[3] !== undefined) {
      const isError = body.startsWith('[ERROR] ')
      messages.push({ role: 'tool', content: isError ? body.slice('[ERROR] '.length) : body, tool_result: { tool_use_id: match[3], is_error: isError } })
    }
  })
  return trajectoryFromMessages(messages)
}

/** The `Tool Calls:` section of an AI Message block (the last one: the text before it may say anything). */
function toolCallsOfBlock(body: string): ToolCall[] {
  const marker = body.startsWith('Tool Calls:') ? 0 : body.lastIndexOf('\nTool Calls:') + 1
  if (marker === 0 && !body.startsWith('Tool Calls:')) return []
  const lines = body.slice(marker).split('\n').slice(1)
  const calls: ToolCall[] = []
  for (let i = 0; i < lines.length; i++) {
    const idLine = CALL_ID.exec(lines[i + 1] ?? '')
    if (!lines[i]!.startsWith('  ') || idLine === null) continue
    const id = idLine[1]!
    const suffix = ` (call_${id})`
    const head = lines[i]!.slice(2)
    const name = head.endsWith(suffix) ? head.slice(0, -suffix.length) : head
    const argsLine = ARGS.exec(lines[i + 2] ?? '')
    calls.push({ id, name, input: argsLine ? argsOf(argsLine[1]!) : {} })
    i += argsLine ? 2 : 1
  }
  return calls
}

function argsOf(repr: string): Record<string, unknown> {
  try {
    const value = parsePyLiteral(repr)
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>
  } catch {
    // Not a literal we read: keep the text, so a check still sees what the trace says.
  }
  return { arguments: repr }
}
