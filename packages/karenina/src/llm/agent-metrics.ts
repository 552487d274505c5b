import { compareCodePoints } from '../compat/compare-code-points.js'
import { messagesToRawTrace } from '../trace/messages-to-raw-trace.js'
import type { AgentMetrics } from './usage.js'
import type { AgentResult, ChatMessage } from './ports.js'

// Words that make a tool result suspect (spec 04 §2.5), case-insensitive and word-bounded.
const SUSPECT =
  /\b(?:error|failed|exception|traceback|stack trace|404|500|502|503|timeout|invalid|unauthorized|forbidden|not found|cannot|unable to)\b/i

/**
 * Karenina's `agent_metrics` from trace messages (spec 04 §2.5): iterations = assistant messages,
 * tool_calls = max(assistant tool calls, tool results), suspect tool results (flagged or matching an
 * error word), with `limit_reached`.
 */
export function agentMetricsOf(messages: readonly ChatMessage[], limitReached: boolean): AgentMetrics {
  let iterations = 0
  let calls = 0
  let results = 0
  const counts: Record<string, number> = {}
  const names = new Map<string, string>()
  let suspect = 0
  const suspectTools = new Set<string>()
  for (const message of messages) {
    if (message.role === 'assistant') {
      iterations++
      for (const call of message.tool_calls ?? []) {
        calls++
        counts[call.name] = (counts[call.name] ?? 0) + 1
        names.set(call.id, call.name)
      }
    } else if (message.role === 'tool') {
      results++
      if (message.tool_result?.is_error || SUSPECT.test(message.content)) {
        suspect++
        const name = message.tool_result ? names.get(message.tool_result.tool_use_id) : undefined
        if (name) suspectTools.add(name)
      }
    }
  }
  return {
    iterations,
    tool_calls: Math.max(calls, results),
    tools_used: Object.keys(counts).sort(compareCodePoints),
    tool_call_counts: counts,
    suspect_failed_tool_calls: suspect,
    suspect_failed_tools: [...suspectTools].sort(compareCodePoints),
    limit_reached: limitReached,
  }
}

/** What a run's messages say: its answer, harmonized trace and metrics (an `AgentResult` without usage and turns). */
export type AgentTrace = Pick<AgentResult, 'finalResponse' | 'rawTrace' | 'traceMessages' | 'agentMetrics' | 'recursionLimitReached'>

/**
 * The trace of a run: the assistant and tool messages it produced (a question or system message echoed back is
 * left out), the last assistant text as the answer, and `agent_metrics` counted from them unless given.
 */
export function agentTrace(messages: readonly ChatMessage[], limitReached: boolean, metrics?: AgentMetrics): AgentTrace {
  const produced = messages.filter((m) => m.role === 'assistant' || m.role === 'tool')
  return {
    finalResponse: produced.findLast((m) => m.role === 'assistant')?.content ?? '',
    rawTrace: messagesToRawTrace(produced),
    traceMessages: produced,
    agentMetrics: metrics ?? agentMetricsOf(produced, limitReached),
    recursionLimitReached: limitReached,
  }
}

/** A run known only by its text (a harmonized trace): the answer and the trace, one iteration, no messages. */
export function textTrace(text: string): AgentTrace {
  return { finalResponse: text, rawTrace: text, traceMessages: [], agentMetrics: { iterations: 1, limit_reached: false }, recursionLimitReached: false }
}
