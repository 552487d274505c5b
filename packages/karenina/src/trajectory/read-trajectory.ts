import { parseOrThrow, ValidationError } from '../errors/validation-error.js'
import { TraceMessageSchema } from '../trace/chat-message-schema.js'
import { frameworkTraceOf, FRAMEWORK_SHAPES } from '../llm/from-sdk/detect.js'
import type { ChatMessage } from '../llm/ports.js'
import { isToolTrajectory, trajectoryFromMessages, trajectoryFromRawTrace, type ToolTrajectory } from './tool-trajectory.js'

/** The traces a trajectory is read from, named in every refusal. */
const ACCEPTED_TRACES =
  'a harmonized trace string; Karenina messages (bare or { messages }); { rawTrace }; an AgentPort run { traceMessages }; ' +
  `a VerificationResult (its template's trace_messages or raw_llm_response); or, bare or under { messages }, one of: ${FRAMEWORK_SHAPES.join('; ')}`

/**
 * The tool calls and steps of any trace karenina reads: a harmonized trace string, Karenina's messages, an
 * `AgentPort` run, a `VerificationResult` (its `template.trace_messages`, else `raw_llm_response`), or a framework's result or messages (AI SDK,
 * OpenAI Chat Completions and Responses, Anthropic, Agents SDK; see `frameworkTraceOf`). A trajectory is
 * returned as is. Anything else is a `ValidationError` naming the accepted shapes.
 * @example
 * toolTrajectoryOf({ messages: [{ role: 'assistant', content: 'BCL2' }] }).steps // 1
 */
export function toolTrajectoryOf(trace: unknown, subject = 'trajectory'): ToolTrajectory {
  if (isToolTrajectory(trace)) return trace
  if (typeof trace === 'string') return trajectoryFromRawTrace(trace)
  if (typeof trace !== 'object' || trace === null) throw refusal(trace, subject)
  const converted = frameworkTraceOf(trace, subject)
  if (converted !== undefined) return trajectoryFromMessages(converted.traceMessages)
  if (Array.isArray(trace)) return trajectoryFromMessages(karenina(trace, [], subject))
  const record = trace as Record<string, unknown>
  if (Array.isArray(record['traceMessages'])) return trajectoryFromMessages(karenina(record['traceMessages'], ['traceMessages'], subject))
  if (Array.isArray(record['messages'])) return trajectoryFromMessages(karenina(record['messages'], ['messages'], subject))
  if (typeof record['rawTrace'] === 'string') return trajectoryFromRawTrace(record['rawTrace'])
  const answer = resultAnswer(record)
  if (answer !== undefined) return answer.messages.length > 0 ? trajectoryFromMessages(karenina(answer.messages, answer.path, subject)) : trajectoryFromRawTrace(answer.rawTrace)
  throw refusal(trace, subject)
}

/** A VerificationResult's answer (`template.trace_messages`, else `template.raw_llm_response`), or its `template` part alone. */
function resultAnswer(record: Record<string, unknown>): { messages: readonly unknown[]; rawTrace: string; path: string[] } | undefined {
  const template = record['template']
  const [part, path] = typeof template === 'object' && template !== null ? [template as Record<string, unknown>, ['template', 'trace_messages']] : [record, ['trace_messages']]
  if (typeof part['raw_llm_response'] !== 'string') return undefined
  return { messages: Array.isArray(part['trace_messages']) ? part['trace_messages'] : [], rawTrace: part['raw_llm_response'], path }
}

function karenina(messages: readonly unknown[], path: (string | number)[], subject: string): ChatMessage[] {
  const hint = ` (not Karenina's message form). Accepted: ${ACCEPTED_TRACES}`
  return messages.map((message, index) => parseOrThrow(TraceMessageSchema, message, subject, { at: [...path, index], hint }) as ChatMessage)
}

function refusal(value: unknown, subject: string): ValidationError {
  const what = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? `an object with keys ${Object.keys(value).slice(0, 8).join(', ') || '(none)'}` : typeof value
  return new ValidationError([], `expected a trace (${ACCEPTED_TRACES}); received ${what}`, subject)
}
