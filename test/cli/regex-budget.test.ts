// A checkpoint whose patterns backtrack catastrophically ((a+)+$ against "a"*30 + "!": hours per search)
// through the `karenina` command as a user runs it: `validate` names them, `verify` completes with those
// questions as error results (a check that could not run is not a verdict), and SIGINT, SIGTERM or --timeout
// stop a run whose checks hang, keeping the finished results. Every wait is on an event (a result in the progress file, the process exit), never a clock.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { Benchmark, defineRubric, defineTemplate, exactMatch, field, readResultsFile, regexTrait, traceRegex, type VerificationResult } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
// The checkpoint writer is not re-exported from the package root yet.
import { saveCheckpoint } from '../../packages/karenina/src/benchmark/checkpoint/save-checkpoint.js'
import { exited, runKarenina, startKarenina } from './fixtures/karenina-cli.js'

const EVIL = '(a+)+$'
const TAIL = `${'a'.repeat(30)}!`
const N = 40

const Target = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch() }),
})
const Trailing = defineTemplate({
  target: field(z.string(), { description: 'The protein target named in the response', groundTruth: 'BCL2', check: exactMatch() }),
  trailing_as: field(z.boolean(), { description: 'Whether the response ends with a run of a', groundTruth: true, check: traceRegex({ pattern: EVIL }) }),
})

let server: LlmServer
let dir: string
let checkpoint: string
beforeAll(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-answerer' }, (request) => `The target is BCL2 [q${/Question (\d+):/.exec(request.lastUserText)?.[1]}] ${TAIL}`)
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
  dir = await mkdtemp(join(tmpdir(), 'karenina-cli-regex-'))
  const benchmark = Benchmark.create({ name: 'regex budget', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  // q0 and q1 have no pattern; every later question has a trace field and a rubric trait with the pattern.
  for (let i = 0; i < N; i++) {
    const evil = i >= 2
    benchmark.addQuestion({
      id: `q${i}`,
      question: `Question ${i}: what is the putative target of venetoclax?`,
      rawAnswer: 'BCL2',
      template: evil ? Trailing : Target,
      ...(evil ? { rubric: defineRubric({ regexTraits: [regexTrait({ name: 'trailing as', pattern: EVIL })] }) } : {}),
    })
  }
  checkpoint = join(dir, 'bench.jsonld')
  await saveCheckpoint(benchmark, checkpoint)
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

const env = { OPENAI_API_KEY: 'sk-test' }
function verifyArgs(output: string, ...extra: string[]): string[] {
  const model = (name: string) => `openai_endpoint:${name}@${server.openaiBaseURL}`
  return ['verify', checkpoint, '-a', model('gpt-answerer'), '-p', model('gpt-judge'), '--mode', 'template_and_rubric', '-o', output, '--progress', 'plain', ...extra]
}

async function savedResults(jsonl: string): Promise<VerificationResult[]> {
  const text = await readFile(jsonl, 'utf8').catch(() => '')
  return text
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as VerificationResult)
}

/** Resolves when the process has written `count` lines of progress ("[ k/N] …") to stderr. */
function progressLines(child: ReturnType<typeof startKarenina>, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if ((child.output.stderr.match(/^\[\s*\d+\/\d+\]/gm) ?? []).length >= count) resolve()
    }
    child.stderr!.on('data', check)
    child.on('close', () => reject(new Error(`karenina exited before ${count} results:\n${child.output.stderr}`)))
    check()
  })
}

describe('karenina validate', () => {
  it('names every vulnerable pattern with its question and field or trait, as a warning (exit 0)', async () => {
    const run = await runKarenina(['validate', checkpoint])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('valid:')
    expect(run.stderr).toContain(`warning: ${checkpoint}: question "q2" › field 'trailing_as' (TraceRegex): regular expression '(a+)+$' can backtrack catastrophically (exponential)`)
    expect(run.stderr).toContain(`warning: ${checkpoint}: question "q2" › rubric trait 'trailing as': regular expression '(a+)+$' can backtrack catastrophically (exponential)`)
    expect(run.stderr).not.toContain('"q0"')
    expect(run.stderr.match(/^warning: .*can backtrack catastrophically/gm)).toHaveLength(2 * (N - 2))
  }, 60_000)
})

describe('karenina verify with patterns that hang', () => {
  // A check that ran out of its budget decided nothing: an error result (exit 3 per the README's table), never
  // a wrong answer with exit 0 and the cause only in a warning.
  it('completes: each question whose check ran out of time is an error (exit 3), the questions without one pass', async () => {
    const out = await mkdtemp(join(dir, 'run-'))
    const output = join(out, 'results.json')
    const run = await runKarenina(verifyArgs(output, '-q', 'q0,q1,q2,q3', '--regex-timeout', '1'), { env })
    expect(run.code, run.stderr).toBe(3)
    const results = new Map((await readResultsFile(output)).results.map((r) => [r.metadata.question_id, r]))
    expect([...results.keys()].sort()).toEqual(['q0', 'q1', 'q2', 'q3'])
    for (const id of ['q0', 'q1']) expect(results.get(id)!.template?.verify_result, id).toBe(true)
    for (const id of ['q2', 'q3']) {
      const r = results.get(id)!
      expect(r.template?.verify_result ?? null, id).toBeNull()
      expect(r.metadata.failure, id).toMatchObject({ category: 'unexpected_error', stage: 'VerifyTemplate' })
      expect(r.metadata.failure?.reason, id).toMatch(/^Verification could not run: field 'trailing_as': regex timeout: regular expression '\(a\+\)\+\$' did not finish within 1000 ms/)
    }
  }, 120_000)

  // A check that hangs holds the main thread for at most one regex budget (here 1 s) per evaluation; the signal
  // is handled when it returns. Unhandled, the run would end with exit 0 after its 38 hanging questions.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    it(`${signal} while checks hang: stops, exits ${code}, and the progress file holds every finished result`, async () => {
      const out = await mkdtemp(join(dir, 'run-'))
      const output = join(out, 'results.json')
      const jsonl = join(out, 'results.results.jsonl')
      const child = startKarenina(verifyArgs(output, '--regex-timeout', '1'), { env })
      await progressLines(child, 2) // q0 and q1 are done; the checks of q2 now hang
      child.kill(signal)
      const stopped = await exited(child)
      expect(stopped.signal).toBeNull()
      expect(stopped.code).toBe(code)
      expect(stopped.stderr).toContain(`${signal}: stopping; results finished so far are kept in ${jsonl}`)
      expect(stopped.stdout).toContain('Partial summary')
      const saved = (await savedResults(jsonl)).map((r) => r.metadata.question_id)
      expect(saved.slice(0, 2).sort()).toEqual(['q0', 'q1'])
      expect(saved.length).toBeLessThan(N)
      expect(stopped.stderr).toContain(`the run was interrupted: ${saved.length} results finished, ${N - saved.length} tasks left.`)
    }, 120_000)
  }

  it('a bad KARENINA_REGEX_TIMEOUT_MS is bad input (exit 2) naming the variable, before any model call', async () => {
    const out = await mkdtemp(join(dir, 'run-'))
    const since = server.requests.length
    const run = await runKarenina(verifyArgs(join(out, 'results.json')), { env: { ...env, KARENINA_REGEX_TIMEOUT_MS: 'soon' } })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('KARENINA_REGEX_TIMEOUT_MS: must be a positive number of milliseconds')
    expect(server.requests.length).toBe(since)
  }, 60_000)

  it('--timeout stops a run whose checks hang (exit 3); the finished results are on disk', async () => {
    const out = await mkdtemp(join(dir, 'run-'))
    const output = join(out, 'results.json')
    const jsonl = join(out, 'results.results.jsonl')
    const run = await runKarenina(verifyArgs(output, '--regex-timeout', '1', '--timeout', '4'), { env })
    expect(run.code).toBe(3)
    expect(run.stderr).toContain('the run timed out')
    const saved = (await savedResults(jsonl)).map((r) => r.metadata.question_id)
    expect(saved.length).toBeLessThan(N)
    expect(run.stderr).toContain(`${saved.length} results finished, ${N - saved.length} tasks left.`)
  }, 120_000)
})
