// The plugin's reporter loads `karenina/reporter` with the first test result; the hooks vitest calls meanwhile reach the
// reporter in order, with their arguments and the run's start time, and the results file is the reporter's own; the
// run directory is announced at once, before the workers start.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseVerificationResult, type VerificationResult } from 'karenina'
import { handOffResult, KareninaReporter, RUN_DIR_ENV, type ReportedTestCase, type ReportedTestModule } from 'karenina/runner'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DeferredKareninaReporter } from './deferred-reporter.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitest-karenina-deferred-'))
})
afterEach(async () => {
  vi.useRealTimers()
  await rm(dir, { recursive: true, force: true })
})
afterAll(() => {
  delete process.env[RUN_DIR_ENV]
})

/** A minimal valid result of question `question`. */
function result(question: string, resultId: string): VerificationResult {
  return parseVerificationResult({
    metadata: {
      question_id: question,
      template_id: 'no_template',
      question_text: 'What?',
      answering: { interface: 'langchain', model_name: 'gpt-4o' },
      parsing: { interface: 'langchain', model_name: 'judge-a' },
      execution_time: 0.5,
      timestamp: '2026-04-21 12:00:00',
      result_id: resultId,
    },
    template: {},
  })
}

/** A test of `r`, whose result a worker hands over (once the reporter has announced the run directory). */
function testCase(moduleId: string, r: VerificationResult): ReportedTestCase & { handOff(): void } {
  const id = `${moduleId}#${r.metadata.question_id}`
  return { id, fullName: r.metadata.question_id, module: { moduleId }, handOff: () => handOffResult(id, r, true) }
}

type Reporter = Pick<KareninaReporter, 'onInit' | 'onTestRunStart' | 'onTestRunEnd'> & { onTestCaseResult?(test: ReportedTestCase): void | Promise<void> }

/** One run through the hooks vitest calls, the clock at `start` when the run starts; the results file's text. */
async function run(reporter: Reporter, file: string, start: number): Promise<string> {
  const moduleId = join(dir, 'a.test.ts')
  const tests = ['q1', 'q2', 'q3'].map((q, i) => testCase(moduleId, result(q, String(i).padStart(16, '0'))))
  const modules: ReportedTestModule[] = [{ moduleId, children: { allTests: () => tests } }]
  vi.setSystemTime(start)
  reporter.onInit({ config: { root: dir, outputFile: { karenina: file } }, logger: { log: () => {} } })
  reporter.onTestRunStart([])
  // The reporter loads meanwhile (vitest does not wait for it): later hooks must not see a later start.
  vi.setSystemTime(start + 5_000)
  for (const t of tests) t.handOff()
  await Promise.all([tests[2]!, tests[0]!].map((t) => reporter.onTestCaseResult?.(t)))
  await reporter.onTestRunEnd(modules)
  return readFile(join(dir, file), 'utf8')
}

describe('DeferredKareninaReporter', () => {
  it('writes what KareninaReporter writes, with the time the run started, for hooks called while it loads', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const deferred = new DeferredKareninaReporter({ githubSummary: false, jobId: 'job-1' })
    const viaDeferred = await run(deferred, 'deferred.json', Date.UTC(2026, 0, 1))
    const direct = await run(new KareninaReporter({ githubSummary: false, jobId: 'job-1' }), 'direct.json', Date.UTC(2026, 0, 1))
    expect(JSON.parse(viaDeferred).metadata.job_summary.start_time).toBe(Date.UTC(2026, 0, 1) / 1000)
    expect(viaDeferred).toBe(direct)
    expect(await deferred.reporter()).toBeInstanceOf(KareninaReporter)
  })

  it('loads with the first test result: not at the run start nor when a worker has collected its tests', async () => {
    // A worker still waits on vitest's main process then (module transforms, snapshot set-up): loading would stall it.
    let loads = 0
    const deferred = new DeferredKareninaReporter({ githubSummary: false }, () => (loads++, import('karenina/reporter')))
    deferred.onInit({ config: { root: dir, outputFile: { karenina: 'r.json' } }, logger: { log: () => {} } })
    deferred.onTestRunStart([])
    // The workers know the run directory before the reporter loads.
    expect(process.env[RUN_DIR_ENV]).toBeTruthy()
    expect('onTestModuleCollected' in deferred).toBe(false)
    await new Promise((resolve) => setImmediate(resolve))
    expect(loads).toBe(0)
    const moduleId = join(dir, 'a.test.ts')
    const test = testCase(moduleId, result('q1', '0'.repeat(16)))
    test.handOff()
    await deferred.onTestCaseResult(test)
    expect(loads).toBe(1)
    await deferred.onTestRunEnd([{ moduleId, children: { allTests: () => [test] } }])
    expect(loads).toBe(1)
  })

  it('hands the hooks on directly once loaded (a second run, as in watch mode)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const deferred = new DeferredKareninaReporter({ githubSummary: false, jobId: 'job-1' })
    await run(deferred, 'first.json', Date.UTC(2026, 0, 1))
    const second = await run(deferred, 'second.json', Date.UTC(2026, 0, 2))
    expect(JSON.parse(second).metadata.job_summary.start_time).toBe(Date.UTC(2026, 0, 2) / 1000)
    expect(JSON.parse(second).results).toHaveLength(3)
  })
})
