// describeBenchmark({ regrade }) under real jest and real vitest (issue 33 item 2): each runner first makes a stored
// run (the answering model asked, its replies recorded in the test file's cassette `__karenina__/regrade.test.js.json`,
// its results written by the karenina reporter), then re-grades that run's results file and its cassette with
// another judge. The loopback server counts the answering requests, so "zero answering calls" is measured.
import { copyFile, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { loadResults, type VerificationResult } from 'karenina'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { assertBuilt, copyProject, KARENINA_BIN, runJest, runNode } from '../jest/helpers/jest-project.js'
import { answers, fixtureEnv, judgeSees } from '../jest/helpers/scripted-models.js'
import { fixtureProject } from '../vitest/support/fixture-project.js'

const FIXTURES = join(import.meta.dirname, 'fixtures')

interface ReportedAssertion {
  fullName: string
  status: string
  failureMessages: string[]
}

interface Phase {
  code: number | null
  output: string
  tests: ReportedAssertion[]
  results: VerificationResult[]
  /** Requests the loopback server received per model during this run. */
  requests: Record<string, number>
}

interface RunnerRuns {
  stored: Phase
  regraded: Phase
  /** The stored inputs, as the re-grade run was given them (the cassette absolute, the results file relative). */
  cassette: string
  resultsFile: string
  /** `karenina regrade` of the runner's test-file cassette, as a process. */
  cli: { code: number | null; output: string; requests: Record<string, number>; results: VerificationResult[] }
}

let server: LlmServer

/** Runs one phase of the fixture project in `dir`; `run` starts the runner. */
async function phase(dir: string, run: () => Promise<{ code: number | null; output: string }>): Promise<Phase> {
  const before = server.requests.length
  const { code, output } = await run()
  const requests: Record<string, number> = {}
  for (const r of server.requests.slice(before)) requests[r.model ?? '?'] = (requests[r.model ?? '?'] ?? 0) + 1
  const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as { testResults: { assertionResults: ReportedAssertion[] }[] }
  const file = join(dir, 'karenina-results.json')
  return { code, output, requests, tests: report.testResults.flatMap((r) => r.assertionResults), results: loadResults(await readFile(file, 'utf8'), { source: file }).results }
}

/** The stored run, then the re-grade of its results file and its cassette, in one project. */
async function storedThenRegraded(dir: string, start: (env: Record<string, string>) => Promise<{ code: number | null; output: string }>): Promise<RunnerRuns> {
  const stored = await phase(dir, () => start(fixtureEnv(server, { KARENINA_REPLAY: 'record' })))
  // Kept apart: the re-grade run writes its own results file.
  await copyFile(join(dir, 'karenina-results.json'), join(dir, 'stored-results.json'))
  const cassette = join(dir, '__karenina__', 'regrade.test.js.json')
  const cli = await regradeWithCli(dir, cassette)
  const regraded = await phase(dir, () =>
    start(fixtureEnv(server, { KARENINA_JUDGE_MODEL: 'openai:gpt-judge-lenient', REGRADE_RESULTS: 'stored-results.json', REGRADE_CASSETTE: cassette })),
  )
  return { stored, regraded, cassette, resultsFile: join(dir, 'stored-results.json'), cli }
}

/** The test file's cassette re-graded by the CLI, against the benchmark the test file uses (saved as a checkpoint). */
async function regradeWithCli(dir: string, cassette: string): Promise<RunnerRuns['cli']> {
  const env = fixtureEnv(server)
  const save = await runNode(['--input-type=module', '-e', "const { benchmark } = await import('./bench.js'); const { saveCheckpoint } = await import('karenina'); await saveCheckpoint(benchmark, 'bench.jsonld')"], { cwd: dir, env })
  expect(save.code, save.output).toBe(0)
  const before = server.requests.length
  const run = await runNode([KARENINA_BIN, 'regrade', cassette, '--checkpoint', 'bench.jsonld', '-p', 'openai:gpt-judge-lenient', '-o', 'cli-regraded.json', '--allow-errors', '--progress', 'none'], { cwd: dir, env })
  const requests: Record<string, number> = {}
  for (const r of server.requests.slice(before)) requests[r.model ?? '?'] = (requests[r.model ?? '?'] ?? 0) + 1
  const results = run.code === 0 ? loadResults(await readFile(join(dir, 'cli-regraded.json'), 'utf8')).results : []
  return { code: run.code, output: run.output, requests, results }
}

const runners: Record<'jest' | 'vitest', () => Promise<RunnerRuns>> = {
  async jest() {
    const project = copyProject(join(FIXTURES, 'regrade'))
    try {
      await copyFile(join(project.dir, 'adapter.jest.js'), join(project.dir, 'adapter.js'))
      return await storedThenRegraded(project.dir, async (env) => {
        const run = await runJest(project.dir, ['--json', '--outputFile=report.json'], env)
        return { code: run.code, output: run.output }
      })
    } finally {
      project.cleanup()
    }
  },
  async vitest() {
    const project = await fixtureProject('regrade', 4, [], FIXTURES)
    try {
      await copyFile(join(project.dir, 'adapter.vitest.js'), join(project.dir, 'adapter.js'))
      return await storedThenRegraded(project.dir, async (env) => {
        const run = await project.vitest(['run'], env)
        return { code: run.code, output: `${run.stdout}\n${run.stderr}` }
      })
    } finally {
      await project.remove()
    }
  },
}

beforeAll(async () => {
  assertBuilt()
  server = await startLlmServer()
  answers(server, 'Wrongly', 'Venetoclax targets MCL1.')
  answers(server, 'venetoclax', 'Venetoclax targets BCL2.')
  // The stored run's judge reads what the answer names; the re-grade's judge always says BCL2.
  judgeSees(server, 'MCL1', { target: 'MCL1' })
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
  server.on({ model: 'gpt-judge-lenient' }, reply.json({ target: 'BCL2' }))
})
afterAll(async () => {
  await server?.close()
})

describe.each(['jest', 'vitest'] as const)('%s adapter: describeBenchmark({ regrade })', (runner) => {
  let runs: RunnerRuns
  const test_ = (p: Phase, fullName: string) => p.tests.find((t) => t.fullName === fullName)

  beforeAll(async () => {
    runs = await runners[runner]()
  }, 240_000)

  test('the stored run asked the answering model once per question and recorded its replies', () => {
    expect(runs.stored.requests['gpt-answerer'], runs.stored.output).toBe(2)
    expect(runs.stored.tests.map((t) => `${t.fullName}: ${t.status}`).sort()).toEqual(['stored run right: passed', 'stored run wrong: failed'])
  })

  test('the re-grade makes zero answering requests: one judge call per stored answer, from the results file and from the cassette', () => {
    expect(runs.regraded.requests['gpt-answerer'] ?? 0, runs.regraded.output).toBe(0)
    expect(runs.regraded.requests).toEqual({ 'gpt-judge-lenient': 4 })
  })

  test('each stored answer is re-judged by the new judge; a question without one fails, naming the file and the question', () => {
    const statuses = runs.regraded.tests.map((t) => `${t.fullName}: ${t.status}`).sort()
    expect(statuses, runs.regraded.output).toEqual([
      'from cassette right: passed',
      'from cassette unasked: failed',
      'from cassette wrong: passed',
      'from results right: passed',
      'from results unasked: failed',
      'from results wrong: passed',
      'regrade beside answeringModels is refused, naming the option: passed',
    ])
    expect(runs.regraded.code).toBe(1)
    expect(test_(runs.regraded, 'from results unasked')?.failureMessages.join('\n')).toContain(
      `BenchmarkTestFailure: no stored answer to question unasked from langchain:gpt-answerer in ${runs.resultsFile}: describeBenchmark({ regrade }) re-judges stored answers and never asks the answering model`,
    )
    expect(test_(runs.regraded, 'from cassette unasked')?.failureMessages.join('\n')).toContain(`no stored answer to question unasked from langchain:gpt-answerer in ${runs.cassette}`)
  })

  test("karenina regrade reads the runner's test-file cassette too: zero answering requests", () => {
    expect(runs.cli.code, runs.cli.output).toBe(0)
    expect(runs.cli.requests).toEqual({ 'gpt-judge-lenient': 2 })
    expect(runs.cli.output).toContain('answers reused from regrade.test.js.json: 2 of 3 results (answering calls: 0; langchain:gpt-answerer)')
    expect(runs.cli.results.map((r) => [r.metadata.question_id, r.template?.verify_result ?? null, r.metadata.failure?.reason.startsWith('Replay strict miss') ?? false]).sort()).toEqual([
      ['right', true, false],
      ['unasked', null, true],
      ['wrong', true, false],
    ])
  })

  test('the reporter gets the re-graded results: the stored answers and answering model, the new judge, the cache provenance', () => {
    const storedAnswer = new Map(runs.stored.results.map((r) => [r.metadata.question_id, r.template?.raw_llm_response]))
    const judged = runs.regraded.results.filter((r) => r.metadata.question_id !== 'unasked')
    expect(judged).toHaveLength(4)
    for (const result of judged) {
      expect(result.metadata.answering).toMatchObject({ interface: 'langchain', model_name: 'gpt-answerer' }) // Karenina's identity of openai:gpt-answerer
      expect(result.metadata.parsing.model_name).toBe('gpt-judge-lenient')
      expect(result.template?.raw_llm_response).toBe(storedAnswer.get(result.metadata.question_id))
      expect(result.template?.verify_result).toBe(true)
      expect((result.extensions?.['cache'] as { stages: string[] }).stages).toEqual(['GenerateAnswer'])
    }
    expect(new Set(judged.map((r) => (r.extensions?.['cache'] as { source: string }).source))).toEqual(new Set([runs.resultsFile, runs.cassette]))
    const missing = runs.regraded.results.filter((r) => r.metadata.question_id === 'unasked')
    expect(missing.map((r) => r.metadata.failure?.reason.startsWith('Replay strict miss'))).toEqual([true, true])
  })
})
