// A real MCP server for the tests, written with the SDK's server side: a few tools, one of which fails.
// Imported by tests (Streamable HTTP on 127.0.0.1) and run as a script (`node mcp-test-server.ts --stdio`).
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import { z } from 'zod'

// This file is TypeScript: Node 24 strips the types by default, Node 22 when asked.
const STRIP_TYPES = process.features.typescript ? [] : ['--experimental-strip-types', '--no-warnings']
/** This server over stdio: `node mcp-test-server.ts --stdio` (Node strips the types). */
export const STDIO_SERVER = { command: process.execPath, args: [...STRIP_TYPES, fileURLToPath(import.meta.url), '--stdio'] }

export const TARGETS: Record<string, string> = { venetoclax: 'BCL2', imatinib: 'BCR-ABL', olaparib: 'PARP' }

/** Tool calls the server received, in order. */
export interface ServedCall {
  name: string
  args: Record<string, unknown>
}

/** One MCP server instance with the test tools; `calls` records what was called. */
export function buildMcpServer(calls: ServedCall[] = []): McpServer {
  const server = new McpServer({ name: 'karenina-test-server', version: '1.0.0' })
  server.registerTool(
    'lookup_target',
    { description: 'Looks up the molecular target of a drug', inputSchema: { drug: z.string() } },
    async ({ drug }) => {
      calls.push({ name: 'lookup_target', args: { drug } })
      const target = TARGETS[drug.toLowerCase()]
      return { content: [{ type: 'text', text: target ? `The target of ${drug} is ${target}.` : `No target known for ${drug}.` }] }
    },
  )
  server.registerTool('add', { description: 'Adds two numbers', inputSchema: { a: z.number(), b: z.number() } }, async ({ a, b }) => {
    calls.push({ name: 'add', args: { a, b } })
    return { content: [{ type: 'text', text: String(a + b) }] }
  })
  // Fails the way a real tool does: an error result the model is meant to read.
  server.registerTool('query_database', { description: 'Queries the compound database', inputSchema: { sql: z.string() } }, async ({ sql }) => {
    calls.push({ name: 'query_database', args: { sql } })
    return { content: [{ type: 'text', text: 'database unavailable: connection refused by db-01' }], isError: true }
  })
  // Fails by throwing: the SDK turns it into an error result.
  server.registerTool('crash', { description: 'Always throws', inputSchema: {} }, async () => {
    calls.push({ name: 'crash', args: {} })
    throw new Error('the crash tool exploded')
  })
  // Never answers: for the client's tool-call timeout.
  server.registerTool('hang', { description: 'Never returns', inputSchema: {} }, () => {
    calls.push({ name: 'hang', args: {} })
    return new Promise<never>(() => undefined)
  })
  return server
}

/** A Streamable HTTP MCP server on 127.0.0.1 (stateful sessions), with counters the tests read. */
export interface McpHttpServer extends AsyncDisposable {
  url: string
  calls: ServedCall[]
  /** Sockets currently open to the server. */
  readonly openSockets: number
  /** Sessions open (initialized and not deleted). */
  readonly openSessions: number
  /** HTTP requests received. */
  readonly requests: number
  /** TCP connections accepted. */
  readonly connections: number
  /** Requests that let the client keep the socket open afterwards (no `connection: close`). */
  readonly keepAliveRequests: number
  close(): Promise<void>
  /** Dies at once, as a crashed server does: stops listening and drops every socket (no goodbye). */
  kill(): void
}

export async function startMcpHttpServer(options: { port?: number; /** Adds tools to each session's server. */ register?: (server: McpServer) => void } = {}): Promise<McpHttpServer> {
  const calls: ServedCall[] = []
  const transports = new Map<string, StreamableHTTPServerTransport>()
  const sockets = new Set<Socket>()
  let requests = 0
  let connections = 0
  let keepAliveRequests = 0
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    requests++
    if (req.headers.connection?.toLowerCase() !== 'close') keepAliveRequests++
    const id = req.headers['mcp-session-id']
    let transport = typeof id === 'string' ? transports.get(id) : undefined
    if (transport === undefined) {
      if (req.method !== 'POST' || typeof id === 'string') {
        res.writeHead(typeof id === 'string' ? 404 : 400).end()
        return
      }
      const created: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sid) => void transports.set(sid, created),
        onsessionclosed: (sid) => void transports.delete(sid),
      })
      created.onclose = () => {
        if (created.sessionId) transports.delete(created.sessionId)
      }
      const built = buildMcpServer(calls)
      options.register?.(built)
      await built.connect(created)
      transport = created
    }
    await transport.handleRequest(req, res)
  }
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error))
    })
  })
  server.on('connection', (socket: Socket) => {
    connections++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const close = async () => {
    for (const t of [...transports.values()]) await t.close()
    server.closeAllConnections()
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    calls,
    get openSockets() {
      return sockets.size
    },
    get openSessions() {
      return transports.size
    },
    get requests() {
      return requests
    },
    get connections() {
      return connections
    },
    get keepAliveRequests() {
      return keepAliveRequests
    },
    close,
    kill() {
      server.close()
      server.closeAllConnections()
      transports.clear()
    },
    [Symbol.asyncDispose]: close,
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv.includes('--stdio')) {
  await buildMcpServer().connect(new StdioServerTransport())
}
