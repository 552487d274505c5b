import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMcpHttpServer, type McpHttpServer } from '../../packages/karenina/test/fixtures/mcp/mcp-test-server.js'
import { assertBuilt, copyFixture, runJest } from './helpers/jest-project.js'

// A real jest process runs describeBenchmark over 20 questions answered by an agent whose tools are on a
// real MCP server; the run records its cassette, then replays with both servers idle (as the vitest
// counterpart, test/vitest/agent-benchmark.test.ts).

const N = 20
const hasToolResults = (r: NormalizedRequest) => r.messages.some((m) => m.role === 'tool')

function scriptAgent(server: LlmServer): void {
  server.on(
    { model: 'gpt-answerer', match: (r) => !hasToolResults(r) },
    reply.toolCalls([
      { name: 'lookup_target', arguments: { drug: 'venetoclax' } },
      { name: 'add', arguments: { a: 1, b: 2 } },
      { name: 'query_database', arguments: { sql: 'select 1' } },
    ]),
  )
  server.on({ model: 'gpt-answerer' }, (r) => `The target is BCL2 [${/Question (\d+):/.exec(r.messages.find((m) => m.role === 'user')?.text ?? '')?.[1]}]`)
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
}

let project: ReturnType<typeof copyFixture>
beforeAll(() => {
  assertBuilt()
  project = copyFixture('agent-benchmark')
})
afterAll(() => {
  project?.cleanup()
})

describe('jest-karenina: describeBenchmark with an MCP agent', () => {
  it(`runs ${N} agent questions against the MCP server, then replays them offline with zero connections`, async () => {
    const run = async (llm: LlmServer, mcp: McpHttpServer, mode: 'record' | 'replay') => {
      const outcome = await runJest(project.dir, [], { OPENAI_BASE_URL: llm.openaiBaseURL, MCP_URL: mcp.url, KARENINA_REPLAY: mode, KARENINA_FIXED_TIME: '2026-02-03T04:05:06Z' })
      expect(outcome.code, outcome.output).toBe(0)
      expect(outcome.output).toMatch(new RegExp(`Tests: +${N} passed, ${N} total`))
      const set = loadResults(readFileSync(join(project.dir, 'karenina-results.json'), 'utf8'))
      expect(set.results).toHaveLength(N)
      for (const r of set.results) {
        expect(r.metadata.failure).toBeNull()
        expect(r.template?.answering_mcp_servers).toEqual(['bio'])
        expect(r.template?.agent_metrics).toMatchObject({ tool_calls: 3, tools_used: ['add', 'lookup_target', 'query_database'] })
        expect(r.template?.raw_llm_response).toContain('The target of venetoclax is BCL2.')
      }
      return set
    }

    const llm = await startLlmServer()
    const mcp = await startMcpHttpServer()
    scriptAgent(llm)
    try {
      await run(llm, mcp, 'record')
      expect(mcp.calls).toHaveLength(3 * N)
      // The tests shared one MCP session, closed after the last one (describeBenchmark's afterAll).
      expect(mcp.openSessions).toBe(0)
    } finally {
      await Promise.all([llm.close(), mcp.close()])
    }

    const idleLlm = await startLlmServer()
    const idleMcp = await startMcpHttpServer()
    try {
      await run(idleLlm, idleMcp, 'replay')
      expect(idleLlm.stats.connections).toBe(0)
      expect(idleMcp.connections).toBe(0)
    } finally {
      await Promise.all([idleLlm.close(), idleMcp.close()])
    }
  }, 240_000)
})
