import type { ModelConfigInput } from '../config/model-config.js'
import type { ChatMessage } from '../llm/ports.js'
import type { CachedAnswerData } from '../pipeline/task-settings.js'
import type { AgentMetrics } from '../results/usage-metadata.js'
import { messagesToRawTrace } from '../trace/messages-to-raw-trace.js'

/**
 * An agent trace to verify: its messages (system and user messages are ignored in the evaluated text), or a
 * harmonized trace string (`--- AI Message ---` blocks, as Karenina stores `raw_llm_response`).
 */
export type TraceInput =
  | { readonly messages: readonly ChatMessage[] }
  | { readonly rawTrace: string }
  /** An agent run as `AgentPort.run` returns it: its messages, and its `agent_metrics`. */
  | { readonly traceMessages: readonly ChatMessage[]; readonly agentMetrics?: AgentMetrics; readonly recursionLimitReached?: boolean }

/** What a matcher verifies: the answer text, or a trace. */
export type ResponseInput = string | TraceInput

/** The answering model of a given response (`manual:response`): the manual interface with no traces, so no call is ever made. */
export const GIVEN_RESPONSE_MODEL: ModelConfigInput = Object.freeze({ interface: 'manual', model_name: 'response', manual_traces: {} })

/** True when `value` is a response a matcher accepts. */
export function isResponseInput(value: unknown): value is ResponseInput {
  if (typeof value === 'string') return true
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return Array.isArray(record['messages']) || Array.isArray(record['traceMessages']) || typeof record['rawTrace'] === 'string'
}

/** The answer data a task uses instead of calling an answering model (the response is given). */
export function cachedAnswerOf(response: ResponseInput): CachedAnswerData {
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
