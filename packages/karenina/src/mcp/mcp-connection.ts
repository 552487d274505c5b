import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import { McpError } from '@modelcontextprotocol/sdk/types.js'
import type { AgentTool, JsonSchema } from '../llm/ports.js'
import { describeServer, type McpServerSpec } from '../config/mcp-server-spec.js'
import { McpServerError } from './mcp-server-error.js'

// This module imports the optional peer @modelcontextprotocol/sdk: only mcp-session.ts loads it, on first use.

/** A tool as the server listed it: an agent tool without its `execute`, which the session adds. */
export type McpListedTool = Omit<AgentTool, 'execute'>

/** Karenina's client identity in the MCP handshake. */
const CLIENT_INFO = { name: 'karenina-ts', version: '0.1.0' }

/**
 * Bytes (UTF-8) of one tool result the model gets; the rest is cut, with a marker saying how much. Everything
 * downstream carries the result (every later model request, the trace, the results file, the HTML report): an
 * uncapped 10 MiB result took 94 s and made a 126 MB report.
 */
export const MCP_RESULT_MAX_BYTES = 262_144

/** `text` cut to {@link MCP_RESULT_MAX_BYTES} on a character boundary, with the marker. */
export function capToolResult(text: string): string {
  // Cheap bound first: a UTF-8 character is at most 3 bytes per UTF-16 unit.
  if (text.length * 3 <= MCP_RESULT_MAX_BYTES) return text
  const bytes = Buffer.from(text, 'utf8')
  if (bytes.length <= MCP_RESULT_MAX_BYTES) return text
  // A character cut in half decodes to U+FFFD at the end: drop it.
  const kept = bytes.subarray(0, MCP_RESULT_MAX_BYTES).toString('utf8').replace(/\uFFFD$/, '')
  return `${kept}\n[truncated by karenina: the tool returned ${bytes.length} bytes; the first ${MCP_RESULT_MAX_BYTES} are shown]`
}

// Keep stderr of a stdio server (the tail) to explain a failed start.
const STDERR_TAIL = 2000

function transportOf(spec: McpServerSpec): { transport: Transport; stderr: () => string } {
  if (spec.kind === 'http') {
    // `connection: close`: no keep-alive socket outlives a request, so closing the run leaves no socket open.
    const transport = new StreamableHTTPClientTransport(new URL(spec.url), { requestInit: { headers: { connection: 'close' } } })
    return { transport, stderr: () => '' }
  }
  const transport = new StdioClientTransport({
    command: spec.command,
    args: spec.args ?? [],
    env: { ...getDefaultEnvironment(), ...spec.env },
    ...(spec.cwd === undefined ? {} : { cwd: spec.cwd }),
    stderr: 'pipe',
  })
  let tail = ''
  transport.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-STDERR_TAIL)
  })
  return { transport, stderr: () => tail.trim() }
}

function contentText(block: Record<string, unknown>): string {
  switch (block['type']) {
    case 'text':
      return String(block['text'] ?? '')
    case 'resource': {
      const resource = (block['resource'] ?? {}) as Record<string, unknown>
      return typeof resource['text'] === 'string' ? resource['text'] : `[resource: ${String(resource['uri'] ?? '')}]`
    }
    case 'resource_link':
      return `[resource: ${String(block['uri'] ?? '')}]`
    default:
      return `[${String(block['type'])}: ${String(block['mimeType'] ?? '')}]`
  }
}

/** One live connection to an MCP server: its tools, listed once, and calls to them. */
export class McpConnection {
  #closed: string | null = null

  private constructor(
    readonly spec: McpServerSpec,
    private readonly client: Client,
    private readonly transport: Transport,
    readonly tools: readonly McpListedTool[],
  ) {
    client.onclose = () => void (this.#closed ??= 'the connection closed')
  }

  /** Connects, handshakes and lists the tools; a failure names the server and closes what was opened. */
  static async open(spec: McpServerSpec, timeoutMs: number): Promise<McpConnection> {
    const { transport, stderr } = transportOf(spec)
    const client = new Client(CLIENT_INFO)
    try {
      await client.connect(transport, { timeout: timeoutMs })
      const tools: McpListedTool[] = []
      let cursor: string | undefined
      do {
        const page = await client.listTools(cursor === undefined ? {} : { cursor }, { timeout: timeoutMs })
        for (const tool of page.tools) tools.push({ name: tool.name, description: tool.description ?? '', parameters: tool.inputSchema as JsonSchema })
        cursor = page.nextCursor
      } while (cursor !== undefined)
      return new McpConnection(spec, client, transport, tools)
    } catch (error) {
      await client.close().catch(() => undefined)
      const output = stderr()
      const detail = error instanceof Error ? error.message : String(error)
      throw new McpServerError(spec.name, `cannot connect to ${describeServer(spec)}: ${detail}${output ? ` (stderr: ${output})` : ''}`, {
        cause: error,
      })
    }
  }

  /** Why the connection is unusable, or null while it is alive. */
  get closedReason(): string | null {
    return this.#closed
  }

  /**
   * Calls a tool: its result as the model sees it, text and whether it is an error. A result the server flags
   * (`isError`) comes back as an error output; a protocol error (unknown tool, bad arguments) too. A transport
   * failure throws and marks the connection dead.
   */
  async call(name: string, input: Record<string, unknown>, options: { signal?: AbortSignal; timeoutMs: number }) {
    if (this.#closed !== null) throw new McpServerError(this.spec.name, `unavailable: ${this.#closed}`)
    try {
      const result = await this.client.callTool({ name, arguments: input }, undefined, {
        timeout: options.timeoutMs,
        ...(options.signal ? { signal: options.signal } : {}),
      })
      const blocks = Array.isArray(result.content) ? (result.content as Record<string, unknown>[]) : []
      const text =
        blocks.length > 0 ? blocks.map(contentText).join('\n') : JSON.stringify(result.structuredContent ?? result.toolResult ?? null)
      return { text: capToolResult(text), isError: result.isError === true }
    } catch (error) {
      options.signal?.throwIfAborted()
      // JSON-RPC errors come from a live server (the model may recover); anything else lost the connection.
      if (error instanceof McpError && error.code !== -32001 /* request timeout */) return { text: capToolResult(error.message), isError: true }
      if (!(error instanceof McpError)) this.#closed ??= error instanceof Error ? error.message : String(error)
      throw new McpServerError(this.spec.name, `tool ${name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    }
  }

  /** Ends the session (HTTP: DELETE; stdio: the child exits) and closes the transport. */
  async close(): Promise<void> {
    this.#closed ??= 'closed by the run'
    if (this.transport instanceof StreamableHTTPClientTransport) await this.transport.terminateSession().catch(() => undefined)
    await this.client.close().catch(() => undefined)
  }
}
