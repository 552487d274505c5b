import type { z } from 'zod'
import type { ModelConfigInput } from '../../config/model-config.js'
import { ValidationError } from '../../errors/validation-error.js'
import { TraceMessageSchema } from '../../trace/chat-message-schema.js'
import type { ChatMessage } from '../../llm/ports.js'
import type { CachedAnswerData } from '../../pipeline/task-settings.js'
import type { AgentMetrics } from '../../llm/usage.js'
import { frameworkTraceOf, FRAMEWORK_SHAPES } from '../../llm/from-sdk/detect.js'
import { messagesToRawTrace } from '../../trace/messages-to-raw-trace.js'
import { inspect } from '../../utils/lazy-node.js'
import { isOtelGenAiSpans } from '../../llm/from-sdk/otel-genai.js'

/**
 * An agent trace to verify: its messages (system and user messages are ignored in the evaluated text), or a
 * harmonized trace string (`--- AI Message ---` blocks, as Karenina stores `raw_llm_response`).
 */
export type TraceInput =
  | { readonly messages: readonly ChatMessage[] }
  | { readonly rawTrace: string }
  /** An agent run as `AgentPort.run` returns it: its messages, and its `agent_metrics`. */
  | { readonly traceMessages: readonly ChatMessage[]; readonly agentMetrics?: AgentMetrics; readonly recursionLimitReached?: boolean }

/**
 * A trace as a framework hands it out, converted by shape (see `frameworkTraceOf`): an AI SDK `generateText`
 * result, a Responses API response, or a message list (bare or under `messages`) of the AI SDK, OpenAI Chat
 * Completions, the Responses API or Anthropic.
 */
export type FrameworkTrace =
  | { readonly steps: readonly object[] }
  | { readonly output: readonly object[] }
  | { readonly history: readonly object[] }
  | { readonly messages: readonly object[] }
  /** OpenTelemetry GenAI spans as OTLP JSON (a span list is an array; one span has `attributes`). */
  | { readonly resourceSpans: readonly object[] }
  | { readonly attributes: object; readonly events?: readonly object[] }
  | readonly object[]

/** What a matcher verifies: the answer text, or a trace. */
export type ResponseInput = string | TraceInput | FrameworkTrace

/** The answering model of a given response (`manual:response`): the manual interface with no traces, so no call is ever made. */
export const GIVEN_RESPONSE_MODEL: ModelConfigInput = Object.freeze({ interface: 'manual', model_name: 'response', manual_traces: {} })

/** True when `value` has the outline of a response (its messages are checked by {@link checkResponseInput}). */
export function isResponseInput(value: unknown): value is ResponseInput {
  if (typeof value === 'string') return true
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return true
  const record = value as Record<string, unknown>
  return (
    Array.isArray(record['messages']) ||
    Array.isArray(record['traceMessages']) ||
    typeof record['rawTrace'] === 'string' ||
    record['steps'] !== undefined ||
    Array.isArray(record['history']) ||
    Array.isArray(record['output']) ||
    isOtelGenAiSpans(value)
  )
}

/** Karenina's message form, the one message shape karenina reads. */
export const KARENINA_MESSAGE_FORM =
  "Karenina's message form: { role: 'system' | 'user' | 'assistant' | 'tool', content: string, tool_calls?: [{ id, name, input }], " +
  'tool_result?: { tool_use_id, is_error }, thinking?: { thinking } }'

/** The shapes a matcher, `verifyResponse` and `scoreTrait` read, named in every refusal. */
const ACCEPTED_RESPONSE_SHAPES =
  `a string (the answer); { messages } (an agent trace in ${KARENINA_MESSAGE_FORM}); ` +
  '{ rawTrace: string } (a harmonized trace); { traceMessages, agentMetrics? } (an AgentPort run); ' +
  `or, bare or under { messages }, one of: ${FRAMEWORK_SHAPES.join('; ')}`

/**
 * The response as karenina reads it, or a `ValidationError` naming where it departs from the accepted shapes
 * (and which SDK's messages it looks like). Checked before any stage runs: a trace we do not read would
 * otherwise be judged garbled, or crash inside a stage.
 * @example
 * checkResponseInput({ messages: [{ role: 'assistant', content: 'BCL2' }] }, 'toVerify')
 */
export function checkResponseInput(value: unknown, subject = 'response'): string | TraceInput {
  if (typeof value === 'string') return value
  // A framework's result or messages become Karenina's trace here, with the agent_metrics our adapters compute.
  const converted = isResponseInput(value) ? convertFrameworkTrace(value, subject) : undefined
  if (converted !== undefined) return converted
  const record = value as Record<string, unknown>
  // Not a response, or a framework's result that did not convert.
  if (!isResponseInput(value) || record['steps'] !== undefined || Array.isArray(record['output'])) {
    throw new ValidationError([], `expected ${ACCEPTED_RESPONSE_SHAPES}; received ${describeValue(value)}`, subject)
  }
  if (Array.isArray(value)) return { messages: checkTraceMessages(value, 'messages', subject) }
  if (Array.isArray(record['traceMessages'])) {
    const run = value as Extract<TraceInput, { traceMessages: unknown }>
    return {
      traceMessages: checkTraceMessages(record['traceMessages'], 'traceMessages', subject),
      ...(run.agentMetrics !== undefined ? { agentMetrics: run.agentMetrics } : {}),
      ...(run.recursionLimitReached !== undefined ? { recursionLimitReached: run.recursionLimitReached } : {}),
    }
  }
  if (typeof record['rawTrace'] === 'string') return { rawTrace: record['rawTrace'] }
  return { messages: checkTraceMessages(record['messages'] as readonly unknown[], 'messages', subject) }
}

/** A framework's trace converted, or undefined; a malformed one is refused naming its path, the SDK read and every accepted shape. */
function convertFrameworkTrace(value: unknown, subject: string): TraceInput | undefined {
  try {
    return frameworkTraceOf(value, subject)
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError(error.path, `${error.problem}. Accepted: ${ACCEPTED_RESPONSE_SHAPES}`, error.subject)
    throw error
  }
}

/**
 * The messages of a trace in Karenina's message form, or a `ValidationError` at `key[i]…` naming the problem,
 * the SDK shape the message looks like, and `accepted`.
 * @example
 * checkTraceMessages([{ role: 'assistant', content: 'BCL2' }], 'messages', 'toVerify')
 */
export function checkTraceMessages(messages: readonly unknown[], key: string, subject: string, accepted: string = ACCEPTED_RESPONSE_SHAPES): ChatMessage[] {
  return messages.map((message, index) => {
    const parsed = TraceMessageSchema.safeParse(message)
    const problem = parsed.success ? jsonProblem(message, []) : undefined
    if (parsed.success && problem === undefined) return parsed.data as ChatMessage
    const issue = parsed.success ? problem! : { path: parsed.error.issues[0]!.path, message: issueMessage(parsed.error.issues[0]!) }
    const looksLike = foreignShape(message)
    const what = looksLike ? ` (the message looks like ${looksLike}, not read here: convert it to Karenina's message form)` : ''
    throw new ValidationError(
      [key, index, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
      `${issue.message}${what}; received ${describeValue(message)}. Accepted: ${accepted}`,
      subject,
    )
  })
}

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `'${k}'`).join(', ')}`
  return issue.message
}

/** Which well-known SDK shape a message we do not read comes from, when it can be told. */
function foreignShape(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return undefined
  const m = message as Record<string, unknown>
  const parts = Array.isArray(m['content']) ? (m['content'] as unknown[]).map((p) => (typeof p === 'object' && p !== null ? (p as Record<string, unknown>)['type'] : undefined)) : []
  if (typeof m['type'] === 'string' && m['role'] === undefined) return `an OpenAI Agents SDK / Responses API item (type '${m['type']}')`
  if (Array.isArray(m['tool_calls']) && (m['tool_calls'] as unknown[]).some((c) => typeof c === 'object' && c !== null && 'function' in c)) {
    return 'an OpenAI Chat Completions message (tool_calls[].function)'
  }
  if ('tool_call_id' in m) return 'an OpenAI Chat Completions tool message (tool_call_id)'
  if (parts.some((t) => t === 'tool-call' || t === 'tool-result' || t === 'reasoning')) return 'an AI SDK message (content parts of type tool-call / tool-result)'
  if (parts.some((t) => t === 'tool_use' || t === 'tool_result' || t === 'thinking')) return 'an Anthropic message (content blocks)'
  if (parts.some((t) => t === 'output_text' || t === 'input_text')) return 'an OpenAI Responses API message (output_text parts)'
  if (parts.length > 0) return 'a message with content parts (content must be one string)'
  return undefined
}

/** A value the results file could not hold (a cycle, a bigint, a function): where it is and what it is. */
function jsonProblem(value: unknown, path: (string | number)[], seen: Set<object> = new Set()): { path: (string | number)[]; message: string } | undefined {
  if (typeof value === 'bigint') return { path, message: 'a bigint cannot be stored in a result (JSON); pass a number or a string' }
  if (typeof value === 'function' || typeof value === 'symbol') return { path, message: `a ${typeof value} cannot be stored in a result (JSON)` }
  if (typeof value !== 'object' || value === null) return undefined
  if (seen.has(value)) return { path, message: 'a cyclic value cannot be stored in a result (JSON)' }
  seen.add(value)
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value)
  for (const [key, child] of entries) {
    const problem = jsonProblem(child, [...path, key], seen)
    if (problem !== undefined) return problem
  }
  seen.delete(value)
  return undefined
}

/** A short, safe description of any value (cycles, bigints and getters that throw included). */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 200 ? `${value.slice(0, 200)}…` : value)
  if (typeof value !== 'object' || value === null) return typeof value === 'bigint' ? `${value}n (a bigint)` : `${String(value)} (${value === null ? 'null' : typeof value})`
  try {
    const text = inspect(value, { depth: 3, breakLength: Infinity, compact: true, maxArrayLength: 5, maxStringLength: 80, getters: false })
    return text.length > 300 ? `${text.slice(0, 300)}…` : text
  } catch {
    return Array.isArray(value) ? 'an array' : 'an object'
  }
}

/** The answer data a task uses instead of calling an answering model (the response is given). */
export function cachedAnswerOf(response: string | TraceInput): CachedAnswerData {
  if (typeof response === 'string') return { raw_llm_response: response, trace_messages: null }
  if ('traceMessages' in response) {
    // An agent run: its trace, agent metrics and recursion flag, as GenerateAnswer would have stored them.
    return {
      ...traceData(response.traceMessages),
      recursion_limit_reached: response.recursionLimitReached ?? false,
      ...(response.agentMetrics ? { agent_metrics: response.agentMetrics } : {}),
    }
  }
  if ('rawTrace' in response) return { raw_llm_response: response.rawTrace, trace_messages: null }
  return traceData(response.messages)
}

function traceData(messages: readonly ChatMessage[]): CachedAnswerData {
  return {
    raw_llm_response: messagesToRawTrace(messages),
    trace_messages: messages.map((m) => ({ ...m }) as unknown as Record<string, unknown>),
  }
}
