import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defineAnswerer, parseVerificationResult, type VerificationResult } from 'karenina'
import { handOffResult, KareninaReporter, resolveRunnerConfig, RUN_DIR_ENV, type ReportedTestCase, type ReportedTestModule } from 'karenina/runner'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { builtFolderPatterns, DeferredKareninaReporter, karenina, KARENINA_TEST_TIMEOUT_MS } from './plugin.js'

describe('karenina vitest plugin config', () => {
  it('lets twice as many concurrent tests run as the requests the user allows (the extra ones wait on the limit)', () => {
    expect(karenina({ maxConcurrentRequests: 8 }).config({}).test.maxConcurrency).toBe(16)
    // Without a request limit, vitest's own default stays.
    expect(karenina({}).config({}).test.maxConcurrency).toBeUndefined()
  })

  it("keeps the user's own maxConcurrency", () => {
    expect(karenina({ maxConcurrentRequests: 8 }).config({ test: { maxConcurrency: 3 } }).test.maxConcurrency).toBeUndefined()
  })

  it("has Node run karenina's built modules, not vite (they resolve outside node_modules in a workspace)", () => {
    const patterns = builtFolderPatterns(['/ws/packages/karenina/dist/index.js', '/ws/packages/vitest-karenina/src/plugin.ts'])
    expect(patterns.some((p) => p.test('/ws/packages/karenina/dist/results/export.js'))).toBe(true)
    // Sources (this workspace's own tests) stay with vite.
    expect(patterns.some((p) => p.test('/ws/packages/vitest-karenina/src/setup.ts'))).toBe(false)
    expect(karenina().config({}).test.server?.deps?.external).toBeInstanceOf(Array)
  })

  it('still adds the matchers setup file', () => {
    expect(karenina().config({}).test.setupFiles?.[0]).toMatch(/setup\.(ts|js)$/)
    expect(karenina({ setupFile: false }).config({}).test.setupFiles).toBeUndefined()
  })
})


// A judge-backed matcher in a plain test() can take longer than vitest's 5 s default timeout.
describe('the karenina vitest plugin: test timeout', () => {
  it('raises testTimeout when the config sets none', () => {
    expect(karenina().config({}).test.testTimeout).toBe(KARENINA_TEST_TIMEOUT_MS)
    expect(karenina().config(undefined).test.testTimeout).toBe(60_000)
    expect(karenina({ testTimeout: 120_000 }).config({ test: {} }).test.testTimeout).toBe(120_000)
  })
  it("keeps the user's testTimeout (vite would merge the plugin's value over it)", () => {
    const added = karenina().config({ test: { testTimeout: 1_000 } })
    expect(added.test).not.toHaveProperty('testTimeout')
    expect(added.test.setupFiles).toHaveLength(1)
  })
  it("leaves vitest's timeout alone with testTimeout: false", () => {
    expect(karenina({ testTimeout: false }).config({}).test).not.toHaveProperty('testTimeout')
  })
  it('refuses a timeout that is not a positive number', () => {
    expect(() => karenina({ testTimeout: 0 })).toThrow(/testTimeout must be a positive number of milliseconds or false, received 0/)
  })
})

// vitest imports a reporter named by a bare string ('karenina') itself: the whole package, in its main process,
// before any worker starts. The plugin hands it the same reporter from `karenina/reporter`, loaded once the run starts.
describe('the karenina vitest plugin: the karenina reporter', () => {
  const configure = (reporters: unknown[], shard?: { index: number; count: number }) => {
    const provided: Record<string, unknown> = {}
    karenina({ judgeModel: 'openai:gpt-4.1-mini' }).configureVitest({
      vitest: { config: { reporters, ...(shard ? { shard } : {}) } },
      project: { provide: (key, value) => (provided[key] = value) },
    })
    return provided
  }

  it("replaces `['karenina', options]` with a KareninaReporter given those options, and leaves other reporters", async () => {
    const dot = ['dot', {}]
    const inline = { onTestRunEnd() {} }
    const reporters: unknown[] = [dot, ['karenina', { outputFile: 'out/k.json', summary: false }], inline]
    expect(configure(reporters)).toHaveProperty('karenina')
    expect(reporters[0]).toBe(dot)
    expect(reporters[2]).toBe(inline)
    const deferred = reporters[1] as DeferredKareninaReporter
    expect(deferred).toBeInstanceOf(DeferredKareninaReporter)
    deferred.onInit({ config: { root: '/project' } })
    const reporter = await deferred.reporter()
    expect(reporter).toBeInstanceOf(KareninaReporter)
    expect(reporter.outputPath()).toBe(resolve('/project', 'out/k.json'))
  })

  it('replaces it once when several projects run the hook, beside the empty-shard note', () => {
    const reporters: unknown[] = [['karenina', {}]]
    configure(reporters, { index: 1, count: 2 })
    const first = reporters[0]
    configure(reporters, { index: 1, count: 2 })
    expect(reporters[0]).toBe(first)
    expect(reporters).toHaveLength(2)
  })
})

// vitest creates the karenina reporter in its main process, where the plugin's options are not: the plugin hands
// its `resultsFile` on (test/vitest/options.test.ts runs it in a real vitest).
describe('the karenina vitest plugin: resultsFile', () => {
  const configure = (config: { reporters: unknown[]; outputFile?: string | Record<string, string> }, resultsFile?: string) => {
    karenina(resultsFile === undefined ? {} : { resultsFile }).configureVitest({ vitest: { config }, project: { provide: () => undefined } })
    return config
  }
  const pathOf = async (entry: unknown, outputFile?: string | Record<string, string>) => {
    const reporter = await (entry as DeferredKareninaReporter).reporter()
    reporter.onInit({ config: { root: '/project', ...(outputFile === undefined ? {} : { outputFile }) } })
    return reporter.outputPath()
  }

  it("becomes vitest's outputFile.karenina, which an explicit one overrides", () => {
    expect(configure({ reporters: [] }, 'reports/k.json').outputFile).toEqual({ karenina: 'reports/k.json' })
    expect(configure({ reporters: [], outputFile: { json: 'j.json' } }, 'reports/k.json').outputFile).toEqual({ json: 'j.json', karenina: 'reports/k.json' })
    expect(configure({ reporters: [], outputFile: { karenina: 'cli.json' } }, 'reports/k.json').outputFile).toEqual({ karenina: 'cli.json' })
    expect(configure({ reporters: [] }).outputFile).toBeUndefined()
  })

  it("with a plain string outputFile (every reporter's), is given to the karenina reporter as its option", async () => {
    const config = configure({ reporters: [['karenina', {}], ['karenina', { outputFile: 'own.json' }]], outputFile: 'all.json' }, 'reports/k.json')
    expect(config.outputFile).toBe('all.json')
    expect(await pathOf(config.reporters[0], config.outputFile)).toBe(resolve('/project', 'reports/k.json'))
    expect(await pathOf(config.reporters[1], config.outputFile)).toBe(resolve('/project', 'own.json'))
  })
})

describe('karenina() plugin and app answerers (branch answerer)', () => {
  it('refuses an app answerer in the plugin options, pointing to describeBenchmark in the test file', () => {
    const app = defineAnswerer({ name: 'support-bot', answer: () => 'BCL2' })
    expect(() => karenina({ answeringModels: [app] })).toThrow(/answeringModels\[0\] is your app \(defineAnswerer\): give it in the test file instead/)
  })
})

describe('the karenina vitest plugin: AI SDK models', () => {
  it('refuses an AI SDK model object in the plugin options (they reach the workers as data), naming where to give it', () => {
    // The outline of an AI SDK LanguageModel (what the plugin recognizes; @ai-sdk/openai is not a dependency here).
    const model = { specificationVersion: 'v3', provider: 'openai.chat', modelId: 'gpt-4.1-mini', supportedUrls: {}, doGenerate: async () => ({}), doStream: async () => ({}) }
    expect(() => karenina({ judgeModel: model })).toThrow(/judgeModel.*AI SDK model object cannot be given in the vitest plugin options.*describeBenchmark/)
    expect(() => karenina({ answeringModels: [model] })).toThrow(/answeringModels\[0\]/)
    // A copy that crossed to a worker (jest globals) is refused by resolveRunnerConfig, not read as a model config.
    expect(() => resolveRunnerConfig({}, { judgeModel: JSON.parse(JSON.stringify(model)) as never })).toThrow(/copy without its methods.*toVerify/)
  })
})

// The plugin's reporter loads `karenina/reporter` with the first test result; the hooks vitest calls meanwhile reach the
// reporter in order, with their arguments and the run's start time, and the results file is the reporter's own; the
// run directory is announced at once, before the workers start.
describe('DeferredKareninaReporter', () => {
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
    return { id, fullName: r.metadata.question_id, handOff: () => handOffResult(id, r, true) }
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
