import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { mkdir, mkdtemp, readdir, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fault, reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ProviderError } from '../../errors/provider-error.js'
import type { ModelConfigInput } from '../../config/model-config.js'
import { resolveModel } from '../resolve-model.js'
import { startMcpHttpServer, STDIO_SERVER } from '../../../test/fixtures/mcp/mcp-test-server.js'

// Each test starts Claude Code (a ~400 MB binary); generous budgets so busy cores do not fail it.
const RUN_BUDGET_MS = 180_000

/**
 * A proxy trap on 127.0.0.1: the agent's HTTP(S)_PROXY points here, with NO_PROXY for loopback, so any
 * request Claude Code sends anywhere but the loopback server lands here (and never leaves the machine).
 */
interface Trap {
  server: Server
  url: string
  seen: string[]
}

async function startTrap(): Promise<Trap> {
  const seen: string[] = []
  const server = createServer((req, res) => {
    seen.push(`${req.method ?? ''} ${req.url ?? ''}`)
    const body = JSON.stringify({ type: 'error', error: { type: 'authentication_error', message: 'trap: not the loopback server' } })
    res.writeHead(401, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
    res.end(body)
  })
  server.on('connect', (req, socket) => {
    seen.push(`CONNECT ${req.url ?? ''}`)
    socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('trap has no port')
  return { server, url: `http://127.0.0.1:${address.port}`, seen }
}

let server: LlmServer
let trap: Trap
let base: string
let ws: string

beforeEach(async () => {
  server = await startLlmServer()
  trap = await startTrap()
  base = await realpath(await mkdtemp(path.join(tmpdir(), 'karenina-claude-test-')))
  ws = path.join(base, 'ws')
  await mkdir(path.join(ws, 'out'), { recursive: true })
  await writeFile(path.join(ws, 'out', 'report.csv'), 'drug,dose_mg\nimatinib,400\n')
  await writeFile(path.join(base, 'secret.txt'), 'TOP SECRET\n')
})
afterEach(async () => {
  await server.close()
  await new Promise((resolve) => trap.server.close(resolve))
  await rm(base, { recursive: true, force: true })
})

function model(baseURL = server.anthropicBaseURL): ModelConfigInput {
  return {
    interface: 'claude_agent_sdk',
    model_name: 'claude-test-model',
    anthropic_base_url: baseURL,
    // Claude Code retries API errors itself (with backoff): none here, so a failure shows at once.
    extra_kwargs: { agent_env: { HTTPS_PROXY: trap.url, HTTP_PROXY: trap.url, NO_PROXY: '127.0.0.1,localhost', CLAUDE_CODE_MAX_RETRIES: '0' } },
  }
}

const ports = (m: ModelConfigInput) => resolveModel(m, { env: { ANTHROPIC_API_KEY: 'sk-ant-test', PATH: process.env['PATH'] } })
const toolResults = (r: NormalizedRequest) => r.messages.filter((m) => m.role === 'tool')
const question = [{ role: 'user' as const, content: 'What dose of imatinib is in the report?' }]


/**
 * Runs `run` with os.tmpdir() pointing at a private directory, and lists the agent's own temp directories
 * (`karenina-claude-*`) left in it: other test files' agents, in other workers, use the shared tmpdir.
 */
async function inPrivateTmpdir<T>(run: () => Promise<T>): Promise<{ value: T; left: string[] }> {
  const privateTmp = await mkdtemp(path.join(tmpdir(), 'karenina-claude-test-tmp-'))
  const saved = process.env['TMPDIR']
  process.env['TMPDIR'] = privateTmp
  try {
    const value = await run()
    return { value, left: (await readdir(privateTmp)).filter((n) => n.startsWith('karenina-claude-')) }
  } finally {
    if (saved === undefined) delete process.env['TMPDIR']
    else process.env['TMPDIR'] = saved
    await rm(privateTmp, { recursive: true, force: true })
  }
}

describe('claude_agent_sdk: Claude Code against the loopback server', () => {
  it('reads real workspace files with Glob and Read; the trace, agent_metrics and usage are captured', { timeout: RUN_BUDGET_MS }, async () => {
    server.on({ match: (r) => toolResults(r).length === 0 }, reply.toolCall('Glob', { pattern: '**/*.csv' }, { text: 'Looking for the report.' }))
    server.on({ match: (r) => toolResults(r).length === 1 }, (r) => reply.toolCall('Read', { file_path: path.join(ws, toolResults(r)[0]!.text.trim()) }))
    server.on({}, (r) => `The report says: ${JSON.stringify(toolResults(r).at(-1)!.text)}`)
    const { agent } = await ports(model())
    const result = await agent!.run({ messages: question, tools: [], workspacePath: ws })

    expect(result.finalResponse).toContain('imatinib,400')
    expect(result.turns).toBe(3)
    expect(result.recursionLimitReached).toBe(false)
    const [glob, globResult, read, readResult, answer] = result.traceMessages
    expect(glob).toMatchObject({ role: 'assistant', content: 'Looking for the report.', tool_calls: [{ name: 'Glob', input: { pattern: '**/*.csv' } }] })
    expect(globResult).toEqual({ role: 'tool', content: 'out/report.csv', tool_result: { tool_use_id: glob!.tool_calls![0]!.id, is_error: false } })
    expect(read).toMatchObject({ role: 'assistant', tool_calls: [{ name: 'Read', input: { file_path: path.join(ws, 'out/report.csv') } }] })
    expect(readResult!.content).toMatch(/1\tdrug,dose_mg\n2\timatinib,400/)
    expect(answer).toMatchObject({ role: 'assistant', content: result.finalResponse })
    expect(result.traceMessages).toHaveLength(5)
    expect(result.agentMetrics).toEqual({
      iterations: 3,
      tool_calls: 2,
      tools_used: ['Glob', 'Read'],
      tool_call_counts: { Glob: 1, Read: 1 },
      suspect_failed_tool_calls: 0,
      suspect_failed_tools: [],
      limit_reached: false,
    })
    expect(result.rawTrace).toMatch(/^--- AI Message ---\nLooking for the report.\nTool Calls:\n {2}Glob \(call_/)
    // Usage is Claude Code's total over the three calls, as the server reported them.
    const served = server.requests.map((r) => (r.reply?.body as { usage: { input_tokens: number; output_tokens: number } }).usage)
    expect(result.usage).toMatchObject({
      input_tokens: served.reduce((n, u) => n + u.input_tokens, 0),
      output_tokens: served.reduce((n, u) => n + u.output_tokens, 0),
      model: 'claude_agent_sdk:claude-test-model',
    })

    // Every request reached the loopback server: one streaming POST /v1/messages per model call, nothing else.
    expect(server.requests.map((r) => `${r.method} ${r.path} ${String((r.body as { stream?: boolean }).stream)} ${r.reply?.status}`)).toEqual(
      Array(3).fill('POST /v1/messages true 200'),
    )
    expect(server.requests.every((r) => r.model === 'claude-test-model' && r.apiKeySent)).toBe(true)
    expect(server.requests[0]!.tools.map((t) => t.name)).toEqual(expect.arrayContaining(['Glob', 'Grep', 'Read']))
    expect(server.requests[0]!.tools.map((t) => t.name)).not.toContain('Bash')
    expect(trap.seen).toEqual([])
  })

  it('runs Bash only when its config lists it: a Bash call of a default agent runs nothing', { timeout: RUN_BUDGET_MS }, async () => {
    const marker = path.join(base, 'bash-marker')
    server.on({ match: (r) => toolResults(r).length === 0 }, reply.toolCall('Bash', { command: `touch ${marker}` }))
    server.on({}, 'Done.')
    const { agent } = await ports(model())
    const denied = await agent!.run({ messages: question, tools: [], workspacePath: ws })
    expect(denied.traceMessages[1]!.tool_result?.is_error).toBe(true)
    expect(existsSync(marker)).toBe(false)

    // The user's own config grants Bash: the same call runs (the guard cannot confine a shell to the workspace).
    const granted = model()
    granted.extra_kwargs = { ...(granted.extra_kwargs as Record<string, unknown>), tools: ['Read', 'Bash'] }
    const { agent: withBash } = await ports(granted)
    await withBash!.run({ messages: question, tools: [], workspacePath: ws })
    expect(existsSync(marker)).toBe(true)
    expect(trap.seen).toEqual([])
  })

  it('is refused a file outside its workspace (the error reaches the model and the metrics)', { timeout: RUN_BUDGET_MS }, async () => {
    server.on({ match: (r) => toolResults(r).length === 0 }, reply.toolCall('Read', { file_path: path.join(base, 'secret.txt') }))
    server.on({}, 'I could not read it.')
    const { agent } = await ports(model())
    const result = await agent!.run({ messages: question, tools: [], workspacePath: ws })
    const refused = result.traceMessages[1]!
    expect(refused.tool_result?.is_error).toBe(true)
    expect(refused.content).not.toContain('TOP SECRET')
    expect(result.agentMetrics).toMatchObject({ suspect_failed_tool_calls: 1, suspect_failed_tools: ['Read'] })
    expect(JSON.stringify(server.requests.map((r) => r.body))).not.toContain('TOP SECRET')
    expect(trap.seen).toEqual([])
  })

  it('stops at its turn limit with the trace kept (recursion limit)', { timeout: RUN_BUDGET_MS }, async () => {
    server.on({}, reply.toolCall('Glob', { pattern: '*' }))
    const { agent } = await ports(model())
    const result = await agent!.run({ messages: question, tools: [], workspacePath: ws, maxTurns: 2 })
    expect(result.recursionLimitReached).toBe(true)
    expect(result.agentMetrics.limit_reached).toBe(true)
    expect(result.traceMessages.filter((m) => m.role === 'assistant')).toHaveLength(2)
    expect(server.requests).toHaveLength(2)
    expect(trap.seen).toEqual([])
  })

  it('without a workspace runs in a fresh empty directory, removed afterwards; a system message extends the system prompt', { timeout: RUN_BUDGET_MS }, async () => {
    server.on({ match: (r) => toolResults(r).length === 0 }, reply.toolCall('Glob', { pattern: '**/*' }))
    server.on({}, (r) => `found: ${toolResults(r)[0]!.text}`)
    const { agent } = await ports(model())
    const system = { role: 'system' as const, content: 'You are a careful pharmacology assistant.' }
    const { value: result, left } = await inPrivateTmpdir(() => agent!.run({ messages: [system, ...question], tools: [] }))
    expect(result.finalResponse).toBe('found: No files found')
    // A system message is appended to Claude Code's own system prompt; the question is the prompt.
    expect(server.requests[0]!.system).toContain('You are a careful pharmacology assistant.')
    expect(server.requests[0]!.system).toContain('Claude')
    expect(server.requests[0]!.lastUserText).toContain(question[0]!.content)
    expect(left).toEqual([])
  })

  it('is cancelled by its signal mid-request: the run rejects with the reason and leaves no temp directory', { timeout: RUN_BUDGET_MS }, async () => {
    const controller = new AbortController()
    // The signal fires once Claude Code's request is at the server, which then never answers.
    server.on({}, () => {
      controller.abort(new Error('agent_timeout reached'))
      return fault.hang()
    })
    const { agent } = await ports(model())
    const { value: outcome, left } = await inPrivateTmpdir(() => agent!.run({ messages: question, tools: [] }, { signal: controller.signal }).then(() => null, (error: unknown) => error))
    expect(outcome).toBeInstanceOf(Error)
    expect((outcome as Error).message).toContain('agent_timeout reached')
    expect(server.requests).toHaveLength(1)
    expect(left).toEqual([])
  })

  it('runs at most `concurrency` Claude Code agents at once', { timeout: RUN_BUDGET_MS }, async () => {
    // The first requests are held until all four runs have a request at the server (which only happens
    // without a limit) or, failing that, for 3 s; the limit must keep the peak at 2 either way.
    const held: (() => void)[] = []
    let open = false
    let fallback: NodeJS.Timeout | undefined
    const release = (): void => {
      open = true
      clearTimeout(fallback)
      for (const go of held.splice(0)) go()
    }
    server.on({}, async () => {
      if (!open) {
        await new Promise<void>((resolve) => {
          held.push(resolve)
          if (held.length === 2) fallback = setTimeout(release, 3000)
          if (held.length === 4) release()
        })
      }
      return 'Done.'
    })
    const { agent } = await resolveModel(model(), { env: { ANTHROPIC_API_KEY: 'sk-ant-test-concurrency', PATH: process.env['PATH'] }, concurrency: 2 })
    const results = await Promise.all([1, 2, 3, 4].map((i) => agent!.run({ messages: [{ role: 'user', content: `task ${i}` }], tools: [] })))
    expect(results.map((r) => r.finalResponse)).toEqual(['Done.', 'Done.', 'Done.', 'Done.'])
    expect(server.requests).toHaveLength(4)
    expect(server.stats.maxInFlight).toBe(2)
    expect(trap.seen).toEqual([])
  })

  it('calls the tools of its mcp_urls_dict servers (Streamable HTTP and stdio) through Claude Code, named mcp__<server>__<tool>', { timeout: RUN_BUDGET_MS }, async () => {
    const mcp = await startMcpHttpServer()
    try {
      server.on({ match: (r) => toolResults(r).length === 0 }, reply.toolCall('mcp__drugs__lookup_target', { drug: 'venetoclax' }))
      server.on({ match: (r) => toolResults(r).length === 1 }, reply.toolCall('mcp__calc__add', { a: 2, b: 3 }))
      server.on({}, (r) => `Found: ${toolResults(r).map((t) => t.text.trim()).join(' | ')}`)
      const { agent } = await ports({ ...model(), mcp_urls_dict: { drugs: mcp.url, calc: STDIO_SERVER } } as ModelConfigInput)
      const result = await agent!.run({ messages: question, tools: [], workspacePath: ws })

      // The HTTP server ran the call; the stdio server (a process Claude Code started) answered 2 + 3.
      expect(mcp.calls).toEqual([{ name: 'lookup_target', args: { drug: 'venetoclax' } }])
      expect(result.finalResponse).toBe('Found: The target of venetoclax is BCL2. | 5')
      expect(result.agentMetrics).toMatchObject({ tools_used: ['mcp__calc__add', 'mcp__drugs__lookup_target'], suspect_failed_tool_calls: 0 })
      // Both servers' tools were offered in the first request, beside the built-in ones.
      expect(server.requests[0]!.tools.map((t) => t.name)).toEqual(expect.arrayContaining(['Read', 'mcp__drugs__lookup_target', 'mcp__drugs__add', 'mcp__calc__add']))
      expect(trap.seen).toEqual([])
    } finally {
      await mcp.close()
    }
  })

  it('mcp_tool_filter: a tool outside the filter is refused (the server never sees the call)', { timeout: RUN_BUDGET_MS }, async () => {
    const mcp = await startMcpHttpServer()
    try {
      server.on({ match: (r) => toolResults(r).length === 0 }, reply.toolCall('mcp__drugs__query_database', { sql: 'select 1' }))
      server.on({}, 'Could not query.')
      const { agent } = await ports({ ...model(), mcp_urls_dict: { drugs: mcp.url }, mcp_tool_filter: ['lookup_target'] } as ModelConfigInput)
      const result = await agent!.run({ messages: question, tools: [], workspacePath: ws })
      expect(result.traceMessages[1]?.tool_result?.is_error).toBe(true)
      expect(mcp.calls).toEqual([])
      expect(trap.seen).toEqual([])
    } finally {
      await mcp.close()
    }
  })

  it('refuses MCP settings Claude Code cannot honour, naming them, before any run', async () => {
    const env = { ANTHROPIC_API_KEY: 'k' }
    await expect(resolveModel({ ...model(), mcp_urls_dict: { files: { command: 'node', args: ['s.js'], cwd: '/srv' } } } as ModelConfigInput, { env })).rejects.toThrow(
      /mcp_urls_dict\.files\.cwd: claude_agent_sdk: Claude Code starts stdio servers in its own working directory/,
    )
    await expect(resolveModel({ ...model(), mcp_urls_dict: { d: 'http://127.0.0.1:1/mcp' }, mcp_tool_description_overrides: { lookup: 'x' } } as ModelConfigInput, { env })).rejects.toThrow(
      /mcp_tool_description_overrides: claude_agent_sdk: Claude Code offers MCP tools with their servers' own descriptions/,
    )
    expect(server.requests).toEqual([])
  })

  it('names a bad tool list, agent_env or missing key in the model config', async () => {
    const env = { ANTHROPIC_API_KEY: 'k' }
    await expect(resolveModel({ ...model(), extra_kwargs: { tools: 'Read' } }, { env })).rejects.toThrow('extra_kwargs.tools: must be a list of Claude Code tool names (got "Read")')
    await expect(resolveModel({ ...model(), extra_kwargs: { agent_env: { DEBUG: 1 } } }, { env })).rejects.toThrow(/extra_kwargs.agent_env: must be an object of string values/)
    await expect(resolveModel(model(), { env: {} })).rejects.toThrow(/ANTHROPIC_API_KEY/)
  })

  it('refuses TS agent tools, which Claude Code cannot call', async () => {
    const { agent } = await ports(model())
    const tool = { name: 'lookup', description: 'd', parameters: { type: 'object' }, execute: async () => 'x' }
    await expect(agent!.run({ messages: question, tools: [tool], workspacePath: ws })).rejects.toThrow(/TS agent tools \(lookup\) cannot be given to it/)
    expect(server.requests).toEqual([])
  })

  it('names a workspace that does not exist', async () => {
    const { agent } = await ports(model())
    await expect(agent!.run({ messages: question, tools: [], workspacePath: path.join(base, 'nope') })).rejects.toThrow(/workspace: directory ".*nope" does not exist/)
    expect(server.requests).toEqual([])
  })

  it('reports an API error as a ProviderError; a base URL off the loopback server only ever reaches the trap', { timeout: RUN_BUDGET_MS }, async () => {
    // 127.0.0.2 is loopback but not in NO_PROXY: the request goes to the trap proxy, which answers 401.
    const { agent } = await ports(model('http://127.0.0.2:9'))
    const error = await agent!.run({ messages: question, tools: [], workspacePath: ws }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderError)
    expect((error as ProviderError).message).toMatch(/^claude_agent_sdk: Claude Code run failed \(success, authentication_failed\): .*401/)
    expect((error as ProviderError).category).toBe('permanent')
    expect(trap.seen).toEqual(['POST http://127.0.0.2:9/v1/messages?beta=true'])
    expect(server.requests).toEqual([])
  })
})
