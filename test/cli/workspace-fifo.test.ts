// `workspace_copy: false` gives an answering agent the user's own directory. A FIFO there used to hang the run:
// read_file blocked a libuv thread forever, past --timeout, SIGINT and SIGTERM. Now the tool call is a tool
// error naming the FIFO, the agent answers, and `karenina verify` (a real process) finishes with exit 0.
import { execFileSync } from 'node:child_process'
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { batchBenchmark } from '../../packages/karenina/test/fixtures/batch/batch-fixtures.js'
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { exited, startKarenina } from './fixtures/karenina-cli.js'

let dir: string
let llm: LlmServer
let child: ReturnType<typeof startKarenina> | undefined
beforeAll(async () => {
  dir = realpathSync(await mkdtemp(join(tmpdir(), 'karenina-ws-fifo-')))
  llm = await startLlmServer()
  const toolText = (r: NormalizedRequest) => r.messages.find((m) => m.role === 'tool')?.text
  llm.on({ model: 'gpt-answerer', match: (r) => toolText(r) === undefined }, reply.toolCall('read_file', { path: 'pipe' }))
  llm.on({ model: 'gpt-answerer' }, (r) => `The tool said: ${toolText(r)}. The target is BCL2.`)
  llm.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
})
afterAll(async () => {
  // A regression would leave the CLI blocked for good: end it so the suite does not hang with it.
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  await llm?.close()
  await rm(dir, { recursive: true, force: true })
})

describe('a FIFO in an in-place workspace', () => {
  it("read_file on it is a tool error the agent reads; the run ends with exit 0", async () => {
    const root = join(dir, 'workspaces')
    const benchmark = batchBenchmark(1)
    mkdirSync(join(root, 'q1'), { recursive: true })
    execFileSync('mkfifo', [join(root, 'q1', 'pipe')])
    const question = benchmark.getQuestionIds()[0]!
    benchmark.updateQuestion(question, { workspacePath: 'q1' })
    const checkpoint = join(dir, 'bench.jsonld')
    await saveCheckpoint(benchmark, checkpoint)
    const config = join(dir, 'config.json')
    writeFileSync(
      config,
      JSON.stringify({
        answering_models: [{ interface: 'openai_endpoint', model_name: 'gpt-answerer', endpoint_base_url: llm.openaiBaseURL, endpoint_api_key: 'sk-test', extra_kwargs: { workspace_tools: 'read' } }],
        workspace_copy: false,
      }),
    )
    child = startKarenina(['verify', checkpoint, '--config', config, '-p', `openai_endpoint:gpt-judge@${llm.openaiBaseURL}`, '--workspace-root', root, '-o', join(dir, 'results.json'), '--progress', 'none'], {
      env: { OPENAI_API_KEY: 'sk-test' },
    })
    const run = await exited(child)
    expect(run.code, run.stderr).toBe(0)
    const seen = llm.requests.filter((r) => r.model === 'gpt-answerer').map((r) => r.messages.find((m) => m.role === 'tool')?.text).find((t) => t !== undefined)
    expect(seen).toContain('"pipe" is a FIFO (named pipe); only regular files can be read')
  }, 60_000)
})
