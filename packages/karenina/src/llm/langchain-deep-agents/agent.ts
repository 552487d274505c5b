import { mkdtemp, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ModelConfig } from '../../config/model-config.js'
import { ConfigError } from '../../errors/config-error.js'
import { ProviderError } from '../../errors/provider-error.js'
import type { ModelIdentity } from '../../config/model-identity.js'
import { messagesToRawTrace } from '../../trace/messages-to-raw-trace.js'
import { agentLimits } from '../agent-loop.js'
import { agentMetricsOf } from '../agent-metrics.js'
import { classifyError } from '../classify-error.js'
import type { RequestLimiter } from '../limiter.js'
import type { AgentPort, AgentRequest, AgentResult, CallOptions, ChatMessage } from '../ports.js'
import { lcMessagesToTrace, sumLcUsage, type LcMessage, type LcUsage } from './lc-trace.js'
import { limitsMiddleware } from './limits-middleware.js'
import { langchainTools } from './lc-tools.js'
import { workspaceBackend } from './workspace-backend.js'
import { loadChatModelClass, loadDeepAgents, type DeepAgentsRuntime } from './load-deep-agents.js'
import type { DeepAgentsAccount } from './chat-model.js'

/** What the deep agent of one model needs. */
export interface DeepAgentsContext {
  config: ModelConfig
  identity: ModelIdentity
  display: string
  account: DeepAgentsAccount
  /** `ChatOpenAI` / `ChatAnthropic` constructor fields. */
  chatFields: Record<string, unknown>
  /** Runs of this account at once (`concurrency`, `max_concurrent_requests`). */
  limiter: RequestLimiter
}

/**
 * LangGraph's own step cap, a backstop behind the model-call limit (a model call plus its tools is a few
 * graph steps with the deep agent's middleware). Hitting it still reports `recursionLimitReached`.
 */
export function recursionLimitFor(maxTurns: number): number {
  return Math.max(50, maxTurns * 10)
}

/** Accepted `agent_runtime.backend` values: the files of the workspace through deepagents' FilesystemBackend. */
const FILESYSTEM_BACKENDS = new Set([null, 'filesystem'])

function inputOf(messages: readonly ChatMessage[]): { system: string | undefined; turns: { role: string; content: string }[] } {
  const system = messages.filter((m) => m.role === 'system').map((m) => m.content)
  const turns = messages.filter((m) => m.role === 'user' || m.role === 'assistant').map((m) => ({ role: m.role, content: m.content }))
  return { system: system.length > 0 ? system.join('\n\n') : undefined, turns }
}

/**
 * The deep-agent tier on LangChain Deep Agents (`deepagents`): `createDeepAgent` with the provider's chat
 * model, the request's tools (MCP tools through our MCP session, TS agent tools) and a FilesystemBackend
 * rooted in the workspace in virtual mode (paths are `/`-rooted inside it; `..`, and symlinks resolving
 * out of it, are refused). LangSmith tracing is off for the run whatever the environment says (see
 * {@link tracingOffHandler}).
 */
export class DeepAgentsAgent implements AgentPort {
  readonly identity: ModelIdentity

  constructor(private readonly ctx: DeepAgentsContext) {
    this.identity = ctx.identity
  }

  async run(request: AgentRequest, options: CallOptions = {}): Promise<AgentResult> {
    const backend = this.ctx.config.agent_runtime?.backend ?? null
    if (!FILESYSTEM_BACKENDS.has(backend)) {
      throw new ConfigError('agent_runtime.backend', `"${String(backend)}" is not available for langchain_deep_agents in TypeScript (supported: filesystem, or null)`)
    }
    const runtime = await loadDeepAgents()
    const ChatModel = await loadChatModelClass(this.ctx.account.provider)
    return this.ctx.limiter(() => this.#run(runtime, ChatModel, request, options))
  }

  async #run(runtime: DeepAgentsRuntime, ChatModel: new (fields: Record<string, unknown>) => unknown, request: AgentRequest, options: CallOptions): Promise<AgentResult> {
    options.signal?.throwIfAborted()
    const { maxTurns, maxToolCalls } = agentLimits(request, this.ctx.config)
    const tools = request.deferredTools ? [...request.tools, ...(await request.deferredTools.load())] : request.tools
    // No workspace: a fresh empty directory, never the process's own working directory.
    const scratch = request.workspacePath === undefined ? await mkdtemp(path.join(tmpdir(), 'karenina-deep-agent-')) : undefined
    const rootDir = await realpath(request.workspacePath ?? scratch!)
    const { system, turns } = inputOf(request.messages)
    const limits = limitsMiddleware(runtime, { maxTurns, maxToolCalls, initialAiMessages: turns.filter((t) => t.role === 'assistant').length })
    const usages: LcUsage[] = []
    const readOnly = this.ctx.config.agent_runtime?.access_mode === 'read_only'
    const temperature = request.temperature !== undefined && this.ctx.account.provider === 'openai' ? { temperature: request.temperature } : {}
    const model = new ChatModel({ ...this.ctx.chatFields, ...temperature })
    const graph = runtime.createDeepAgent({
      model,
      tools: langchainTools(runtime, tools),
      backend: workspaceBackend(runtime, rootDir),
      middleware: [limits.middleware],
      ...(system === undefined ? {} : { systemPrompt: system }),
      ...(readOnly ? { permissions: [{ operations: ['write'], paths: ['/**'], mode: 'deny' }] } : {}),
    })
    let state: { messages?: unknown[] } = {}
    let recursionLimitHit = false
    const config = {
      streamMode: 'values',
      recursionLimit: recursionLimitFor(maxTurns),
      callbacks: [usageHandler(runtime, usages), tracingOffHandler(runtime)],
      ...(options.signal ? { signal: options.signal } : {}),
    }
    try {
      for await (const value of await graph.stream({ messages: turns }, config)) state = value
    } catch (error) {
      options.signal?.throwIfAborted()
      if (runtime.isGraphRecursionError(error)) recursionLimitHit = true
      else throw new ProviderError('langchain_deep_agents', `deep agent run failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error, category: classifyError(error) })
    } finally {
      if (scratch !== undefined) await rm(scratch, { recursive: true, force: true })
    }
    const produced = ((state.messages ?? []) as LcMessage[]).slice(turns.length)
    const messages = lcMessagesToTrace(produced)
    const limitReached = recursionLimitHit || limits.reached()
    const { usage, unavailable } = sumLcUsage(this.ctx.display, usages)
    return {
      finalResponse: messages.findLast((m) => m.role === 'assistant')?.content ?? '',
      rawTrace: messagesToRawTrace(messages),
      traceMessages: messages,
      usage,
      usageUnavailable: unavailable,
      turns: messages.filter((m) => m.role === 'assistant').length,
      recursionLimitReached: limitReached,
      agentMetrics: agentMetricsOf(messages, limitReached),
    }
  }
}

/** A callback handler summing `usage_metadata` of every model call of the run, sub-agents included. */
function usageHandler(runtime: DeepAgentsRuntime, usages: LcUsage[]): unknown {
  const Handler = class extends runtime.BaseCallbackHandler {
    override name = 'karenina_usage'
    handleLLMEnd(output: { generations?: { message?: { usage_metadata?: LcUsage } }[][] }): void {
      const usage = output.generations?.[0]?.[0]?.message?.usage_metadata
      if (usage !== undefined) usages.push(usage)
    }
  }
  return new Handler()
}

/**
 * Keeps LangSmith tracing off whatever LANGSMITH_TRACING / LANGCHAIN_TRACING_V2 say: LangChain's callback
 * manager adds its LangSmith tracer only when no handler named `langchain_tracer` is present, so an
 * inheritable no-op handler of that name stands in for it in every nested run, sub-agents included. When a
 * runnable starts, LangChain asks that handler for the run tree to keep in its async context (where nested
 * code finds its config, e.g. deepagents' task tool): a plain object, never traced nor sent anywhere.
 * `deep-agents-no-tracing.test.ts` checks it against a trap endpoint, next to a plain LangChain call that the
 * same environment does trace.
 */
function tracingOffHandler(runtime: DeepAgentsRuntime): unknown {
  const Handler = class extends runtime.BaseCallbackHandler {
    override name = 'langchain_tracer'
    updateFromRunTree(): void {}
    getRunTreeWithTracingConfig(): Record<string, unknown> {
      return {}
    }
  }
  return new Handler()
}
