import { rmSync } from 'node:fs'
import { ConfigError, parsePriceTable, type PriceTable } from 'karenina'
import { createRunDir, displayPath, readRunRecords, ResultCollector, RUN_DIR_ENV, runResultsFile, type LoadFailure, type ReporterOutputOptions, type ShardInfo } from 'karenina/runner'
import { testKey } from './current-task.js'
import { JEST_GLOBALS_KEY } from './runner-context.js'

/** Options of the karenina jest reporter (`reporters: [['jest-karenina/reporter', options]]`). */
export interface KareninaReporterOptions extends ReporterOutputOptions {
  /** Parent folder of the per-run directories where test workers drop their results. @default the OS temp dir */
  runDirParent?: string
  /** Keep the run directory after the run (debugging). @default false */
  keepRunDir?: boolean
}

/** The parts of jest's global config the reporter reads. */
interface GlobalConfigLike {
  rootDir: string
  shard?: { shardIndex: number; shardCount: number } | null
}

/** The part of a jest test context (one per project) the reporter reads: the project's `globals`. */
interface TestContextLike {
  config?: { globals?: Record<string, unknown> }
}

/**
 * The one `globals.karenina[key]` of the run's projects (jest hands project configs to reporters only here), each
 * checked by `read`. Projects giving different values would split or price one run two ways: refused, `differ` says how.
 */
function projectSetting<T>(contexts: Iterable<TestContextLike>, key: string, read: (value: unknown, where: string) => T, differ: (values: T[]) => string): T | undefined {
  const values = new Map<string, T>()
  for (const context of contexts) {
    const settings = context.config?.globals?.[JEST_GLOBALS_KEY]
    const value = typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>)[key] : undefined
    if (value === undefined || value === null) continue
    const checked = read(value, `globals.karenina.${key}`)
    values.set(JSON.stringify(checked), checked)
  }
  if (values.size > 1) throw new ConfigError(`globals.karenina.${key}`, differ([...values.values()]))
  return [...values.values()][0]
}

/** The `globals.karenina.resultsFile` of the run's projects; two different files are refused, naming both. */
export function projectResultsFile(contexts: Iterable<TestContextLike>): string | undefined {
  const read = (file: unknown, where: string) => {
    if (typeof file !== 'string' || file.trim() === '') throw new ConfigError(where, `expected a file path, received ${JSON.stringify(file)}`)
    return file
  }
  return projectSetting(contexts, 'resultsFile', read, (files) => `the projects of this run name different results files (${files.map((f) => JSON.stringify(f)).join(', ')}); one run writes one file: set the reporter's outputFile instead`)
}

/** The `globals.karenina.prices` of the run's projects: model prices over the shipped table for the cost lines. */
export function projectPrices(contexts: Iterable<TestContextLike>): PriceTable | undefined {
  return projectSetting(contexts, 'prices', parsePriceTable, () => 'the projects of this run give different price tables; one run is priced one way: set the reporter\'s prices option instead')
}

/** The parts of a test file's result the reporter reads. */
interface TestFileResultLike {
  testFilePath: string
  testResults: readonly { fullName: string; status?: string; failureMessages?: readonly string[] }[]
  /** Set when the file failed before its tests ran (an import error, a setup file or config that threw). */
  testExecError?: { message?: string } | null
}

/** The parts of jest's aggregated results the reporter reads. */
interface AggregatedResultLike {
  testResults?: readonly TestFileResultLike[]
}

/**
 * Jest reporter: gathers the VerificationResults that matchers and `describeBenchmark` tests attached,
 * writes them as one VerificationResultSet in Karenina's v2.2 export format, and prints a compact summary.
 *
 * Jest gives tests no channel to reporters across worker processes, so the reporter creates a run
 * directory when the run starts and announces it to the workers (env `KARENINA_RUN_DIR`, set before
 * jest forks them); each worker appends its results to a file of its own there (as vitest-karenina's do).
 * @example
 * // jest.config.js
 * export default {
 *   setupFilesAfterEnv: ['jest-karenina/setup'],
 *   reporters: ['default', ['jest-karenina/reporter', { outputFile: 'reports/karenina-results.json' }]],
 * }
 */
export default class KareninaReporter {
  readonly #globalConfig: GlobalConfigLike
  readonly #options: KareninaReporterOptions
  readonly #testOrder = new Map<string, string[]>()
  #runDir: string | undefined
  #startTime = 0
  #error: Error | undefined

  constructor(globalConfig: GlobalConfigLike, options: KareninaReporterOptions = {}) {
    this.#globalConfig = globalConfig
    this.#options = options ?? {}
  }

  onRunStart(): void {
    this.#startTime = Date.now()
    this.#testOrder.clear()
    this.#error = undefined
    this.#runDir = createRunDir(this.#options.runDirParent)
    // Workers are forked (and in-band environments copy process.env) after this hook: they inherit it.
    process.env[RUN_DIR_ENV] = this.#runDir
  }

  onTestResult(_test: unknown, testResult: TestFileResultLike): void {
    this.#testOrder.set(
      testResult.testFilePath,
      testResult.testResults.map((r) => r.fullName),
    )
  }

  /**
   * The results file of this run (absolute): the reporter's `outputFile`, else the jest config's
   * `globals.karenina.resultsFile` (`configured`), else env KARENINA_RESULTS_FILE, else the default (per shard).
   */
  outputPath(env: Readonly<Record<string, string | undefined>> = process.env, configured?: string): string {
    return runResultsFile(this.#globalConfig.rootDir, this.#options.outputFile ?? configured, this.#shard(), env)
  }

  /** The shard of a sharded run (`--shard=i/n`, n > 1), else null. */
  #shard(): ShardInfo | null {
    const shard = this.#globalConfig.shard
    return shard && shard.shardCount > 1 ? { index: shard.shardIndex, count: shard.shardCount } : null
  }

  async onRunComplete(testContexts: Iterable<TestContextLike> = [], aggregated?: AggregatedResultLike): Promise<void> {
    const runDir = this.#runDir
    if (runDir === undefined) return
    try {
      const records = readRunRecords(runDir)
      const collector = new ResultCollector()
      // Test files by path, then tests in the order jest reported them; named by their test titles.
      for (const file of [...this.#testOrder.keys()].sort()) {
        for (const name of this.#testOrder.get(file)!) {
          const key = testKey(file, name)
          const carried = records.get(key)
          records.delete(key)
          if (carried !== undefined) collector.addCarried(carried, { title: name })
        }
      }
      // Tests jest did not report (a file that crashed after a result was handed over): after the rest, by name.
      for (const key of [...records.keys()].sort()) collector.addCarried(records.get(key)!, { title: key.slice(key.indexOf('\0') + 1) })
      const summary = await collector.finish(this.outputPath(process.env, projectResultsFile(testContexts)), this.#options, {
        jobId: `jest-${process.getBuiltinModule('node:crypto').randomUUID()}`,
        startTime: this.#startTime,
        endTime: Date.now(),
        failures: () => runFailures(aggregated, this.#globalConfig.rootDir),
        shard: this.#shard(),
        defaultPrices: () => projectPrices(testContexts),
        pricesOption: 'jest-karenina reporter options › prices',
      })
      if (summary !== null) process.stderr.write(`\n${summary}\n`)
    } catch (error) {
      this.#error = new Error(`jest-karenina reporter: could not write the results: ${(error as Error).message}`, { cause: error })
      process.stderr.write(`\n${this.#error.message}\n`)
    } finally {
      if (!this.#options.keepRunDir) rmSync(runDir, { recursive: true, force: true })
      if (process.env[RUN_DIR_ENV] === runDir) delete process.env[RUN_DIR_ENV]
      this.#runDir = undefined
    }
  }

  /** Jest fails the run when a reporter reports an error (e.g. the results file could not be written). */
  getLastError(): Error | undefined {
    return this.#error
  }
}

/**
 * What failed in a run that collected nothing: files that did not run (import, setup or config error), else
 * tests that failed (e.g. every matcher threw a config error).
 */
function runFailures(aggregated: AggregatedResultLike | undefined, rootDir: string): LoadFailure[] {
  const files = aggregated?.testResults ?? []
  const notRun = files
    .filter((r) => r.testExecError)
    .map((r) => ({ file: displayPath(r.testFilePath, rootDir), message: String(r.testExecError?.message ?? r.testExecError) }))
  if (notRun.length > 0) return notRun
  return files.flatMap((r) =>
    r.testResults
      .filter((t) => t.status === 'failed')
      .map((t) => ({ file: `${displayPath(r.testFilePath, rootDir)} › ${t.fullName}`, message: t.failureMessages?.[0] ?? 'failed' })),
  )
}
