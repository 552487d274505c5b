// A 50-question benchmark answered by a tool-using agent (3 MCP tool calls per question), run through the
// CLI and through the benchmark-test runner (describeBenchmark's core), recorded, then replayed offline:
// no LLM server and no MCP server gets a single connection.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest, type ToolCallSpec } from '@karenina/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { batchBenchmark } from '../../test/fixtures/batch/batch-fixtures.js'
import { saveCheckpoint } from '../benchmark/checkpoint/save-checkpoint.js'
import { runCli } from '../cli/run-cli.js'
import { resetCassettes } from '../llm/replay/cassette.js'
import { readResultsFile } from '../results/import.js'
import type { VerificationResult } from '../results/verification-result.js'
import { closeBenchmarkTests, planBenchmarkTests, runPlannedTest } from '../runner/runtime/plan-benchmark-tests.js'
import { startMcpHttpServer, type McpHttpServer } from '../../test/fixtures/mcp/mcp-test-server.js'

const N = 50
const CALLS: ToolCallSpec[] = [
  { name: 'lookup_target', arguments: { drug: 'venetoclax' } },
  { name: 'add', arguments: { a: 1, b: 2 } },
  { name: 'query_database', arguments: { sql: 'select 1' } },
]

function scriptAgent(server: LlmServer): void {
  const hasToolResults = (r: NormalizedRequest) => r.messages.some((m) => m.role === 'tool')
  server.on({ model: 'gpt-answerer', match: (r) => !hasToolResults(r) }, reply.toolCalls(CALLS))
  server.on({ model: 'gpt-answerer' }, (r) => `The target is BCL2 [${/Question (\d+):/.exec(r.messages.find((m) => m.role === 'user')?.text ?? '')?.[1]}]`)
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
}

function expectAgentResults(results: readonly VerificationResult[]): void {
  expect(results).toHaveLength(N)
  expect(new Set(results.map((r) => r.metadata.question_id)).size).toBe(N)
  for (const r of results) {
    expect(r.metadata.failure).toBeNull()
    expect(r.metadata.answering.tools).toEqual(['bio'])
    expect(r.template?.answering_mcp_servers).toEqual(['bio'])
    expect(r.template?.agent_metrics).toMatchObject({ iterations: 2, tool_calls: 3, suspect_failed_tools: ['query_database'] })
    expect(r.template?.raw_llm_response).toContain('The target of venetoclax is BCL2.')
  }
}

/** The results without what differs between two runs (timestamps, run names, timings). */
function comparable(results: readonly VerificationResult[]) {
  return [...results]
    .sort((a, b) => a.metadata.question_id.localeCompare(b.metadata.question_id))
    .map((r) => ({ id: r.metadata.question_id, template: { ...r.template, usage_metadata: null }, answering: r.metadata.answering }))
}

let dir: string
let checkpoint: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-agent-bench-'))
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(batchBenchmark(N), checkpoint)
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  let out = ''
  let err = ''
  stdout.on('data', (c: Buffer) => (out += c.toString()))
  stderr.on('data', (c: Buffer) => (err += c.toString()))
  const code = await runCli(args, { stdout, stderr, env: { OPENAI_API_KEY: 'sk-test', NO_COLOR: '1' }, cwd: dir })
  return { code, stdout: out, stderr: err }
}

/** Idle servers: a run that touches them shows up in their counters. */
async function idleServers(): Promise<{ llm: LlmServer; mcp: McpHttpServer }> {
  return { llm: await startLlmServer(), mcp: await startMcpHttpServer() }
}

describe(`a ${N}-question agent benchmark with an MCP server`, () => {
  it('runs through `karenina verify --mcp`, records a cassette, and replays offline with zero connections', async () => {
    const llm = await startLlmServer()
    const mcp = await startMcpHttpServer()
    scriptAgent(llm)
    const cassette = join(dir, 'cli.cassette.json')
    const model = (server: LlmServer, name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`
    const args = (server: LlmServer, mcpUrl: string, output: string, mode: string) =>
      ['verify', checkpoint, '-a', model(server, 'gpt-answerer'), '-p', model(server, 'gpt-judge'), '--mcp', `bio=${mcpUrl}`]
        .concat(['-c', '8', '-o', output, '--progress', 'none', '--replay', mode, '--cassette', cassette])
    const recorded = await cli(args(llm, mcp.url, join(dir, 'recorded.json'), 'record'))
    expect(recorded.code, recorded.stderr).toBe(0)
    expect(mcp.calls).toHaveLength(3 * N)
    expect(mcp.openSessions).toBe(0)
    await Promise.all([llm.close(), mcp.close()])
    const live = await readResultsFile(join(dir, 'recorded.json'))
    expectAgentResults(live.results)

    resetCassettes() // as a new process would: read the file again
    const idle = await idleServers()
    try {
      const replayed = await cli(args(idle.llm, idle.mcp.url, join(dir, 'replayed.json'), 'replay'))
      expect(replayed.code, replayed.stderr).toBe(0)
      expect(idle.llm.stats.connections).toBe(0)
      expect(idle.mcp.connections).toBe(0)
      const offline = await readResultsFile(join(dir, 'replayed.json'))
      expectAgentResults(offline.results)
      expect(comparable(offline.results)).toEqual(comparable(live.results))
    } finally {
      await Promise.all([idle.llm.close(), idle.mcp.close()])
    }
    expect(await readFile(cassette, 'utf8')).toContain('"deferred_tools"')
  }, 120_000)

  it('runs as benchmark tests (describeBenchmark), then replays them offline with zero connections', async () => {
    const llm = await startLlmServer()
    const mcp = await startMcpHttpServer()
    scriptAgent(llm)
    const cassette = join(dir, 'tests.cassette.json')
    const planFor = (server: LlmServer, mcpUrl: string, mode: 'record' | 'replay') =>
      planBenchmarkTests(batchBenchmark(N), {
        judgeModel: { interface: 'openai_endpoint', model_name: 'gpt-judge', endpoint_base_url: server.openaiBaseURL, endpoint_api_key: 'sk-test' },
        answeringModels: [
          { interface: 'openai_endpoint', model_name: 'gpt-answerer', endpoint_base_url: server.openaiBaseURL, endpoint_api_key: 'sk-test', mcp_urls_dict: { bio: mcpUrl } },
        ],
        cassette: { file: cassette, mode },
        env: {},
      })
    const run = async (plan: ReturnType<typeof planFor>) => {
      try {
        return await Promise.all(plan.map((planned) => runPlannedTest(planned)))
      } finally {
        await closeBenchmarkTests(plan)
      }
    }
    const live = await run(planFor(llm, mcp.url, 'record'))
    expectAgentResults(live)
    // Listed once for the whole plan: one MCP session, closed by closeBenchmarkTests.
    expect(mcp.calls).toHaveLength(3 * N)
    expect(mcp.openSessions).toBe(0)
    await Promise.all([llm.close(), mcp.close()])

    resetCassettes()
    const idle = await idleServers()
    try {
      const offline = await run(planFor(idle.llm, idle.mcp.url, 'replay'))
      expectAgentResults(offline)
      expect(idle.llm.stats.connections).toBe(0)
      expect(idle.mcp.connections).toBe(0)
      expect(comparable(offline)).toEqual(comparable(live))
    } finally {
      await Promise.all([idle.llm.close(), idle.mcp.close()])
    }
  }, 120_000)
})
