import { execFileSync } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { startLlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseModelConfig, type ModelConfigInput } from '../config/model-config.js'
import { ConfigError } from '../errors/config-error.js'
import { STDIO_SERVER, startMcpHttpServer, type McpHttpServer } from '../../test/fixtures/mcp/mcp-test-server.js'
import { McpServerError } from './mcp-server-error.js'
import { McpSession } from './mcp-session.js'


const NO_RETRIES = { connection: { max_attempts: 0 }, timeout: { max_attempts: 0 }, rate_limit: { max_attempts: 0 }, server_error: { max_attempts: 0 } }
const model = (extra: Partial<ModelConfigInput>) =>
  parseModelConfig({ interface: 'openai_endpoint', model_name: 'gpt-answerer', retry_policy: NO_RETRIES, ...extra })

/** Child processes of this process (stdio servers still running). */
function childPids(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
  // `ps` itself is a child while it runs.
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pid, comm]) => pid && comm !== 'ps')
    .map(([pid]) => Number(pid))
}

let http: McpHttpServer
let session: McpSession
beforeEach(async () => {
  http = await startMcpHttpServer()
  session = new McpSession()
})
afterEach(async () => {
  await session.close()
  await http.close()
})

describe('McpSession over Streamable HTTP', () => {
  it('lists each server once per run, whatever the number of tasks, and calls its tools', async () => {
    const config = model({ mcp_urls_dict: { bio: http.url } })
    const lists = await Promise.all(Array.from({ length: 5 }, () => session.toolsFor(config)))
    expect(http.openSessions).toBe(1)
    expect(lists[0]!.map((t) => t.name)).toEqual(['lookup_target', 'add', 'query_database', 'crash', 'hang'])
    const lookup = lists[3]!.find((t) => t.name === 'lookup_target')!
    expect(lookup.description).toBe('Looks up the molecular target of a drug')
    expect(lookup.parameters).toMatchObject({ type: 'object', properties: { drug: { type: 'string' } }, required: ['drug'] })
    await expect(lookup.execute({ drug: 'venetoclax' }, {})).resolves.toBe('The target of venetoclax is BCL2.')
    expect(http.calls).toEqual([{ name: 'lookup_target', args: { drug: 'venetoclax' } }])
  })

  it('applies mcp_tool_filter and mcp_tool_description_overrides', async () => {
    const config = model({
      mcp_urls_dict: { bio: http.url },
      mcp_tool_filter: ['add', 'lookup_target'],
      mcp_tool_description_overrides: { add: 'Sums a and b' },
    })
    const tools = await session.toolsFor(config)
    expect(tools.map((t) => [t.name, t.description])).toEqual([
      ['lookup_target', 'Looks up the molecular target of a drug'],
      ['add', 'Sums a and b'],
    ])
  })

  it('turns error results and thrown tool errors into rejections carrying the text the model will see', async () => {
    const tools = await session.toolsFor(model({ mcp_urls_dict: { bio: http.url } }))
    await expect(tools.find((t) => t.name === 'query_database')!.execute({ sql: 'select 1' }, {})).rejects.toThrow(
      'database unavailable: connection refused by db-01',
    )
    await expect(tools.find((t) => t.name === 'crash')!.execute({}, {})).rejects.toThrow('the crash tool exploded')
    // Bad arguments are a protocol error from a live server: an error result too, and the server stays usable.
    await expect(tools.find((t) => t.name === 'add')!.execute({ a: 'x' }, {})).rejects.toThrow(/Invalid arguments|invalid/i)
    await expect(tools.find((t) => t.name === 'add')!.execute({ a: 2, b: 3 }, {})).resolves.toBe('5')
  })

  it('mcp_sse_read_timeout bounds a tool call: the model gets a timeout error, the server stays usable', async () => {
    const tools = await session.toolsFor(model({ mcp_urls_dict: { bio: http.url }, mcp_sse_read_timeout: 2 }))
    const error = await tools.find((t) => t.name === 'hang')!.execute({}, {}).catch((e: unknown) => e)
    expect((error as Error).message).toMatch(/^MCP server "bio": tool hang failed: MCP error -32001: Request timed out/)
    expect((error as McpServerError).category).toBe('timeout')
    await expect(tools.find((t) => t.name === 'add')!.execute({ a: 1, b: 1 }, {})).resolves.toBe('2')
  })

  it('mcp_http_timeout bounds connecting: a server that accepts but never answers fails as a timeout, naming it', async () => {
    const silent = createServer((socket) => socket.on('error', () => undefined)) // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(silent.address() as { port: number }).port}/mcp`
      const error = await session.toolsFor(model({ mcp_urls_dict: { mute: url }, mcp_http_timeout: 2 })).catch((e: unknown) => e)
      expect((error as Error).message).toMatch(/^MCP server "mute": cannot connect to .*: MCP error -32001: Request timed out/)
      expect((error as McpServerError).category).toBe('timeout')
    } finally {
      await session.close()
      silent.close()
      silent.unref()
    }
  })

  it('closes every session and socket at the end of the run', async () => {
    const tools = await session.toolsFor(model({ mcp_urls_dict: { bio: http.url } }))
    await tools[1]!.execute({ a: 1, b: 2 }, {})
    expect(http.openSessions).toBe(1)
    await session.close()
    expect(http.openSessions).toBe(0)
    // No socket is left in a keep-alive pool: every request asked the server to close it after answering.
    expect(http.requests).toBeGreaterThanOrEqual(4) // initialize, initialized, tools/list, tools/call, DELETE
    expect(http.keepAliveRequests).toBe(0)
    // And the server sees each of its sockets close.
    await new Promise<void>((resolve) => {
      const check = () => (http.openSockets === 0 ? resolve() : setImmediate(check))
      check()
    })
    expect(http.openSockets).toBe(0)
  })
})

describe('McpSession over stdio', () => {
  it('spawns the server once, calls its tools and leaves no child process behind', async () => {
    const before = childPids()
    const config = model({ mcp_urls_dict: { local: STDIO_SERVER } })
    const [a, b] = await Promise.all([session.toolsFor(config), session.toolsFor(config)])
    expect(a!.map((t) => t.name)).toEqual(['lookup_target', 'add', 'query_database', 'crash', 'hang'])
    expect(childPids().length).toBe(before.length + 1)
    await expect(b!.find((t) => t.name === 'add')!.execute({ a: 40, b: 2 }, {})).resolves.toBe('42')
    await session.close()
    expect(childPids()).toEqual(before)
  })

  it('runs a published MCP server package (@modelcontextprotocol/server-everything)', async () => {
    const bin = fileURLToPath(import.meta.resolve('@modelcontextprotocol/server-everything/dist/index.js'))
    const tools = await session.toolsFor(model({ mcp_urls_dict: { everything: { command: process.execPath, args: [bin, 'stdio'] } } }))
    const echo = tools.find((t) => t.name === 'echo')
    expect(echo, tools.map((t) => t.name).join(', ')).toBeDefined()
    await expect(echo!.execute({ message: 'hello karenina' }, {})).resolves.toContain('hello karenina')
  })
})

describe('McpSession: bad input names the server and the problem', () => {
  it('a tool in mcp_tool_filter that no server offers', async () => {
    const config = model({ mcp_urls_dict: { bio: http.url }, mcp_tool_filter: ['add', 'lookup_targte'] })
    const error = await session.toolsFor(config).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(/^mcp_tool_filter: unknown tool "lookup_targte" \(the servers offer: lookup_target \(bio\), add \(bio\)/)
  })

  it('a stdio command that does not exist', async () => {
    const config = model({ mcp_urls_dict: { ghost: { command: 'karenina-no-such-mcp-server' } } })
    const error = await session.toolsFor(config).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(McpServerError)
    expect((error as Error).message).toMatch(/^MCP server "ghost": cannot connect to karenina-no-such-mcp-server: .*ENOENT/)
  })

  it('a server that speaks something else than MCP (the LLM test server)', async () => {
    await using llm = await startLlmServer()
    const config = model({ mcp_urls_dict: { notmcp: llm.openaiBaseURL } })
    const error = await session.toolsFor(config).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(McpServerError)
    expect((error as Error).message).toMatch(new RegExp(`^MCP server "notmcp": cannot connect to ${llm.openaiBaseURL.replaceAll('.', '\\.')}: `))
  })

  it('a server that is down: the failure is kept for the run (no reconnect per task) and classified as a connection error', async () => {
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as { port: number }
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    const config = model({ mcp_urls_dict: { down: `http://127.0.0.1:${port}/mcp` } })
    const first = await session.toolsFor(config).catch((e: unknown) => e)
    const second = await session.toolsFor(config).catch((e: unknown) => e)
    expect(second).toBe(first)
    expect(first).toBeInstanceOf(McpServerError)
    expect((first as McpServerError).category).toBe('connection')
    expect((first as Error).message).toContain(`MCP server "down": cannot connect to http://127.0.0.1:${port}/mcp`)
  })

  it('malformed mcp_urls_dict entries are ConfigErrors naming the server', async () => {
    // Karenina reads any string as a URL; the run checks it before connecting.
    await expect(session.toolsFor(model({ mcp_urls_dict: { bio: 'not a url' } }))).rejects.toThrow(/^mcp_urls_dict\.bio: expected the http\(s\) URL .*received "not a url"/)
    await expect(session.toolsFor(model({ mcp_urls_dict: { bio: 'ftp://127.0.0.1/x' } }))).rejects.toThrow(ConfigError)
    expect(() => model({ mcp_urls_dict: { bio: { command: 'x', argz: [] } as never } })).toThrow(/mcp_urls_dict\.bio\.argz.*unknown key/)
    expect(() => model({ mcp_urls_dict: ['http://127.0.0.1/'] as never })).toThrow(ConfigError)
  })

  it('a server that dies mid-run: the call in flight gets an error, the next task connects again and fails naming it', async () => {
    const config = model({ mcp_urls_dict: { bio: http.url } })
    const tools = await session.toolsFor(config)
    http.kill()
    await expect(tools[1]!.execute({ a: 1, b: 2 }, {})).rejects.toThrow(/^MCP server "bio": tool add failed: /)
    const error = await session.toolsFor(config).catch((e: unknown) => e)
    expect((error as Error).message).toMatch(new RegExp(`^MCP server "bio": cannot connect to ${http.url.replaceAll('.', '\\.')}: fetch failed`))
    expect((error as McpServerError).category).toBe('connection')
  })

  it('a server that restarts mid-run: the next task reconnects and its tools work again', async () => {
    const first = await session.toolsFor(model({ mcp_urls_dict: { bio: http.url } }))
    const port = new URL(http.url).port
    http.kill()
    await expect(first[1]!.execute({ a: 1, b: 2 }, {})).rejects.toThrow(/tool add failed/)
    await http.close()
    http = await startMcpHttpServer({ port: Number(port) })
    const again = await session.toolsFor(model({ mcp_urls_dict: { bio: http.url } }))
    await expect(again[1]!.execute({ a: 1, b: 2 }, {})).resolves.toBe('3')
  })
})
