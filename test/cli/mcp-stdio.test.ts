// `karenina verify --mcp-stdio 'name=command args…'`: the spawned CLI starts a real stdio MCP server (the
// SDK-built test server, run by node), the answering model calls its tools, and the server is gone after
// the run. Bad entries are usage errors naming the server; a command that cannot start fails its questions,
// naming the server and the command.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { batchBenchmark } from '../../packages/karenina/test/fixtures/batch/batch-fixtures.js'
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { runCli } from '../../packages/karenina/src/cli/run-cli.js'
import { STDIO_SERVER } from '../../packages/karenina/test/fixtures/mcp/mcp-test-server.js'
import { readResultsFile } from '../../packages/karenina/src/results/import.js'
import { runKarenina } from './fixtures/karenina-cli.js'

const N = 3
const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`
/** The test server's command line, as a user would type it in the --mcp-stdio value. */
const SERVER_LINE = [STDIO_SERVER.command, ...STDIO_SERVER.args].map(quote).join(' ')

let dir: string
let checkpoint: string
let llm: LlmServer
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-mcp-stdio-'))
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(batchBenchmark(N), checkpoint)
  llm = await startLlmServer()
  const hasToolResults = (r: NormalizedRequest) => r.messages.some((m) => m.role === 'tool')
  llm.on({ model: 'gpt-answerer', match: (r) => !hasToolResults(r) }, reply.toolCalls([{ name: 'lookup_target', arguments: { drug: 'venetoclax' } }]))
  // The final answer quotes what the tool said, so the result shows the stdio server answered.
  llm.on({ model: 'gpt-answerer' }, (r) => `From the tool: ${r.messages.find((m) => m.role === 'tool')?.text ?? 'nothing'}`)
  llm.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
})
afterAll(async () => {
  await llm?.close()
  await rm(dir, { recursive: true, force: true })
})

const models = () => ['-a', `openai_endpoint:gpt-answerer@${llm.openaiBaseURL}`, '-p', `openai_endpoint:gpt-judge@${llm.openaiBaseURL}`]

async function cli(args: string[]): Promise<{ code: number; stderr: string }> {
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  let err = ''
  stdout.resume()
  stderr.on('data', (c: Buffer) => (err += c.toString()))
  const code = await runCli(args, { stdout, stderr, env: { OPENAI_API_KEY: 'sk-test', NO_COLOR: '1' }, cwd: dir })
  return { code, stderr: err }
}

describe('karenina verify --mcp-stdio', () => {
  it('the spawned CLI runs a stdio MCP server; the agent answers with its tool', async () => {
    const output = join(dir, 'results.json')
    const run = await runKarenina(['verify', checkpoint, ...models(), '--mcp-stdio', `bio=${SERVER_LINE}`, '-o', output, '--progress', 'none'], {
      env: { OPENAI_API_KEY: 'sk-test' },
    })
    expect(run.code, run.stderr).toBe(0)
    const results = (await readResultsFile(output)).results
    expect(results).toHaveLength(N)
    for (const r of results) {
      expect(r.metadata.failure).toBeNull()
      expect(r.template?.answering_mcp_servers).toEqual(['bio'])
      expect(r.template?.agent_metrics).toMatchObject({ tool_calls: 1 })
      expect(r.template?.raw_llm_response).toContain('From the tool: The target of venetoclax is BCL2.')
    }
  }, 120_000)

  it.each([
    [['--mcp-stdio', 'bio='], `--mcp-stdio: server "bio" has no command (e.g. --mcp-stdio 'bio=node server.js')`],
    [['--mcp-stdio', '=node server.js'], `--mcp-stdio "=node server.js": expected name=command with the server's command line`],
    [['--mcp-stdio', `bio=node 'server.js`], '--mcp-stdio: server "bio": cannot read its command line: unclosed single quote at character 6'],
    [['--mcp-stdio', 'bio=node a.js', '--mcp-stdio', 'bio=node b.js'], '--mcp-stdio: server "bio" is given twice'],
    [['--mcp', 'bio=http://127.0.0.1:9/mcp', '--mcp-stdio', 'bio=node b.js'], 'server "bio" is given by both --mcp and --mcp-stdio'],
    [['--mcp', 'bio=node server.js'], `a stdio server (a command) goes in --mcp-stdio "bio=node server.js"`],
  ])('%j → exit 2 naming the server', async (flags, message) => {
    const run = await cli(['verify', checkpoint, ...models(), ...flags])
    expect(run.stderr).toContain(message)
    expect(run.code).toBe(2)
  })

  it('a command that cannot start fails the questions, the reason naming the server and the command', { timeout: 60_000 }, async () => {
    const output = join(dir, 'missing.json')
    const run = await cli(['verify', checkpoint, ...models(), '--mcp-stdio', `bio=${join(dir, 'no-such-server')} --stdio`, '-o', output, '--progress', 'none'])
    expect(run.code).toBe(3)
    const results = (await readResultsFile(output)).results
    expect(results).toHaveLength(N)
    for (const r of results) {
      // A server that cannot be reached, as the README promises (before: unexpected_error, read as a bug).
      expect(r.metadata.failure?.category).toBe('connection')
      expect(r.metadata.failure?.reason).toBe('connection retries exhausted')
      expect(r.metadata.failure?.details?.['error_message']).toContain(`MCP server "bio": cannot connect to ${join(dir, 'no-such-server')} --stdio: spawn ${join(dir, 'no-such-server')} ENOENT`)
    }
  })
})
