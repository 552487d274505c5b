import { dirname, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
// Only the config checks at config time: the whole package would load before any worker starts, and the reporter
// loads once the run starts (DeferredKareninaReporter).
import type { KareninaReporter, KareninaReporterOptions, ReportedTestModule, ReporterHost } from 'karenina/reporter'
import { assertPortableRunnerModels, emptyShardNote, openRunDir, resolveRunnerConfig, type RunnerConfigInput } from 'karenina/runner-config'
// Type-only: runner-context.ts loads vitest's runtime, which a config file must not.
import type { PROVIDE_KEY, ProvidedKareninaConfig } from './runner-context.js'

/** Options of the {@link karenina} vitest plugin: the runner config (models, limits, cassettes). */
export interface KareninaPluginOptions extends RunnerConfigInput {
  /** Add `vitest-karenina/setup` (the matchers) to `test.setupFiles`. @default true */
  setupFile?: boolean
  /**
   * vitest's `testTimeout` (ms) when the config sets none: a judge-backed matcher in a plain `test()` can take
   * longer than vitest's 5 s default. A `test.testTimeout` in the config, or `--testTimeout`, wins; `false`
   * leaves vitest's default. @default KARENINA_TEST_TIMEOUT_MS (60 000)
   */
  testTimeout?: number | false
  /**
   * Model prices over the shipped table, for the karenina reporter's cost lines (`{"<model>": {inputPerMTok,
   * cachedInputPerMTok?, outputPerMTok, batchDiscount?}}`, USD per million tokens); a reporter's own `prices` wins.
   */
  prices?: KareninaReporterOptions['prices']
}

/** The test timeout the plugin and jest-karenina/setup give tests when the user configured none (ms). */
export const KARENINA_TEST_TIMEOUT_MS = 60_000

/** The part of the user's vite config the plugin reads. */
export interface UserVitestConfig {
  test?: { testTimeout?: number | undefined; maxConcurrency?: number | undefined } | undefined
}

/** What the plugin adds to vitest's config. */
export interface KareninaTestConfig {
  setupFiles?: string[]
  testTimeout?: number
  maxConcurrency?: number
  server?: { deps?: { external?: RegExp[] } }
}

/** What the plugin adds to the config. */
export interface KareninaPluginConfig {
  test: KareninaTestConfig
}

/** The structural part of a vite plugin that vitest reads (no vite types needed at run time). */
export interface KareninaVitestPlugin {
  name: string
  config(userConfig?: UserVitestConfig): KareninaPluginConfig
  configureVitest(context: { vitest: VitestLike; project: { provide(key: string, value: unknown): void } }): void
}

/** The part of the `Vitest` instance the plugin reads (vitest 4 and 5). */
interface VitestLike {
  config: {
    update?: unknown
    shard?: { index: number; count: number } | undefined
    reporters?: unknown[]
    outputFile?: string | Partial<Record<string, string>> | undefined
  }
}

/**
 * The karenina reporter, whose modules load with the first test result. vitest's main process starts no worker
 * before its config and reporters are ready, and `karenina/reporter` costs about a tenth of a second of CPU there.
 * Until its tests run, a worker waits on the main process more than once (module transforms, and after collecting
 * its tests the snapshot set-up, a round trip to the main process): loading the reporter at any of those moments
 * holds the worker idle for as long. From the first result on, a worker sends its updates without waiting for
 * replies, so the reporter loads while the tests run (the workers hand their results to the run directory, which
 * `onInit` announces at once). The hooks reach the reporter in vitest's order, each with
 * vitest's arguments; `onTestRunStart` with the time vitest called it (the run's start in the results file).
 */
export class DeferredKareninaReporter {
  readonly #options: KareninaReporterOptions
  #host: ReporterHost | undefined
  #reporter: KareninaReporter | undefined
  #loading: Promise<KareninaReporter> | undefined
  /** Hooks called while the reporter loads, handed on in order once it has. */
  readonly #queued: ((reporter: KareninaReporter) => void)[] = []
  readonly #load: () => Promise<{ KareninaReporter: new (options: KareninaReporterOptions) => KareninaReporter }>

  /** `load` imports the reporter's module (tests observe when it is called). */
  constructor(options: KareninaReporterOptions = {}, load = () => import('karenina/reporter')) {
    this.#options = options
    this.#load = load
  }

  /** The reporter, once loaded (the hooks before that are handed on first). */
  reporter(): Promise<KareninaReporter> {
    this.#loading ??= this.#load().then(({ KareninaReporter }) => {
      const reporter = new KareninaReporter(this.#options)
      if (this.#host !== undefined) reporter.onInit(this.#host)
      for (const hook of this.#queued.splice(0)) hook(reporter)
      this.#reporter = reporter
      return reporter
    })
    return this.#loading
  }

  onInit(host: ReporterHost): void {
    // The workers start before the reporter loads: they must know where to hand their results now.
    openRunDir()
    if (this.#reporter) this.#reporter.onInit(host)
    else this.#host = host
  }

  onTestRunStart(specifications?: readonly unknown[]): void {
    const startTime = Date.now()
    if (this.#reporter) return this.#reporter.onTestRunStart(specifications, startTime)
    this.#queued.push((reporter) => reporter.onTestRunStart(specifications, startTime))
  }

  /** A test ended: the reporter starts loading (it reads nothing until the run ends). */
  onTestCaseResult(_test?: unknown): void | Promise<void> {
    if (this.#reporter) return
    return this.reporter().then(() => undefined)
  }

  async onTestRunEnd(testModules: readonly ReportedTestModule[]): Promise<void> {
    await (await this.reporter()).onTestRunEnd(testModules)
  }
}

/**
 * `reporters: ['karenina']` (or `--reporter karenina`), as vitest resolved it: `['karenina', options]`. vitest
 * would import the bare name, the whole of `karenina`, in its main process before starting any worker; the
 * plugin hands it the same reporter from `karenina/reporter` instead, loaded once the run starts.
 */
function lightReporters(reporters: unknown[], resultsFile: string | undefined, prices: KareninaReporterOptions['prices']): void {
  for (let i = 0; i < reporters.length; i++) {
    const entry = reporters[i]
    if (!Array.isArray(entry) || entry[0] !== 'karenina') continue
    let options = (entry[1] ?? {}) as KareninaReporterOptions
    if (resultsFile !== undefined && options.outputFile === undefined) options = { ...options, outputFile: resultsFile }
    if (prices !== undefined && options.prices === undefined) options = { ...options, prices }
    reporters[i] = new DeferredKareninaReporter(options)
  }
}

/**
 * The plugin's `resultsFile` reaches the karenina reporter (which vitest creates in its main process, where the
 * plugin's options are not) as vitest's `outputFile.karenina`, unless the config already sets that. A plain
 * string `outputFile` is every reporter's: it is left alone, and the reporters of the bare name get the file as
 * their option instead. Returns the file the bare-name reporters should get, if any.
 */
function applyResultsFile(config: VitestLike['config'], resultsFile: string | undefined): string | undefined {
  if (resultsFile === undefined) return undefined
  const configured = config.outputFile
  if (typeof configured === 'string') return resultsFile
  if (configured?.['karenina'] === undefined) config.outputFile = { ...configured, karenina: resultsFile }
  return undefined
}

/**
 * A reporter that explains an empty shard: with `--shard` and the blob reporter vitest exits 1 without saying
 * why (its reason shows only with the default reporter), and a benchmark in one file makes the other shards empty.
 */
class EmptyShardReporter {
  constructor(private readonly shard: { index: number; count: number }) {}

  onTestRunEnd(testModules: readonly unknown[]): void {
    if (testModules.length === 0) process.stderr.write(`\n${emptyShardNote(this.shard)}\n`)
  }
}

/**
 * The karenina vitest plugin: registers the matchers, and hands models and limits to every worker (its
 * options over env vars such as `KARENINA_JUDGE_MODEL`, `KARENINA_MAX_CONCURRENT_REQUESTS`, `KARENINA_REPLAY`).
 * `vitest -u` re-records the cassettes of projects that use them.
 * @example
 * // vitest.config.ts
 * export default defineConfig({ plugins: [karenina({ judgeModel: 'openai:gpt-4.1-mini', maxConcurrentRequests: 8 })] })
 */
export function karenina(options: KareninaPluginOptions = {}): KareninaVitestPlugin {
  const { setupFile = true, testTimeout = KARENINA_TEST_TIMEOUT_MS, prices, ...config } = options
  if (testTimeout !== false && !(Number.isFinite(testTimeout) && testTimeout > 0)) {
    throw new TypeError(`vitest-karenina plugin: testTimeout must be a positive number of milliseconds or false, received ${String(testTimeout)}`)
  }
  assertPortableRunnerModels(config, 'the vitest plugin options')
  const resolved = resolveRunnerConfig(process.env, config) // fail at config time, naming the bad key
  // The plugin's options reach the workers as JSON: an app's function would arrive without its code.
  const app = resolved.answeringModels.findIndex((m) => typeof m === 'object' && typeof (m as { answerer?: unknown }).answerer === 'function')
  if (app >= 0) {
    throw new TypeError(
      `vitest-karenina plugin: answeringModels[${app}] is your app (defineAnswerer): give it in the test file instead, describeBenchmark(benchmark, { answeringModels: [yourApp] }) (plugin options reach the workers as JSON, without functions)`,
    )
  }
  return {
    name: 'vitest-karenina',
    config(userConfig) {
      const test: KareninaTestConfig = { server: { deps: { external: externalPackages() } } }
      if (setupFile) test.setupFiles = [fileURLToPath(new URL('./setup.js', import.meta.url))]
      // vite merges a plugin's config over the user's: only fill the timeout in when the user set none.
      if (testTimeout !== false && userConfig?.test?.testTimeout === undefined) test.testTimeout = testTimeout
      // Concurrent tests in flight: twice the requests the user allows (vitest's default, 5, would leave the
      // rest of the limit unused). The request limit still holds; the extra tests wait on it, so a slot freed
      // by a test goes at once to the next one's request instead of idling while vitest starts that test
      // (with exactly the limit, about 1.5% of the slot time at 200 ms latency). The user's own wins.
      if (resolved.maxConcurrentRequests !== null && userConfig?.test?.maxConcurrency === undefined) test.maxConcurrency = 2 * resolved.maxConcurrentRequests
      return { test }
    },
    configureVitest({ vitest, project }) {
      const update = vitest.config.update
      const provided: ProvidedKareninaConfig = {
        config,
        updateSnapshots: update === true || update === 'all',
      }
      const key: typeof PROVIDE_KEY = 'karenina'
      project.provide(key, provided)
      // Reporters are created after this hook, from this list; once, though every project runs the hook.
      const reporterFile = applyResultsFile(vitest.config, config.resultsFile)
      if (Array.isArray(vitest.config.reporters)) lightReporters(vitest.config.reporters, reporterFile, prices)
      const shard = vitest.config.shard
      if (shard && Array.isArray(vitest.config.reporters) && !vitest.config.reporters.some((r) => r instanceof EmptyShardReporter)) {
        vitest.config.reporters.push(new EmptyShardReporter(shard))
      }
    },
  }
}

const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Karenina's and this package's built folders, run by Node itself in the workers. Vitest externalizes what
 * resolves into `node_modules`; a workspace link or `file:` install resolves elsewhere, and vite would then
 * transform every module of both packages for each worker (seconds, and a second copy of `karenina` beside
 * the one this package imports). Sources (`.ts`, the workspace's own tests) are left to vite.
 */
function externalPackages(): RegExp[] {
  const entries = [fileURLToPath(import.meta.url)]
  try {
    entries.push(fileURLToPath(import.meta.resolve('karenina')))
  } catch {
    // Not resolvable from here: vitest's own rules apply.
  }
  return builtFolderPatterns(entries)
}

/** Patterns matching the folders of the given entry modules that are built JavaScript. */
export function builtFolderPatterns(entries: readonly string[]): RegExp[] {
  return entries.filter((file) => file.endsWith('.js')).map((file) => new RegExp(escape(dirname(file) + sep)))
}
