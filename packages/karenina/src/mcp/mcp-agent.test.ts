import { createServer } from 'node:net'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest, type ToolCallSpec } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { batchBenchmark, NO_RETRIES } from '../../test/fixtures/batch/batch-fixtures.js'
import { runVerification } from '../batch/run-verification.js'
import type { ModelConfigInput } from '../config/model-config.js'
import { defineTool } from '../llm/define-tool.js'
import { resolveModel } from '../llm/resolve-model.js'
import { verifyResponse } from '../runner/runtime/verify-response.js'
import { Target } from '../../test/fixtures/batch/batch-fixtures.js'
import { McpSession } from './mcp-session.js'
import { parseModelConfig } from '../config/model-config.js'
import { VerificationResultSchema } from '../results/verification-result.js'
import { STDIO_SERVER, startMcpHttpServer, type McpHttpServer } from '../../test/fixtures/mcp/mcp-test-server.js'

let llm: LlmServer
let mcp: McpHttpServer
beforeEach(async () => {
  llm = await startLlmServer()
  mcp = await startMcpHttpServer()
})
afterEach(async () => {
  await mcp.close()
  await llm.close()
})

const THREE_CALLS: ToolCallSpec[] = [
  { name: 'lookup_target', arguments: { drug: 'venetoclax' } },
  { name: 'add', arguments: { a: 1, b: 2 } },
  { name: 'query_database', arguments: { sql: 'select target from drugs' } },
]
const hasToolResults = (r: Pick<NormalizedRequest, 'messages'>) => r.messages.some((m) => m.role === 'tool')

/** The answerer calls three tools, then answers from their results; the judge extracts BCL2. */
function scriptAgent(server: LlmServer, finalText: (r: NormalizedRequest) => string = (r) => (r.messages.find((m) => m.role === 'tool')?.text.includes('BCL2') ? 'The target is BCL2.' : 'unknown')): void {
  server.on({ model: /answerer/, match: (r) => !hasToolResults(r) }, reply.toolCalls(THREE_CALLS))
  server.on({ model: /answerer/ }, finalText)
  server.on({ model: /judge/ }, reply.json({ target: 'BCL2' }))
}

const openAiModel = (name: string, extra: Partial<ModelConfigInput> = {}): ModelConfigInput => ({
  interface: 'openai_endpoint',
  model_name: name,
  endpoint_base_url: llm.openaiBaseURL,
  endpoint_api_key: 'sk-test',
  ...extra,
})
const anthropicModel = (name: string, extra: Partial<ModelConfigInput> = {}): ModelConfigInput => ({
  interface: 'claude_tool',
  model_name: name,
  anthropic_base_url: llm.anthropicBaseURL,
  anthropic_api_key: 'sk-ant-test',
  ...extra,
})

async function closedPortUrl(): Promise<string> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return `http://127.0.0.1:${port}/mcp`
}

describe.each([
  ['OpenAI', openAiModel],
  ['Anthropic', anthropicModel],
] as const)('an answering agent on the %s SDK with an MCP server', (_provider, makeModel) => {
  it('calls the tools and the results carry answering_mcp_servers, agent_metrics and the trace', async () => {
    scriptAgent(llm)
    const results = await runVerification(
      batchBenchmark(3),
      {
        answering_models: [makeModel('gpt-answerer', { mcp_urls_dict: { bio: mcp.url } })],
        parsing_models: [openAiModel('gpt-judge')],
        retry_policy: NO_RETRIES,
      },
      { env: {} },
    )
    expect(results.results).toHaveLength(3)
    expect(mcp.calls).toHaveLength(9)
    // Tools listed once for the run: one MCP session, closed when the run ended.
    expect(mcp.openSessions).toBe(0)
    const offered = llm.requests.find((r) => r.model === 'gpt-answerer')!.tools.map((t) => t.name)
    expect(offered).toEqual(['lookup_target', 'add', 'query_database', 'crash', 'hang'])
    for (const r of results) {
      expect(r.metadata.failure).toBeNull()
      expect(r.template?.verify_result).toBe(true)
      expect(r.metadata.answering.tools).toEqual(['bio'])
      expect(r.template?.answering_mcp_servers).toEqual(['bio'])
      expect(r.template?.agent_metrics).toEqual({
        iterations: 2,
        tool_calls: 3,
        tools_used: ['add', 'lookup_target', 'query_database'],
        tool_call_counts: { lookup_target: 1, add: 1, query_database: 1 },
        suspect_failed_tool_calls: 1,
        suspect_failed_tools: ['query_database'],
        limit_reached: false,
      })
      const raw = r.template!.raw_llm_response!
      expect(raw).toContain('--- Tool Message')
      expect(raw).toContain('The target of venetoclax is BCL2.')
      expect(raw).toContain('Error: database unavailable: connection refused by db-01')
      expect(raw.trimEnd().endsWith('The target is BCL2.')).toBe(true)
      expect(VerificationResultSchema.safeParse(JSON.parse(JSON.stringify(r))).success).toBe(true)
    }
    // The tool results went back to the model, the failing one flagged as an error.
    const second = llm.requests.find((r) => r.model === 'gpt-answerer' && hasToolResults(r))!
    expect(second.messages.filter((m) => m.role === 'tool').map((m) => m.text)).toEqual([
      'The target of venetoclax is BCL2.',
      '3',
      'Error: database unavailable: connection refused by db-01',
    ])
  })

  it('a run that hits the model-call limit fails with recursion_limit and keeps the trace', async () => {
    llm.on({ model: /answerer/ }, reply.toolCalls([THREE_CALLS[1]!]))
    llm.on({ model: /judge/ }, reply.json({ target: 'BCL2' }))
    const results = await runVerification(
      batchBenchmark(1),
      {
        answering_models: [makeModel('gpt-answerer', { mcp_urls_dict: { bio: mcp.url }, agent_middleware: { limits: { model_call_limit: 3 } } })],
        parsing_models: [openAiModel('gpt-judge')],
        retry_policy: NO_RETRIES,
      },
      { env: {} },
    )
    const r = results.results[0]!
    expect(r.template?.recursion_limit_reached).toBe(true)
    expect(r.metadata.failure?.category).toBe('recursion_limit')
    expect(r.template?.verify_result).toBe(false)
    expect(r.template?.agent_metrics).toMatchObject({ iterations: 3, tool_calls: 3, limit_reached: true })
    expect(mcp.calls).toHaveLength(3)
  })

  it('an agent whose last message has no text fails trace validation', async () => {
    scriptAgent(llm, () => '')
    const results = await runVerification(
      batchBenchmark(1),
      { answering_models: [makeModel('gpt-answerer', { mcp_urls_dict: { bio: mcp.url } })], parsing_models: [openAiModel('gpt-judge')], retry_policy: NO_RETRIES },
      { env: {} },
    )
    const r = results.results[0]!
    expect(r.metadata.failure?.category).toBe('trace_validation')
    expect(r.template?.verify_result).toBe(false)
    expect(r.trace_extraction_error).toBe('Final AI message has no text content (only tool calls)')
  })
})

describe('agents in a run: servers down, TS tools', () => {
  it('a server down at start fails the questions of the model that needs it, naming it; the other model goes on', async () => {
    scriptAgent(llm)
    const down = await closedPortUrl()
    const results = await runVerification(
      batchBenchmark(2),
      {
        answering_models: [
          openAiModel('gpt-answerer', { id: 'live', mcp_urls_dict: { bio: mcp.url } }),
          openAiModel('gpt-answerer', { id: 'offline', mcp_urls_dict: { bio: down } }),
        ],
        parsing_models: [openAiModel('gpt-judge')],
        retry_policy: { ...NO_RETRIES, connection: { max_attempts: 1, backoff_min: 0.001, backoff_max: 0.001 } },
      },
      { env: {} },
    )
    expect(results.results).toHaveLength(4)
    const byModel = (id: string) => results.results.filter((r) => r.metadata.answering.config_id === id)
    for (const r of byModel('live')) expect(r.template?.verify_result).toBe(true)
    for (const r of byModel('offline')) {
      // One connection retry (the policy below), made once for the run and counted in each question's retry_counts.
      expect(r.metadata.retry_counts?.['connection']).toEqual({ used: 1, budget: 1 })
      expect(r.metadata.failure).toMatchObject({ category: 'connection', stage: 'GenerateAnswer', reason: 'connection retries exhausted' })
      expect(r.metadata.failure?.details?.['error_message']).toMatch(
        new RegExp(`^Adapter call failed: ProviderError: MCP server "bio": cannot connect to ${down.replaceAll('.', '\\.')}: fetch failed \\(gave up after 2 attempts`),
      )
      expect(r.template?.answering_mcp_servers).toEqual(['bio'])
    }
    // No answering call was made for the offline model's questions.
    expect(llm.requests.filter((r) => r.model === 'gpt-answerer' && !hasToolResults(r))).toHaveLength(2)
  })

  it('a server that dies mid-run: the question in flight sees error results, later ones fail as connection failures naming it', async () => {
    // The first answer turn kills the MCP server, as a crash would, before its tool calls reach it.
    llm.on({ model: /answerer/, match: (r) => !hasToolResults(r), times: 1 }, () => {
      mcp.kill()
      return reply.toolCalls(THREE_CALLS)
    })
    scriptAgent(llm)
    const results = await runVerification(
      batchBenchmark(3),
      { answering_models: [openAiModel('gpt-answerer', { mcp_urls_dict: { bio: mcp.url } })], parsing_models: [openAiModel('gpt-judge')], retry_policy: NO_RETRIES, async_max_workers: 1 },
      { env: {} },
    )
    const [first, ...rest] = [...results.results].sort((a, b) => a.metadata.question_id.localeCompare(b.metadata.question_id))
    expect(first!.metadata.failure).toBeNull() // the model answered despite the failed tools
    expect(first!.template?.agent_metrics).toMatchObject({ suspect_failed_tool_calls: 3, suspect_failed_tools: ['add', 'lookup_target', 'query_database'] })
    expect(first!.template?.raw_llm_response).toContain('Error: MCP server "bio": tool lookup_target failed: ')
    expect(rest).toHaveLength(2)
    for (const r of rest) {
      expect(r.metadata.failure).toMatchObject({ category: 'connection', stage: 'GenerateAnswer' })
      expect(r.metadata.failure?.details?.['error_message']).toMatch(/^Adapter call failed: McpServerError: MCP server "bio": cannot connect to /)
    }
  })

  it('TS tools given to runVerification are offered next to the MCP tools and enter the model identity', async () => {
    const note = defineTool({ name: 'note', description: 'Takes a note', parameters: z.object({ text: z.string() }), execute: ({ text }) => `noted: ${text}` })
    llm.on({ model: /answerer/, match: (r) => !hasToolResults(r) }, reply.toolCalls([{ name: 'note', arguments: { text: 'BCL2' } }, THREE_CALLS[0]!]))
    llm.on({ model: /answerer/ }, 'The target is BCL2.')
    llm.on({ model: /judge/ }, reply.json({ target: 'BCL2' }))
    const results = await runVerification(
      batchBenchmark(1),
      { answering_models: [openAiModel('gpt-answerer', { mcp_urls_dict: { bio: mcp.url }, mcp_tool_filter: ['lookup_target'] })], parsing_models: [openAiModel('gpt-judge')], retry_policy: NO_RETRIES },
      { env: {}, agentTools: [note] },
    )
    const r = results.results[0]!
    expect(r.metadata.failure).toBeNull()
    expect(r.metadata.answering.tools).toEqual(['bio', 'note'])
    expect(r.template?.agent_metrics?.tools_used).toEqual(['lookup_target', 'note'])
    expect(llm.requests[0]!.tools.map((t) => t.name)).toEqual(['note', 'lookup_target'])
  })
})

describe('stdio servers and bad servers in a run', () => {
  it('an agent uses a stdio server; a missing command and a server that is not MCP fail only their questions, naming them', async () => {
    scriptAgent(llm)
    const results = await runVerification(
      batchBenchmark(2),
      {
        answering_models: [
          openAiModel('gpt-answerer', { id: 'stdio', mcp_urls_dict: { bio: STDIO_SERVER } }),
          openAiModel('gpt-answerer', { id: 'ghost', mcp_urls_dict: { bio: { command: 'karenina-no-such-mcp-server' } } }),
          openAiModel('gpt-answerer', { id: 'not-mcp', mcp_urls_dict: { bio: llm.openaiBaseURL } }),
        ],
        parsing_models: [openAiModel('gpt-judge')],
        retry_policy: NO_RETRIES,
      },
      { env: {} },
    )
    expect(results.results).toHaveLength(6)
    const byModel = (id: string) => results.results.filter((r) => r.metadata.answering.config_id === id)
    for (const r of byModel('stdio')) {
      expect(r.metadata.failure).toBeNull()
      expect(r.template?.agent_metrics).toMatchObject({ tool_calls: 3, suspect_failed_tools: ['query_database'] })
    }
    for (const r of byModel('ghost')) {
      // A server that cannot be reached: a connection failure, its message naming the server and the command.
      expect(r.metadata.failure).toMatchObject({ category: 'connection', reason: 'connection retries exhausted' })
      expect(r.metadata.failure?.details?.['error_message']).toMatch(/^Adapter call failed: McpServerError: MCP server "bio": cannot connect to karenina-no-such-mcp-server: .*ENOENT/)
    }
    for (const r of byModel('not-mcp')) {
      expect(r.metadata.failure?.reason).toContain(`Adapter call failed: McpServerError: MCP server "bio": cannot connect to ${llm.openaiBaseURL}: `)
    }
  })
})

describe('matchers on a trace an agent produced', () => {
  it('toVerify (verifyResponse) judges an agent run with MCP tools: its trace and agent_metrics', async () => {
    scriptAgent(llm)
    const config = parseModelConfig(openAiModel('gpt-answerer', { mcp_urls_dict: { bio: mcp.url } }))
    await using session = new McpSession()
    const { agent } = await resolveModel(config, { env: {} })
    const run = await agent!.run({ messages: [{ role: 'user', content: 'What is the target of venetoclax?' }], tools: await session.toolsFor(config) })
    const outcome = await verifyResponse(run, Target, { question: 'What is the target of venetoclax?', judge: openAiModel('gpt-judge') })
    expect(outcome.pass, outcome.message()).toBe(true)
    expect(outcome.result.template?.agent_metrics).toMatchObject({ tool_calls: 3, suspect_failed_tools: ['query_database'] })
    expect(outcome.result.template?.raw_llm_response).toContain('--- Tool Message')
    // The judge read the agent's final message (use_full_trace_for_template is off by default).
    const judged = llm.requests.filter((r) => r.model === 'gpt-judge').map((r) => r.messages.map((m) => m.text).join('\n'))
    expect(judged.some((text) => text.includes('The target is BCL2.'))).toBe(true)
  })
})
