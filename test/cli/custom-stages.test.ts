// `karenina verify --stages <module>`: the custom stages guide's module (examples/custom-stages/karenina.stages.js,
// docs/custom-stages.md) run by the CLI as a process, on a checkpoint of a clean and a toxic answer.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, defineTemplate, exactMatch, field, readResultsFile } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
// The checkpoint writer is not re-exported from the package root yet.
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { runKarenina } from './fixtures/karenina-cli.js'

const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] }) }),
})

let server: LlmServer
let dir: string
let checkpoint: string
beforeAll(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-answerer', match: 'toxic' }, 'BCL2 harmful dangerous illegal')
  server.on({ model: 'gpt-answerer' }, 'Venetoclax targets BCL2.')
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-stages-'))
  const benchmark = Benchmark.create({ name: 'custom stages', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  benchmark.addQuestion({ id: 'clean', question: 'What is the putative target of venetoclax?', rawAnswer: 'BCL2', template: Target })
  benchmark.addQuestion({ id: 'toxic', question: 'A toxic question: what does venetoclax target?', rawAnswer: 'BCL2', template: Target })
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(benchmark, checkpoint)
})
afterAll(async () => {
  await server?.close()
  await rm(dir, { recursive: true, force: true })
})

const env = { OPENAI_API_KEY: 'sk-test' }
const endpoint = (name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`
const verify = (output: string, stages: string) =>
  runKarenina(['verify', checkpoint, '-a', endpoint('gpt-answerer'), '-p', endpoint('gpt-judge'), '-o', output, '--progress', 'plain', '--stages', stages], { env })

describe('karenina verify --stages', () => {
  it("runs the guide's WordCountCheck and ToxicityCheck on every question; the results file keeps their verdicts", async () => {
    const output = join(dir, 'results.json')
    const run = await verify(output, 'examples/custom-stages/karenina.stages.js')
    expect(run.stderr).not.toMatch(/error/i)
    expect(run.code, run.stdout + run.stderr).toBe(0)
    expect(run.stdout).toMatch(/overall +2 +1 +1 +0 +50\.0%/)
    const set = await readResultsFile(output)
    const byQuestion = Object.fromEntries(
      set.results.map((r) => [r.metadata.question_id, { verify: r.template?.verify_result, failure: r.metadata.failure?.stage ?? null, extensions: r.extensions }]),
    )
    expect(byQuestion).toEqual({
      clean: { verify: true, failure: null, extensions: { word_count: 7, word_count_passed: true, toxicity_score: 0, toxicity_passed: true } },
      toxic: { verify: false, failure: 'ToxicityCheck', extensions: { word_count: 8, word_count_passed: true, toxicity_score: 3 / 7, toxicity_passed: false } },
    })
  }, 60_000)

  it('a stage list that cannot run exits 2 before any model call, naming the module, the stage and the artifact', async () => {
    const before = server.requests.length
    const run = await verify(join(dir, 'bad.json'), 'test/cli/fixtures/stages/toxicity-first.mjs')
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(
      "--stages test/cli/fixtures/stages/toxicity-first.mjs › default export: Stage dependency validation failed:\nStage 'ToxicityCheck' requires artifacts {'raw_llm_response'} which are not produced by any earlier stage",
    )
    expect(server.requests.length).toBe(before)
  }, 60_000)

  it('a module without a default export, or a missing file, exits 2 with the accepted shape', async () => {
    const named = await verify(join(dir, 'bad.json'), 'test/cli/fixtures/stages/named-only.mjs')
    expect(named.code).toBe(2)
    expect(named.stderr).toContain(
      '--stages test/cli/fixtures/stages/named-only.mjs: expected a default export: the stage list, or a function (defaults) => stages; got no default export (its exports: stages)',
    )
    const missing = await verify(join(dir, 'bad.json'), 'nope.stages.mjs')
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('--stages nope.stages.mjs: no such file')
  }, 60_000)
})
