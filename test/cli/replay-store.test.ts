// `karenina verify --replay-store <file>` (Karenina's `--replay <store.json>`; our `--replay` is the cassette mode).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runCli } from '../../packages/karenina/src/cli/run-cli.js'
import { ReplayStore } from '../../packages/karenina/src/replay-store/replay-store.js'
import { saveReplayStore } from '../../packages/karenina/src/replay-store/replay-store-file.js'
import { EXAMPLE } from './fixtures/karenina-cli.js'

const CHECKPOINT = join(EXAMPLE, 'checkpoint.jsonld')

let server: LlmServer
let dir: string
beforeEach(async () => {
  server = await startLlmServer()
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-replay-store-'))
})
afterEach(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

async function cli(args: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = ''
  const sink = new Writable({ write: (_chunk, _enc, done) => done() })
  const err = new Writable({
    write: (chunk: Buffer, _enc, done) => {
      stderr += chunk.toString('utf8')
      done()
    },
  })
  const code = await runCli(args, { stdout: sink, stderr: err, env: { OPENAI_API_KEY: 'sk-test' }, cwd: dir })
  return { code, stderr }
}

async function questionIds(): Promise<string[]> {
  const doc = JSON.parse(await readFile(CHECKPOINT, 'utf8')) as { dataFeedElement: { '@id': string }[] }
  return doc.dataFeedElement.map((e) => e['@id'])
}

describe('karenina verify --replay-store', () => {
  it('verdicts from the store file: no answering or judge request, the results carry them', async () => {
    const ids = await questionIds()
    const store = new ReplayStore({ miss_policy: 'strict' })
    ids.forEach((id, i) => store.register({ question_id: id }, { raw_trace: `recorded answer ${i}`, verify_result: i !== 2 }))
    await saveReplayStore(store, join(dir, 'store.json'))
    const models = ['-a', `openai_endpoint:gpt-answerer@${server.openaiBaseURL}`, '-p', `openai_endpoint:gpt-judge@${server.openaiBaseURL}`]
    const run = await cli(['verify', CHECKPOINT, ...models, '--replay-store', 'store.json', '-o', 'results.json'])
    expect(server.requests).toHaveLength(0)
    const out = JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as { results: { metadata: { question_id: string }; template: { verify_result: boolean; raw_llm_response: string } }[] }
    const verdicts = Object.fromEntries(out.results.map((r) => [r.metadata.question_id, [r.template.verify_result, r.template.raw_llm_response]]))
    expect(verdicts).toEqual(Object.fromEntries(ids.map((id, i) => [id, [i !== 2, `recorded answer ${i}`]])))
    // A recorded failing verdict is a result, not an error.
    expect(run.code).toBe(0)
  })

  it('a store file of another version exits 2 naming the file', async () => {
    await writeFile(join(dir, 'old.json'), JSON.stringify({ version: 0, miss_policy: 'strict', entries: [] }))
    const run = await cli(['verify', CHECKPOINT, '-a', 'openai:gpt-4.1-mini', '-p', 'openai:gpt-4.1-mini', '--replay-store', 'old.json'])
    expect(run.stderr).toContain(`--replay-store: replay store ${join(dir, 'old.json')}: unsupported version 0 (expected 1)`)
    expect(run.code).toBe(2)
    expect(server.requests).toHaveLength(0)
  })
})
