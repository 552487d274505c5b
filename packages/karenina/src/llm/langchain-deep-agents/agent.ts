import { mkdtemp, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ConfigError } from '../../errors/config-error.js'
import { ProviderError } from '../../errors/provider-error.js'
import type { ModelIdentity } from '../../config/model-identity.js'
import { agentLimits, executeTool } from '../agent-loop.js'
import { agentTrace } from '../agent-metrics.js'
import { classifyError } from '../classify-error.js'
import type { RequestLimiter } from '../limiter.js'
import type { ProviderModel } from '../provider-ports.js'
import type { AgentPort, AgentRequest, AgentResult, CallOptions, ChatMessage, AgentTool } from '../ports.js'
import { lcMessagesToTrace, sumLcUsage, type LcMessage, type LcUsage } from './lc-trace.js'
import { loadChatModelClass, loadDeepAgents, type DeepAgentsRuntime } from './load-deep-agents.js'
import type { DeepAgentsAccount } from './chat-model.js'

/** What the deep agent of one model needs. */
export interface DeepAgentsContext extends ProviderModel {
  account: DeepAgentsAccount
  /** `ChatOpenAI` / `ChatAnthropic` constructor fields. */
  chatFields: Record<string, unknown>
  /** Runs of this account at once (`concurrency`, `max_concurrent_requests`). */
  limiter: RequestLimiter
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
      // LangGraph's own step cap, a backstop behind the model-call limit (a model call plus its tools is a few
      // graph steps with the deep agent's middleware). Hitting it still reports `recursionLimitReached`.
      recursionLimit: Math.max(50, maxTurns * 10),
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
    const trace = agentTrace(messages, limitReached)
    // Turns: the run's AI messages, as the metrics count them.
    return { ...trace, usage, usageUnavailable: unavailable, turns: trace.agentMetrics.iterations }
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

/**
 * Our agent tools (MCP tools from the run's McpSession, `defineTool` tools) as LangChain tools, with their
 * JSON Schema as the tool schema. A result that is not a string is sent as JSON; a throw becomes an error
 * tool message (`Error: …`, `status: "error"`) that the model sees, as in our tool loop (Karenina's
 * `tool_retry.on_failure: "return_message"`).
 */
export function langchainTools(runtime: DeepAgentsRuntime, tools: readonly AgentTool[]): unknown[] {
  return tools.map((t) =>
    runtime.tool(
      async (input, config) => {
        const { content, isError } = await executeTool(t, input, config?.signal)
        // Not a throw: that would end the whole run (the agent's tool node re-throws it).
        return isError ? new runtime.ToolMessage({ content, tool_call_id: config?.toolCall?.id ?? '', name: t.name, status: 'error' }) : content
      },
      { name: t.name, description: t.description, schema: t.parameters },
    ),
  )
}

/** Methods of deepagents' backend protocol and the position of their path argument. */
const PATH_ARGUMENT: Record<string, number> = { ls: 0, read: 0, readRaw: 0, write: 0, edit: 0, delete: 0, grep: 1, glob: 1 }

/**
 * The workspace as the deep agent's filesystem: deepagents' `FilesystemBackend` rooted in `rootDir` in
 * virtual mode, so paths are `/`-rooted inside the workspace and `..`, `~` and symlinks resolving out of it
 * are refused (by deepagents; `deep-agents-agent.test.ts` checks it). Karenina's prompts name the workspace
 * by its real absolute path, so a path inside `rootDir` is first made relative to it: `<rootDir>/a.txt` and
 * `/a.txt` are the same file. Any other absolute path stays inside the workspace (`/etc/x` is `<rootDir>/etc/x`).
 */
export function workspaceBackend(runtime: DeepAgentsRuntime, rootDir: string): unknown {
  const inner = new runtime.FilesystemBackend({ rootDir, virtualMode: true }) as Record<string, unknown>
  const virtual = (p: unknown): unknown => {
    if (typeof p !== 'string') return p
    if (p === rootDir) return '/'
    return p.startsWith(`${rootDir}/`) ? p.slice(rootDir.length) : p
  }
  return new Proxy(inner, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown
      if (typeof key !== 'string' || typeof value !== 'function') return value
      const method = value as (...args: unknown[]) => unknown
      const position = PATH_ARGUMENT[key]
      if (position !== undefined) {
        return (...args: unknown[]) => method.apply(target, args.map((a, i) => (i === position ? virtual(a) : a)))
      }
      if (key === 'uploadFiles') return (files: [string, Uint8Array][]) => method.call(target, files.map(([p, c]) => [virtual(p), c]))
      if (key === 'downloadFiles') return (paths: string[]) => method.call(target, paths.map(virtual))
      return method.bind(target)
    },
  })
}

function aiMessages(state: { messages?: unknown[] }): LcMessage[] {
  return ((state.messages ?? []) as LcMessage[]).filter((m) => m.type === 'ai')
}

/**
 * Karenina's limits (`agent_middleware.limits`, or the request's) with `exit_behavior: "end"`: before a model
 * call beyond `maxTurns`, or after a model call that brings the run's tool calls over `maxToolCalls`, the agent
 * jumps to its end; the input's `initialAiMessages` (a multi-turn conversation) are not this run's turns. Unlike
 * LangChain's own call-limit middleware it adds no message to the trace; `reached()` says whether it stopped the run.
 */
function limitsMiddleware(runtime: DeepAgentsRuntime, limits: ReturnType<typeof agentLimits> & { initialAiMessages: number }): { middleware: unknown; reached: () => boolean } {
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
