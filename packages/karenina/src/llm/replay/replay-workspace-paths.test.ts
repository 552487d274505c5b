import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineTool } from '../define-tool.js'
import { resolveModel } from '../resolve-model.js'
import { resetCassettes } from './cassette.js'
import { maskWorkspacePaths } from './replay-ports.js'

let dir: string
let cassette: string
let server: LlmServer
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-cassette-ws-'))
  cassette = join(dir, 'cassette.json')
  server = await startLlmServer()
  resetCassettes()
})
afterEach(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

// Two runs of one task: another checkout, another second, another process.
const RECORDED = '/home/ci/repo/examples/ws/q1_run_20260102T030405_pid4242'
const REPLAYED = '/Users/me/src/karenina/examples/ws/q1_run_20261124T235959_pid7_rep2_3'

const readTool = defineTool({ name: 'read_file', description: 'Reads a file', parameters: z.object({ path: z.string() }), execute: () => 'a,b\n1,2\n' })
const question = (ws: string) => [{ role: 'user' as const, content: `Summarise the data.\n\nYour working directory is ${ws}. Any input files…` }]

describe('workspace copies in cassettes', () => {
  it('masks the copy path: the same request keys alike in another run, and the replayed trace names the new copy', async () => {
    server.on({ match: 'Report:' }, reply.json({ columns: 2 }))
    server.on({ match: (r) => !r.messages.some((m) => m.role === 'tool') }, reply.toolCall('read_file', { path: `${RECORDED}/data.csv` }))
    server.on({}, `Read ${RECORDED}/data.csv: two columns.`)
    const options = { baseURL: server.openaiBaseURL, apiKey: 'sk-test', env: {} }
    const live = await resolveModel('openai:gpt-4.1-mini', { ...options, replay: { mode: 'record', cassette } })
    const recorded = await live.agent!.run({ messages: question(RECORDED), tools: [readTool], workspacePath: RECORDED })
    expect(recorded.finalResponse).toBe(`Read ${RECORDED}/data.csv: two columns.`)
    const parse = { messages: [{ role: 'user' as const, content: `Report:\n${recorded.rawTrace}` }], schema: { type: 'object' }, validate: (raw: unknown) => raw }
    await live.parser.parse(parse)
    const text = await readFile(cassette, 'utf8')
    expect(text).not.toContain('/home/ci')
    expect(text).toContain('<workspace>/data.csv')
    await server.close()

    resetCassettes()
    const offline = await resolveModel('openai:gpt-4.1-mini', { env: {}, replay: { mode: 'replay', cassette } })
    const replayed = await offline.agent!.run({ messages: question(REPLAYED), tools: [readTool], workspacePath: REPLAYED })
    expect(replayed.finalResponse).toBe(`Read ${REPLAYED}/data.csv: two columns.`)
    expect(replayed.traceMessages[0]!.tool_calls![0]!.input).toEqual({ path: `${REPLAYED}/data.csv` })
    // The judge's next call carries the replayed trace (new path): it keys like the recorded one.
    const parsed = await offline.parser.parse({ ...parse, messages: [{ role: 'user', content: `Report:\n${replayed.rawTrace}` }] })
    expect(parsed.value).toEqual({ columns: 2 })
  })

  it('recognises only workspace-copy names, not other paths', () => {
    expect(maskWorkspacePaths({ a: [`in ${RECORDED}/out/r.csv, "${REPLAYED}".`] })).toEqual({ a: ['in <workspace>/out/r.csv, "<workspace>".'] })
    expect(maskWorkspacePaths('C:\\runs\\q1_run_20260102T030405_pid9\\out')).toBe('<workspace>\\out')
    expect(maskWorkspacePaths('/tmp/q1/out/report.csv and out/run_20260102T030405_pid9x')).toBe('/tmp/q1/out/report.csv and out/run_20260102T030405_pid9x')
  })

  it('masks a directory judged in place by its exact path, not a sibling sharing its prefix', () => {
    const ws = '/tmp/karenina-x1/agent-run'
    expect(maskWorkspacePaths(`dir ${ws}/out/r.csv, ${ws}. ${ws}-2 ${ws}.bak /private${ws}`, [ws, `/private${ws}`])).toBe(
      `dir <workspace>/out/r.csv, <workspace>. ${ws}-2 ${ws}.bak <workspace>`,
    )
    expect(maskWorkspacePaths('a (b)+ /x', ['(b)+'])).toBe('a <workspace> /x')
  })

  // Tool output can be a long unbroken run of text with many slashes (base64): scanning forward from every `/`
  // would take hours here; finding the suffix first is linear. The generous timeout is the budget.
  it('masks in time linear in the text, even over a megabyte with no whitespace', { timeout: 10_000 }, () => {
    const blob = 'ab/'.repeat(350_000)
    expect(maskWorkspacePaths(`${blob}_run_20260102T030405_pid1 and ${blob}`)).toBe(`ab<workspace> and ${blob}`)
  })
})
