import type { DeepAgentsRuntime } from './load-deep-agents.js'
import type { LcMessage } from './lc-trace.js'

/** The run's limits (Karenina `agent_middleware.limits`, or the request's). */
export interface RunLimits {
  maxTurns: number
  maxToolCalls: number | undefined
  /** AI messages already in the input (a multi-turn conversation): not counted as this run's turns. */
  initialAiMessages: number
}

function aiMessages(state: { messages?: unknown[] }): LcMessage[] {
  return ((state.messages ?? []) as LcMessage[]).filter((m) => m.type === 'ai')
}

/**
 * Karenina's limits with `exit_behavior: "end"`: before a model call beyond `maxTurns`, or after a model
 * call that brings the run's tool calls over `maxToolCalls`, the agent jumps to its end. Unlike LangChain's
 * own call-limit middleware it adds no message to the trace; `reached()` says whether it stopped the run.
 */
export function limitsMiddleware(runtime: DeepAgentsRuntime, limits: RunLimits): { middleware: unknown; reached: () => boolean } {
  let reached = false
  const middleware = runtime.createMiddleware({
    name: 'KareninaRunLimits',
    beforeModel: {
      canJumpTo: ['end'],
      hook: (state: { messages?: unknown[] }) => {
        if (aiMessages(state).length - limits.initialAiMessages < limits.maxTurns) return undefined
        reached = true
        return { jumpTo: 'end' }
      },
    },
    afterModel: {
      canJumpTo: ['end'],
      hook: (state: { messages?: unknown[] }) => {
        if (limits.maxToolCalls === undefined) return undefined
        const calls = aiMessages(state).slice(limits.initialAiMessages).reduce((n, m) => n + (m.tool_calls?.length ?? 0), 0)
        if (calls <= limits.maxToolCalls) return undefined
        reached = true
        return { jumpTo: 'end' }
      },
    },
  })
  return { middleware, reached: () => reached }
}
