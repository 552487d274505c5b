import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ModelConfig } from '../../config/model-config.js'
import { ConfigError } from '../../errors/config-error.js'
import { mcpServerSpecs } from '../../config/mcp-server-spec.js'
import type { ErrorCategory } from '../../errors/error-category.js'
import { ProviderError } from '../../errors/provider-error.js'
import type { ModelIdentity } from '../../config/model-identity.js'
import { missingPeer } from '../adapter-options.js'
import { agentLimits } from '../agent-loop.js'
import { agentTrace } from '../agent-metrics.js'
import type { RequestLimiter } from '../limiter.js'
import type { ProviderModel } from '../provider-ports.js'
import type { AgentPort, AgentRequest, AgentResult, CallOptions, ChatMessage } from '../ports.js'
import { collectSdkTrace, sdkUsage, type SdkStreamMessage } from './sdk-trace.js'
import { WorkspaceRoot } from '../workspace-root.js'
import { loadOnce } from '../../utils/lazy-node.js'
import { workspaceGuardHook } from './workspace-guard.js'

/** What the Claude Code agent of one model needs. */
export interface ClaudeCodeContext extends ProviderModel {
  /** Claude Code's built-in tools the agent may use (all allowed without asking; any other is denied). */
  tools: readonly string[]
  /** The agent process's environment but its private home, created per run ({@link agentEnv}). */
  env: Omit<AgentEnvInput, 'home'>
  /** Runs of this account at once (`concurrency`, `max_concurrent_requests`). */
  limiter: RequestLimiter
  /** The model's MCP servers as Claude Code takes them ({@link claudeMcpServers}). */
  mcp: ReturnType<typeof claudeMcpServers>
}

// Claude Code's API error kinds → Karenina's categories (retries already ran inside Claude Code).
const API_ERROR_CATEGORY: Record<string, ErrorCategory> = {
  rate_limit: 'rate_limit',
  overloaded: 'server_error',
  server_error: 'server_error',
}

/** System messages become an addition to Claude Code's own system prompt; the rest one prompt text. */
function promptOf(messages: readonly ChatMessage[]): { system: string | undefined; prompt: string } {
  const system = messages.filter((m) => m.role === 'system').map((m) => m.content)
  const turns = messages.filter((m) => m.role !== 'system')
  const prompt =
    turns.length === 1 && turns[0]!.role === 'user'
      ? turns[0]!.content
      : turns.map((m) => `${m.role === 'user' ? 'User' : m.role === 'assistant' ? 'Assistant' : 'Tool'}: ${m.content}`).join('\n\n')
  return { system: system.length > 0 ? system.join('\n\n') : undefined, prompt }
}

/** How Claude Code names a server in its tool names (`mcp__<server>__<tool>`). */
const claudeServerName = (name: string): string => name.replace(/[^a-zA-Z0-9_-]/g, '_')

/**
 * The model's `mcp_urls_dict` as Claude Code's own MCP servers (the SDK's `mcpServers` option), and the
 * permission rules that let the agent call their tools (every tool of a server, or those of `mcp_tool_filter`).
 * Claude Code connects to them itself; what it cannot do is refused, naming the setting.
 */
export function claudeMcpServers(config: ModelConfig) {
  const dict = config.mcp_urls_dict
  if (dict === null || Object.keys(dict).length === 0) return null
  if (config.mcp_tool_description_overrides !== null && Object.keys(config.mcp_tool_description_overrides).length > 0) {
    throw new ConfigError('mcp_tool_description_overrides', 'claude_agent_sdk: Claude Code offers MCP tools with their servers\' own descriptions and cannot override them; remove the overrides or use a langchain answering model')
  }
  const servers: Record<string, Record<string, unknown>> = {}
  const allowedTools: string[] = []
  for (const spec of mcpServerSpecs(dict)) {
    const name = claudeServerName(spec.name)
    if (Object.hasOwn(servers, name)) throw new ConfigError(`mcp_urls_dict.${spec.name}`, `claude_agent_sdk: Claude Code names this server "${name}", as another one of this model`)
    if (spec.kind === 'stdio' && spec.cwd !== undefined) {
      throw new ConfigError(`mcp_urls_dict.${spec.name}.cwd`, 'claude_agent_sdk: Claude Code starts stdio servers in its own working directory (the workspace) and cannot be given another; remove cwd or use absolute paths in args')
    }
    // alwaysLoad: the tools are in the first prompt (never behind tool search), the server connected before it.
    servers[name] =
      spec.kind === 'http'
        ? { type: 'http', url: spec.url, alwaysLoad: true }
        : { type: 'stdio', command: spec.command, args: spec.args ?? [], ...(spec.env ? { env: spec.env } : {}), alwaysLoad: true }
    if (config.mcp_tool_filter === null) allowedTools.push(`mcp__${name}`)
    else allowedTools.push(...config.mcp_tool_filter.map((tool) => `mcp__${name}__${tool}`))
  }
  return { servers, allowedTools }
}

/**
 * The deep-agent tier: Claude Code (through `@anthropic-ai/claude-agent-sdk`) answers with its built-in
 * file tools, its working directory the request's workspace. Its message stream becomes Karenina's trace,
 * `agent_metrics` and usage. Every run gets a private HOME / config directory and the no-traffic variables.
 */
export class ClaudeCodeAgent implements AgentPort {
  readonly identity: ModelIdentity

  constructor(private readonly ctx: ClaudeCodeContext) {
    this.identity = ctx.identity
  }

  async run(request: AgentRequest, options: CallOptions = {}): Promise<AgentResult> {
    if (request.tools.length > 0) {
      throw new Error(
        `claude_agent_sdk answers with Claude Code's built-in tools (${this.ctx.tools.join(', ')}); TS agent tools (${request.tools.map((t) => t.name).join(', ')}) cannot be given to it`,
      )
    }
    const query = await loadClaudeAgentSdk()
    return this.ctx.limiter(() => this.#run(query, request, options))
  }

  async #run(query: ClaudeQuery, request: AgentRequest, options: CallOptions): Promise<AgentResult> {
    options.signal?.throwIfAborted()
    const { maxTurns } = agentLimits(request, this.ctx.config)
    // Claude Code connects to the model's MCP servers itself (the run's own session is not used).
    const mcp = this.ctx.mcp
    const { system, prompt } = promptOf(request.messages)
    // No workspace: a fresh empty directory, never the process's own working directory.
    const scratch = request.workspacePath === undefined ? await mkdtemp(path.join(tmpdir(), 'karenina-claude-cwd-')) : undefined
    const root = new WorkspaceRoot(request.workspacePath ?? scratch!)
    const home = await mkdtemp(path.join(tmpdir(), 'karenina-claude-home-'))
    const abort = new AbortController()
    const onAbort = (): void => abort.abort(options.signal?.reason)
    options.signal?.addEventListener('abort', onAbort, { once: true })
    const stream: SdkStreamMessage[] = []
    try {
      const run = query({
        prompt,
        options: {
          cwd: root.dir,
          model: this.ctx.config.model_name,
          tools: [...this.ctx.tools],
          allowedTools: [...this.ctx.tools, ...(mcp?.allowedTools ?? [])],
          // Only these servers (no .mcp.json or user settings); their env stays off the command line.
          ...(mcp ? { mcpServers: mcp.servers, strictMcpConfig: true, mcpServersDelivery: 'initialize' } : {}),
          permissionMode: 'dontAsk',
          settingSources: [],
          persistSession: false,
          maxTurns,
          env: agentEnv({ ...this.ctx.env, home }),
          abortController: abort,
          hooks: { PreToolUse: [{ hooks: [workspaceGuardHook(root, [...this.ctx.tools, ...(mcp?.allowedTools ?? [])])] }] },
          ...(system === undefined ? {} : { systemPrompt: { type: 'preset', preset: 'claude_code', append: system } }),
        },
      })
      for await (const message of run) stream.push(message)
    } catch (error) {
      options.signal?.throwIfAborted()
      // The SDK throws after yielding an error result (turn limit, API error): the result says more.
      if (!stream.some((m) => m.type === 'result')) throw new ProviderError('claude_agent_sdk', `Claude Code failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error, category: 'permanent' })
    } finally {
      options.signal?.removeEventListener('abort', onAbort)
      await rm(home, { recursive: true, force: true })
      if (scratch !== undefined) await rm(scratch, { recursive: true, force: true })
    }
    return this.#result(stream)
  }

  #result(stream: readonly SdkStreamMessage[]): AgentResult {
    const { messages, modelCalls, result, apiError } = collectSdkTrace(stream)
    const limitReached = result?.subtype === 'error_max_turns'
    if (result === undefined || (result.is_error === true && !limitReached)) {
      const detail = result?.errors?.join('; ') || result?.result || apiError || 'no result message'
      const category = (apiError !== undefined ? API_ERROR_CATEGORY[apiError] : undefined) ?? 'permanent'
      throw new ProviderError('claude_agent_sdk', `Claude Code run failed (${result?.subtype ?? 'no result'}${apiError ? `, ${apiError}` : ''}): ${detail}`, { category })
    }
    const { usage, unavailable } = sdkUsage(result, this.ctx.display)
    const trace = agentTrace(messages, limitReached)
    return {
      ...trace,
      finalResponse: result.subtype === 'success' && typeof result.result === 'string' ? result.result : trace.finalResponse,
      usage,
      usageUnavailable: unavailable,
      turns: modelCalls,
    }
  }
}

/** The one function of `@anthropic-ai/claude-agent-sdk` the interface uses, typed structurally. */
export type ClaudeQuery = (params: { prompt: string; options: Record<string, unknown> }) => AsyncIterable<SdkStreamMessage>

/** Loads the optional peer on first use; a missing package is a ConfigError saying what to install. */
export const loadClaudeAgentSdk: () => Promise<ClaudeQuery> = loadOnce(() =>
  import('@anthropic-ai/claude-agent-sdk').then(
    (sdk) => sdk.query as unknown as ClaudeQuery,
    missingPeer('the claude_agent_sdk interface runs Claude Code through the optional peer dependency @anthropic-ai/claude-agent-sdk, which is not installed (npm install @anthropic-ai/claude-agent-sdk)'),
  ),
)

/**
 * Variables that keep Claude Code to the model endpoint alone: no telemetry, error reports, update checks
 * or other non-essential traffic. The interface always sets them; a caller cannot turn them off.
 */
export const NO_TRAFFIC_ENV: Readonly<Record<string, string>> = {
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
  DISABLE_TELEMETRY: '1',
  DISABLE_AUTOUPDATER: '1',
  DISABLE_ERROR_REPORTING: '1',
}

/** What the agent process needs to reach the model. */
export interface AgentEnvInput {
  apiKey: string
  /** @default Anthropic's public API (Claude Code's own default) */
  baseURL: string | undefined
  /** Private home and config directory, so no user settings, sessions or credentials are read or written. */
  home: string
  /** Where PATH (and nothing else) is taken from. */
  parentEnv: Record<string, string | undefined>
  /** Extra variables (model config `extra_kwargs.agent_env`), applied before the no-traffic ones. */
  extra?: Record<string, string> | undefined
}

/**
 * The whole environment of the Claude Code process: built from scratch rather than inherited, so neither
 * the user's credentials nor a stray `ANTHROPIC_BASE_URL` of the parent reach it unasked.
 */
export function agentEnv(input: AgentEnvInput): Record<string, string> {
  const env: Record<string, string> = {
    HOME: input.home,
    CLAUDE_CONFIG_DIR: `${input.home}/.claude`,
    ANTHROPIC_API_KEY: input.apiKey,
  }
  const path = input.parentEnv['PATH']
  if (path !== undefined) env['PATH'] = path
  if (input.baseURL !== undefined) env['ANTHROPIC_BASE_URL'] = input.baseURL
  return { ...env, ...input.extra, ...NO_TRAFFIC_ENV }
}
