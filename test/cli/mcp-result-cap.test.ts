// A tool result is capped at MCP_RESULT_MAX_BYTES before the model, the trace, the results file and the HTML report
// see it: an MCP server (the SDK's server side, Streamable HTTP on 127.0.0.1) answers a call with 10 MiB of text,
// and `karenina verify --mcp` runs as a process. Before, the whole 10 MiB went into every later request and
// made a report of over 100 MB.
import { statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { batchBenchmark } from '../../packages/karenina/test/fixtures/batch/batch-fixtures.js'
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { startMcpHttpServer, type McpHttpServer } from '../../packages/karenina/test/fixtures/mcp/mcp-test-server.js'
import { MCP_RESULT_MAX_BYTES } from '../../packages/karenina/src/mcp/mcp-connection.js'
import { readResultsFile } from '../../packages/karenina/src/results/import.js'
import { runKarenina } from './fixtures/karenina-cli.js'

const HUGE = 10 * 1024 * 1024
let dir: string
let checkpoint: string
let llm: LlmServer
let mcp: McpHttpServer
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-mcp-cap-'))
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(batchBenchmark(1), checkpoint)
  mcp = await startMcpHttpServer({
    register: (server) => server.registerTool('dump', { description: 'Dumps the whole database' }, async () => ({ content: [{ type: 'text', text: `BCL2 ${'x'.repeat(HUGE)}` }] })),
  })
  llm = await startLlmServer()
  const toolText = (r: NormalizedRequest) => r.messages.find((m) => m.role === 'tool')?.text
  llm.on({ model: 'gpt-answerer', match: (r) => toolText(r) === undefined }, reply.toolCalls([{ name: 'dump', arguments: {} }]))
  llm.on({ model: 'gpt-answerer' }, 'The target is BCL2.')
  llm.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
})
afterAll(async () => {
  await mcp?.close()
  await llm?.close()
  await rm(dir, { recursive: true, force: true })
})

describe('MCP tool results are capped', () => {
  it('a 10 MiB result reaches the model cut to the cap with a marker; results and report stay small', async () => {
    const output = join(dir, 'results.json')
    const html = join(dir, 'report.html')
    const model = (name: string) => `openai_endpoint:${name}@${llm.openaiBaseURL}`
    const run = await runKarenina(['verify', checkpoint, '-a', model('gpt-answerer'), '-p', model('gpt-judge'), '--mcp', `big=${mcp.url}`, '-o', output, '--html', html, '--progress', 'none'], {
      env: { OPENAI_API_KEY: 'sk-test' },
    })
    expect(run.code, run.stderr).toBe(0)
    const seen = llm.requests.filter((r) => r.model === 'gpt-answerer').map((r) => r.messages.find((m) => m.role === 'tool')?.text).find((t) => t !== undefined)!
    const marker = `\n[truncated by karenina: the tool returned ${HUGE + 5} bytes; the first ${MCP_RESULT_MAX_BYTES} are shown]`
    expect(seen.endsWith(marker)).toBe(true)
    expect(Buffer.byteLength(seen) - marker.length).toBe(MCP_RESULT_MAX_BYTES)
    expect(seen.startsWith('BCL2 xxx')).toBe(true)
    const [result] = (await readResultsFile(output)).results
    expect(result!.metadata.failure).toBeNull()
    expect(statSync(output).size).toBeLessThan(4 * MCP_RESULT_MAX_BYTES)
    expect(statSync(html).size).toBeLessThan(8 * MCP_RESULT_MAX_BYTES)
  }, 120_000)
})
