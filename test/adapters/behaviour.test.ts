import { copyFile, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { loadResults, type VerificationResultSet } from 'karenina'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { mkdirSync, realpathSync, symlinkSync } from 'node:fs'
import { dirname } from 'node:path'
import { assertBuilt, copyProject, REPO, runJest } from '../jest/helpers/jest-project.js'
import { answers, fixtureEnv, judgeSees } from '../jest/helpers/scripted-models.js'
import { fixtureProject } from '../vitest/support/fixture-project.js'

// One behaviour suite for both adapters: the same test file (fixtures/behaviour) runs under real jest (ESM, as the
// jest-karenina README sets it up) and real vitest (with the karenina plugin); each run must give the same
// outcomes on the seven points where the two adapters used to differ (issue 31).

const FIXTURES = join(import.meta.dirname, 'fixtures')
const FIXED_TIME = '2030-01-02T03:04:05.000Z'
/** The user's own SDKs the fixture's agent runs on (karenina's devDependencies). */
const SDKS = ['ai', '@ai-sdk/openai']

/** A test as both runners' JSON reports list it (vitest's `json` reporter writes jest's shape). */
interface ReportedAssertion {
  fullName: string
  ancestorTitles: string[]
  title: string
  status: string
  failureMessages: string[]
}

interface RunnerRun {
  code: number | null
  output: string
  tests: ReportedAssertion[]
  results: VerificationResultSet
}

async function readRun(dir: string, code: number | null, output: string): Promise<RunnerRun> {
  const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as { testResults: { assertionResults: ReportedAssertion[] }[] }
  const file = join(dir, 'karenina-results.json')
  return { code, output, tests: report.testResults.flatMap((r) => r.assertionResults), results: loadResults(await readFile(file, 'utf8'), { source: file }) }
}

const runners: Record<'jest' | 'vitest', (env: Record<string, string>) => Promise<RunnerRun>> = {
  async jest(env) {
    const project = copyProject(join(FIXTURES, 'behaviour'))
    try {
      await copyFile(join(project.dir, 'adapter.jest.js'), join(project.dir, 'adapter.js'))
      for (const sdk of SDKS) {
        const link = join(project.dir, 'node_modules', sdk)
        mkdirSync(dirname(link), { recursive: true })
        symlinkSync(realpathSync(join(REPO, 'packages', 'karenina', 'node_modules', sdk)), link, 'dir')
      }
      const run = await runJest(project.dir, ['--json', '--outputFile=report.json'], env)
      return await readRun(project.dir, run.code, run.output)
    } finally {
      project.cleanup()
    }
  },
  async vitest(env) {
    const project = await fixtureProject('behaviour', 4, SDKS, FIXTURES)
    try {
      await copyFile(join(project.dir, 'adapter.vitest.js'), join(project.dir, 'adapter.js'))
      const run = await project.vitest(['run'], env)
      return await readRun(project.dir, run.code, `${run.stdout}\n${run.stderr}`)
    } finally {
      await project.remove()
    }
  },
}

let server: LlmServer
beforeAll(async () => {
  assertBuilt()
  server = await startLlmServer()
  // The AI SDK agent of the trajectory tests: weather, then time, then the answer (by the tool results it has seen).
  server.on({ model: 'agent' }, (request: NormalizedRequest) => {
    const results = request.messages.filter((m) => m.role === 'tool').length
    if (results === 0) return reply.toolCall('get_weather', { city: 'Paris' }, { text: 'Let me check.' })
    if (results === 1) return reply.toolCall('get_time', { city: 'Paris', tz: { utc_offset: 1 } })
    return reply.text('In Paris it is 14:05 CET and 18°C, sunny.')
  })
  answers(server, 'Wrongly', 'Venetoclax targets MCL1.')
  answers(server, 'venetoclax', 'Venetoclax targets BCL2.')
  judgeSees(server, 'MCL1', { target: 'MCL1' })
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
  server.on({ model: 'gpt-garbled' }, reply.text('I cannot fill this in.'))
})
afterAll(async () => {
  await server?.close()
})

describe.each(['jest', 'vitest'] as const)('%s adapter', (runner) => {
  let run: RunnerRun
  const status = (fullName: string) => run.tests.find((t) => t.fullName === fullName)?.status
  const failure = (fullName: string) => run.tests.find((t) => t.fullName === fullName)?.failureMessages.join('\n') ?? ''

  beforeAll(async () => {
    run = await runners[runner](fixtureEnv(server, { KARENINA_FIXED_TIME: FIXED_TIME }))
  }, 180_000)

  test('the run fails, on exactly the tests meant to fail', () => {
    expect(run.code, run.output).toBe(1)
    const failed = run.tests.filter((t) => t.status === 'failed').map((t) => t.fullName).sort()
    expect(failed, run.output).toEqual([
      'abort waits',
      'by name wrong',
      'by title wrong',
      'could not run: fails under .not too',
      'non-response: the test fails',
      'trajectory: a different sequence fails, expected and actual side by side',
      'trajectory: a forbidden tool fails .not.toHaveCalledTool',
    ])
    expect(run.tests.filter((t) => t.status === 'passed')).toHaveLength(10)
  })

  test('1. a non-response to toVerify throws a ValidationError naming the accepted shapes, failing the test under .not', () => {
    expect(status('non-response: toVerify throws, also under .not')).toBe('passed')
    expect(failure('non-response: the test fails')).toMatch(/ValidationError: toVerify › \(root\): expected a string \(the answer\).*received 42 \(number\)/)
  })

  test('2. a describeBenchmark test times out after 300 s by default', () => {
    const probed = run.results.results.filter((r) => r.metadata.question_id === 'right' && r.extensions?.['test_timeout'] !== undefined)
    expect(probed.map((r) => r.extensions?.['test_timeout'])).toEqual([300_000])
  })

  test("3. the describe block is named by `name`, or by the deprecated `title`; two different names are refused", () => {
    expect(status('by name right')).toBe('passed')
    expect(status('by title right')).toBe('passed')
    expect(status('name and title naming two blocks is refused')).toBe('passed')
  })

  test("4. a test that times out aborts its signal, which reaches the pipeline's stages", () => {
    expect(status('abort: the timed-out test saw its signal abort'), failure('abort: the timed-out test saw its signal abort')).toBe('passed')
    // The timed-out test itself failed (the first test checks which failed).
    expect(status('abort waits')).toBe('failed')
  })

  test('5. the fixed clock stamps the result of toSatisfyTemplate', () => {
    const result = run.results.results.find((r) => r.metadata.question_id === 'fixed clock: values satisfy the template')
    expect(result?.metadata.timestamp).toBeDefined()
    expect(new Date(String(result?.metadata.timestamp)).toISOString()).toBe(FIXED_TIME)
  })

  test("6. an unknown key of a matcher's `config` is refused, naming it and the closest known key", () => {
    expect(status('config: an unknown key is refused')).toBe('passed')
  })

  test('9. trajectory matchers on an AI SDK result: tool sequence, arguments, .not, step count', () => {
    expect(status('trajectory: the agent called its tools as expected'), failure('trajectory: the agent called its tools as expected')).toBe('passed')
    expect(status('trajectory: a non-trace or a bad expectation is thrown, also under .not'), failure('trajectory: a non-trace or a bad expectation is thrown, also under .not')).toBe('passed')
    const sequence = failure('trajectory: a different sequence fails, expected and actual side by side')
    expect(sequence).toContain("expected the agent's tool calls to match (order 'strict', args 'exact'): call 1 differs")
    expect(sequence).toMatch(/✗ +get_time\(…\) +get_weather\(\{"city":"Paris"\}\) +step 1\n +✗ +get_weather\(…\) +get_time\(\{"city":"Paris","tz":\{"utc_offset":1\}\}\) +step 2/)
    const forbidden = failure('trajectory: a forbidden tool fails .not.toHaveCalledTool')
    expect(forbidden).toMatch(/expected the agent never to call \/\^delete_\/, but it did once \(→\)\n\n +→ 1\. delete_file\(\{"path":"notes.txt"\}\) +step 1/)
  })

  test('7. a failing benchmark test throws BenchmarkTestFailure (an Error) with the per-field message', () => {
    expect(status('BenchmarkTestFailure is an Error')).toBe('passed')
    expect(failure('by name wrong')).toMatch(/^BenchmarkTestFailure: expected the answer to wrong to verify against the template, but it is a wrong answer/)
    expect(failure('by name wrong')).toMatch(/extracted: +"MCL1"/)
  })

  test('8. a check that could not run fails the assertion under .not too, naming why', () => {
    expect(failure('could not run: fails under .not too')).toMatch(/expected the check not to pass, but it could not run \(parsing at /)
  })
})
