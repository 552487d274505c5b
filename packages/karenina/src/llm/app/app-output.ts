import { parseOrThrow, ValidationError } from '../../errors/validation-error.js'
import { agentTrace, textTrace, type AgentTrace } from '../agent-metrics.js'
import { TraceMessageSchema } from '../../trace/chat-message-schema.js'
import { frameworkTraceOf, FRAMEWORK_SHAPES } from '../from-sdk/detect.js'
import type { ChatMessage } from '../ports.js'
import type { AgentMetrics } from '../usage.js'

/** The shapes an answerer may return, named when it returns something else. */
export const ANSWERER_OUTPUT_SHAPES =
  "a string (the answer); { messages } or a message list in Karenina's message form ({ role, content, tool_calls?, tool_result? }); " +
  `{ rawTrace: string } (a harmonized trace); { traceMessages, agentMetrics? } (an AgentPort run); or one of: ${FRAMEWORK_SHAPES.join('; ')}`

/**
 * Reads what an answerer returned, by shape, as `toVerify` reads a response; anything else is a ValidationError
 * naming the path, the problem and the accepted shapes.
 */
export function readAnswererOutput(value: unknown, subject: string): AgentTrace {
  if (typeof value === 'string') return agentTrace([{ role: 'assistant', content: value }], false)
  if (typeof value !== 'object' || value === null) throw refuse([], `expected an answer, received ${value === null ? 'null' : typeof value}`, subject)
  let framework
  try {
    framework = frameworkTraceOf(value, subject)
  } catch (error) {
    if (error instanceof ValidationError) throw refuse(error.path, error.problem, subject)
    throw error
  }
  if (framework !== undefined) return agentTrace(framework.traceMessages, false, framework.agentMetrics)
  if (Array.isArray(value)) return agentTrace(checkMessages(value, [], subject), false)
  const record = value as Record<string, unknown>
  if (Array.isArray(record['traceMessages'])) {
    const metrics = record['agentMetrics'] as AgentMetrics | undefined
    return agentTrace(checkMessages(record['traceMessages'], ['traceMessages'], subject), record['recursionLimitReached'] === true, metrics)
  }
  if (typeof record['rawTrace'] === 'string') return textTrace(record['rawTrace'])
  if (Array.isArray(record['messages'])) return agentTrace(checkMessages(record['messages'], ['messages'], subject), false)
  throw refuse([], `expected an answer, received an object with keys ${Object.keys(record).slice(0, 6).join(', ') || '(none)'}`, subject)
}

function refuse(path: readonly (string | number)[], problem: string, subject: string): ValidationError {
  return new ValidationError(path, `${problem}. Accepted: ${ANSWERER_OUTPUT_SHAPES}`, subject)
}

function checkMessages(messages: readonly unknown[], at: (string | number)[], subject: string): ChatMessage[] {
  const hint = `. Accepted: ${ANSWERER_OUTPUT_SHAPES}`
  return messages.map((message, index) => {
    const parsed = parseOrThrow(TraceMessageSchema, message, subject, { at: [...at, index], hint })
    const { block_index: _index, usage_metadata: _usage, ...rest } = parsed
    return rest as ChatMessage
  })
}
