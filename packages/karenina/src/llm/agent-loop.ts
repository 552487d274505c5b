import type { ModelConfig } from '../config/model-config.js'
import { agentTrace } from './agent-metrics.js'
import { toolMessage } from './from-sdk/sdk-trace.js'
import type { AgentRequest, AgentResult, AgentTool, CallOptions, ChatMessage, ToolCall } from './ports.js'
import type { ProviderKit } from './provider-ports.js'
import { addUsage, emptyUsage, isUsageEmpty } from './usage.js'

/** @default 25 model calls, as Karenina's `agent_middleware.limits.model_call_limit`. */
export const DEFAULT_MAX_TURNS = 25

/** The request's limits, else the model config's `agent_middleware.limits`, else 25 turns and no tool-call cap. */
export function agentLimits(request: AgentRequest, config: ModelConfig): { maxTurns: number; maxToolCalls: number | undefined } {
  const limits = config.agent_middleware?.limits
  return {
    maxTurns: request.maxTurns ?? limits?.model_call_limit ?? DEFAULT_MAX_TURNS,
    maxToolCalls: request.maxToolCalls ?? limits?.tool_call_limit,
  }
}

/**
 * Runs one tool call of any agent runtime: its output as text (non-strings as JSON). A throw is an error result
 * (Karenina's tool_retry on_failure = "return_message": the model sees the error and may recover), unless the run was aborted.
 */
export async function executeTool(tool: AgentTool, input: Record<string, unknown>, signal: AbortSignal | undefined): Promise<{ content: string; isError: boolean }> {
  try {
    const output = await tool.execute(input, signal ? { signal } : {})
    return { content: typeof output === 'string' ? output : (JSON.stringify(output) ?? ''), isError: false }
  } catch (error) {
    signal?.throwIfAborted()
    return { content: `Error: ${error instanceof Error ? error.message : String(error)}`, isError: true }
  }
}

async function runTool(tools: readonly AgentTool[], call: ToolCall, signal: AbortSignal | undefined): Promise<ChatMessage> {
  const tool = tools.find((t) => t.name === call.name)
  if (!tool) return toolMessage(call.id, `Error: unknown tool ${JSON.stringify(call.name)} (available: ${tools.map((t) => t.name).join(', ')})`, true)
  const { content, isError } = await executeTool(tool, call.input, signal)
  return toolMessage(call.id, content, isError)
}

/**
 * The tool-calling loop (tier `tool_loop`), provider-agnostic: call the model, run the tools it asks for,
 * feed the results back, until it answers without tool calls. When `maxTurns` model calls were made (or
 * more than `maxToolCalls` tools were requested), `recursionLimitReached` is true and the trace is kept.
 */
export async function runAgentLoop(kit: Pick<ProviderKit, 'turn' | 'config' | 'display'>, request: AgentRequest, options: CallOptions = {}): Promise<AgentResult> {
  const { maxTurns, maxToolCalls } = agentLimits(request, kit.config)
  const tools = request.deferredTools ? [...request.tools, ...(await request.deferredTools.load())] : request.tools
  let toolCalls = 0
  const conversation: ChatMessage[] = [...request.messages]
  const produced: ChatMessage[] = []
  let usage = emptyUsage(kit.display)
  let turns = 0
  let limitReached = false
  for (;;) {
    if (turns >= maxTurns) {
      limitReached = true
      break
    }
    options.signal?.throwIfAborted()
    const { message, usage: stepUsage } = await kit.turn(conversation, { temperature: request.temperature, tools }, options)
    turns++
    usage = turns === 1 ? stepUsage : addUsage(usage, stepUsage)
    conversation.push(message)
    produced.push(message)
    const calls = message.tool_calls ?? []
    if (calls.length === 0) break
    toolCalls += calls.length
    if (maxToolCalls !== undefined && toolCalls > maxToolCalls) {
      // Karenina's tool-call limit with exit_behavior "end": stop before running the excess calls.
      limitReached = true
      break
    }
    const results = await Promise.all(calls.map((call) => runTool(tools, call, options.signal)))
    conversation.push(...results)
    produced.push(...results)
  }
  return { ...agentTrace(produced, limitReached), usage, usageUnavailable: isUsageEmpty(usage), turns }
}
