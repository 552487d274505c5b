import type { ModelConfig } from '../config/model-config.js'
import { ConfigError } from '../errors/config-error.js'
import type { ProviderAttempt } from '../errors/provider-error.js'
import { withRetry } from '../llm/retry.js'
import type { AgentTool } from '../llm/ports.js'
import type { McpConnection } from './mcp-connection.js'
import { McpServerError } from './mcp-server-error.js'
import { loadOnce } from '../utils/lazy-node.js'
import { checkMcpServers, mcpServerSpecs, serverKey, type McpServerSpec } from '../config/mcp-server-spec.js'

/** @default 30 s to connect and list tools (the MCP Python client's HTTP timeout). */
export const DEFAULT_MCP_HTTP_TIMEOUT_SECONDS = 30
/** @default 300 s for one tool call (the MCP Python client's SSE read timeout). */
export const DEFAULT_MCP_SSE_READ_TIMEOUT_SECONDS = 300

/** Where a task gets the tools of its answering model's MCP servers. */
export interface McpToolSource {
  /**
   * The model's MCP tools (filtered, descriptions overridden); throws naming the server when one is
   * unusable. A server that could not be reached reports the run's connection retries to `onRetry`.
   */
  toolsFor(model: ModelConfig, options?: { onRetry?: (attempt: ProviderAttempt) => void }): Promise<AgentTool[]>
}

// The SDK is an optional peer: loaded on the first connection only.
const loadConnectionModule = loadOnce(() =>
  import('./mcp-connection.js').catch((error: unknown) => {
    const missing = (error as { code?: unknown } | null)?.code === 'ERR_MODULE_NOT_FOUND' && String(error).includes('@modelcontextprotocol/sdk')
    if (!missing) throw error
    throw new ConfigError('mcp_urls_dict', 'MCP servers need the optional peer dependency @modelcontextprotocol/sdk (npm install @modelcontextprotocol/sdk)', {
      cause: error,
    })
  }),
)

/** A tool result the server flagged as an error: the model sees its text as an error result. */
class McpToolError extends Error {
  override readonly name = 'McpToolError'
}

/**
 * The MCP connections of one run: each server (name + address) is connected to and its tools listed once,
 * on first use, then shared by every task; `close()` ends them all. A server that cannot be reached stays
 * failed for the run (its questions fail fast, naming it). When one dies mid-run, a call in flight returns
 * the error to the model, and the next question connects again (once for all the questions waiting).
 */
export class McpSession implements McpToolSource, AsyncDisposable {
  readonly #connections = new Map<string, { connection: Promise<McpConnection>; retries: ProviderAttempt[] }>()
  readonly #tools = new Map<string, Promise<AgentTool[]>>()
  /** Dead connections being closed; `close()` waits for them too. */
  readonly #closing: Promise<void>[] = []
  #closed = false

  async toolsFor(model: ModelConfig, options: { onRetry?: (attempt: ProviderAttempt) => void } = {}): Promise<AgentTool[]> {
    return this.#toolsFor(model, options, true)
  }

  async #toolsFor(model: ModelConfig, options: { onRetry?: (attempt: ProviderAttempt) => void }, mayReconnect: boolean): Promise<AgentTool[]> {
    // Tasks carry their own copies of a model config: the MCP keys say which tool list it gets.
    const key = JSON.stringify([model.mcp_urls_dict, model.mcp_tool_filter, model.mcp_tool_description_overrides, model.mcp_http_timeout, model.mcp_sse_read_timeout])
    let tools = this.#tools.get(key)
    if (tools === undefined) {
      tools = this.#build(model)
      tools.catch(() => undefined)
      this.#tools.set(key, tools)
    }
    const specs = mcpServerSpecs(model.mcp_urls_dict ?? {})
    let list: AgentTool[]
    try {
      list = await tools
    } catch (error) {
      // Each task that needed the server reports the retries the run made to reach it (`retry_counts`).
      for (const spec of specs) for (const attempt of this.#connections.get(serverKey(spec))?.retries ?? []) options.onRetry?.(attempt)
      throw error
    }
    // A server that died since: connect again (once for the run, as at the start), rather than let every
    // tool call of this question fail. If it is still down, its questions fail naming it.
    let dead = false
    for (const spec of specs) {
      const key = serverKey(spec)
      const entry = this.#connections.get(key)
      const connection = entry ? await entry.connection : null
      const reason = connection?.closedReason ?? null
      if (reason === null || this.#closed) continue
      if (!mayReconnect) throw new McpServerError(spec.name, `unavailable: ${reason}`)
      // Another task may already have replaced it: only the first one drops (and closes) the dead connection.
      if (this.#connections.get(key) === entry) {
        this.#connections.delete(key)
        this.#closing.push(connection!.close())
      }
      dead = true
    }
    if (!dead) return list
    this.#tools.clear()
    return this.#toolsFor(model, options, false)
  }

  #connect(spec: McpServerSpec, model: ModelConfig, timeoutMs: number): Promise<McpConnection> {
    if (this.#closed) return Promise.reject(new Error('internal: the MCP session of this run is closed'))
    const key = serverKey(spec)
    let entry = this.#connections.get(key)
    if (entry === undefined) {
      const retries: ProviderAttempt[] = []
      // Connection failures and timeouts are retried under the answering model's retry policy, once per run.
      const connection = loadConnectionModule().then(({ McpConnection }) =>
        withRetry(() => McpConnection.open(spec, timeoutMs), { policy: model.retry_policy, onRetry: (attempt) => void retries.push(attempt) }),
      )
      connection.catch(() => undefined) // awaited by every task that needs it
      this.#connections.set(key, (entry = { connection, retries }))
    }
    return entry.connection
  }

  async #build(model: ModelConfig): Promise<AgentTool[]> {
    checkMcpServers(model.mcp_urls_dict)
    const specs = mcpServerSpecs(model.mcp_urls_dict ?? {})
    const timeoutMs = (model.mcp_http_timeout ?? DEFAULT_MCP_HTTP_TIMEOUT_SECONDS) * 1000
    const callTimeoutMs = (model.mcp_sse_read_timeout ?? DEFAULT_MCP_SSE_READ_TIMEOUT_SECONDS) * 1000
    const connections = await Promise.all(specs.map((spec) => this.#connect(spec, model, timeoutMs)))
    const owner = new Map<string, string>()
    const tools: AgentTool[] = []
    const filter = model.mcp_tool_filter === null ? null : new Set(model.mcp_tool_filter)
    const overrides = model.mcp_tool_description_overrides ?? {}
    for (const connection of connections) {
      for (const listed of connection.tools) {
        const other = owner.get(listed.name)
        if (other !== undefined) {
          throw new ConfigError('mcp_urls_dict', `servers ${JSON.stringify(other)} and ${JSON.stringify(connection.spec.name)} both offer a tool named ${JSON.stringify(listed.name)}`)
        }
        owner.set(listed.name, connection.spec.name)
        if (filter !== null && !filter.has(listed.name)) continue
        const name = listed.name
        tools.push({
          name,
          description: overrides[name] ?? listed.description,
          parameters: listed.parameters,
          execute: async (input, options) => {
            const output = await connection.call(name, input, { timeoutMs: callTimeoutMs, ...(options.signal ? { signal: options.signal } : {}) })
            if (output.isError) throw new McpToolError(output.text)
            return output.text
          },
        })
      }
    }
    const offered = () => [...owner].map(([tool, server]) => `${tool} (${server})`).join(', ') || 'none'
    for (const [key, names] of [['mcp_tool_filter', model.mcp_tool_filter ?? []], ['mcp_tool_description_overrides', Object.keys(overrides)]] as const) {
      const unknown = names.filter((n) => !owner.has(n))
      if (unknown.length > 0) throw new ConfigError(key, `unknown tool ${unknown.map((n) => JSON.stringify(n)).join(', ')} (the servers offer: ${offered()})`)
    }
    return tools
  }

  /** Closes every connection (HTTP sessions ended, stdio servers exited). Idempotent. */
  async close(): Promise<void> {
    this.#closed = true
    const pending = [...this.#connections.values()]
    this.#connections.clear()
    await Promise.all([...pending.map(({ connection }) => connection.then((c) => c.close(), () => undefined)), ...this.#closing])
  }

  [Symbol.asyncDispose](): Promise<void> {
    return this.close()
  }
}
