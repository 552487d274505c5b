// The exit-code contract of `karenina verify`, as a test runner's: 0 every result judged and the gate met;
// 1 wrong answers below --min-pass-rate; 2 usage errors; 3 some results are errors (never judged) unless
// --allow-errors; 4 an internal error (a bug). Spawned CLI against the loopback server, faults injected per question.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, defineTemplate, exactMatch, field, readResultsFile } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CLASSIC_PYTHON } from '../../packages/karenina/test/fixtures/benchmark/checkpoint/checkpoint-fixtures.js'
// The checkpoint writer is not re-exported from the package root yet.
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { runKarenina } from './fixtures/karenina-cli.js'

const N = 8
const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }),
})

let server: LlmServer
let dir: string
let checkpoint: string
let classicOnly: string
let fastRetries: string
beforeAll(async () => {
  server = await startLlmServer()
  const question = (text: string) => Number(/Question (\d+):/.exec(text)?.[1] ?? -1)
  // gpt-flaky: questions 0-5 always get a 500 (so retries run out), 6 and 7 are answered.
  server.on({ model: 'gpt-flaky', match: (r) => question(r.lastUserText) < 6 }, fault.serverError(500))
  server.on({ model: 'gpt-flaky' }, 'The target is BCL2.')
  server.on({ model: 'gpt-right' }, 'The target is BCL2.')
  server.on({ model: 'gpt-wrong', match: (r) => question(r.lastUserText) < 4 }, 'The target is MCL1.')
  server.on({ model: 'gpt-wrong' }, 'The target is BCL2.')
  server.on({ model: 'gpt-judge' }, (r) => reply.json({ target: JSON.stringify(r.messages).includes('MCL1') ? 'MCL1' : 'BCL2' }))
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-exit-'))
  const benchmark = Benchmark.create({ name: 'exit codes', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  for (let i = 0; i < N; i++) benchmark.addQuestion({ id: `q${i}`, question: `Question ${i}: what is the putative target of venetoclax?`, rawAnswer: 'BCL2', template: Target })
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(benchmark, checkpoint)
  const classic = Benchmark.create({ name: 'classic only', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  // A classic template whose class cannot be built (verify() has a syntax error): not even the Python sandbox runs it.
  const broken = CLASSIC_PYTHON.replace('return self.result == self.correct["result"]', 'return self.result ==')
  classic.addQuestion({ id: 'q-classic', question: 'What is 2+2?', rawAnswer: '4', templateSource: broken, templateProblem: 'classic' })
  classicOnly = join(dir, 'classic.jsonld')
  await saveCheckpoint(classic, classicOnly)
  // Server errors are retried once, at once: the run stays fast and the retries still run out.
  fastRetries = join(dir, 'config.json')
  await writeFile(fastRetries, JSON.stringify({ retry_policy: { server_error: { max_attempts: 1, backoff_min: 0, backoff_max: 0 } } }))
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

const env = { OPENAI_API_KEY: 'sk-test' }
function verifyArgs(bench: string, answering: string, ...extra: string[]): string[] {
  const model = (name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`
  return ['verify', bench, '-a', model(answering), '-p', model('gpt-judge'), '--config', fastRetries, '-c', '4', '--progress', 'plain', ...extra]
}

describe('karenina verify exit codes', () => {
  it('0 when every result was judged and passed (with and without a gate)', async () => {
    const [plain, gated] = await Promise.all([
      runKarenina(verifyArgs(checkpoint, 'gpt-right'), { env }),
      runKarenina(verifyArgs(checkpoint, 'gpt-right', '--min-pass-rate', '1'), { env }),
    ])
    expect(plain.stderr).not.toContain('karenina:')
    expect(plain.code).toBe(0)
    expect(gated.code).toBe(0)
    expect(gated.stdout).toContain(`pass rate 100.0% (${N}/${N}) meets --min-pass-rate 100.0%`)
  }, 60_000)

  it('1 when wrong answers put the pass rate below --min-pass-rate; 0 without a gate (a benchmark measures)', async () => {
    const [gated, ungated] = await Promise.all([
      runKarenina(verifyArgs(checkpoint, 'gpt-wrong', '--min-pass-rate', '0.8'), { env }),
      runKarenina(verifyArgs(checkpoint, 'gpt-wrong'), { env }),
    ])
    expect(gated.code).toBe(1)
    expect(gated.stderr).toContain('pass rate 50.0% (4/8) is below --min-pass-rate 80.0%')
    expect(ungated.code).toBe(0)
  }, 60_000)

  it('3 when 6 of 8 results are provider errors, naming their count and category; results are still written', async () => {
    const output = join(dir, 'flaky.json')
    const run = await runKarenina(verifyArgs(checkpoint, 'gpt-flaky', '-o', output), { env })
    expect(run.stderr).not.toContain('karenina:')
    expect(run.code).toBe(3)
    expect(run.stderr).toContain('6 of 8 results are errors (server_error 6): they were not judged. Exit 3')
    const results = (await readResultsFile(output)).results
    expect(results.filter((r) => r.metadata.failure?.category === 'server_error')).toHaveLength(6)
  }, 60_000)

  it('--allow-errors counts errors as not passed: 0 without a gate, 1 below it', async () => {
    const [allowed, gated] = await Promise.all([
      runKarenina(verifyArgs(checkpoint, 'gpt-flaky', '--allow-errors'), { env }),
      runKarenina(verifyArgs(checkpoint, 'gpt-flaky', '--allow-errors', '--min-pass-rate', '0.5'), { env }),
    ])
    expect(allowed.code).toBe(0)
    expect(allowed.stderr).toContain('6 of 8 results are errors (server_error 6): they were not judged; --allow-errors counts them as not passed')
    expect(gated.code).toBe(1)
    expect(gated.stderr).toContain('pass rate 25.0% (2/8) is below --min-pass-rate 50.0%')
  }, 60_000)

  it('3 when the only result is an unrunnable template (validate exits 1 on the same file)', async () => {
    const [run, validate] = await Promise.all([runKarenina(verifyArgs(classicOnly, 'gpt-right'), { env }), runKarenina(['validate', classicOnly])])
    expect(validate.code).toBe(1)
    expect(run.stderr).not.toContain('karenina:')
    expect(run.code).toBe(3)
    expect(run.stderr).toContain('1 of 1 results is an error (template_validation 1)')
  }, 60_000)

  it('2 for a usage error, before any model call', async () => {
    const since = server.requests.length
    const run = await runKarenina(verifyArgs(checkpoint, 'gpt-right', '--min-pass-rate', 'lots'), { env })
    expect(run.code).toBe(2)
    expect(server.requests.length).toBe(since)
  })

  it('4 for an internal error (a bug): the message says so with the stack; results finished before it are kept', async () => {
    // KARENINA_TEST_FAULT=progress makes the CLI's own progress listener throw a plain Error at the first
    // finished result, as a bug there would (docs/cli.md, "Exit codes").
    const output = join(dir, 'internal.json')
    const run = await runKarenina(verifyArgs(checkpoint, 'gpt-right', '-c', '1', '-o', output), { env: { ...env, KARENINA_TEST_FAULT: 'progress' } })
    expect(run.code).toBe(4)
    expect(run.stderr).toContain('karenina: internal error (a bug in karenina: please report it with this message): Error: fault injected by KARENINA_TEST_FAULT=progress')
    expect(run.stderr).toMatch(/^ +at .*test-fault\.ts/m)
    // The result that finished before the fault is in the progress file beside --output (resumable).
    const saved = (await readFile(join(dir, 'internal.results.jsonl'), 'utf8')).trim().split('\n')
    expect(saved.length).toBeGreaterThanOrEqual(1)
    // Without the hook, the same command exits 0.
    const clean = await runKarenina(verifyArgs(checkpoint, 'gpt-right', '-c', '1'), { env })
    expect(clean.code).toBe(0)
  }, 60_000)

  it('documents the table in verify --help', async () => {
    const help = await runKarenina(['verify', '--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('--allow-errors')
    expect(help.stdout).toMatch(/3\s+not every result was judged/)
    expect(help.stdout).toContain('some results are errors')
  })
})
