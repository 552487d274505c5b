import { compareCodePoints } from '../compat/compare-code-points.js'
import type { AgentMetrics } from './usage.js'
import type { ChatMessage } from './ports.js'

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
