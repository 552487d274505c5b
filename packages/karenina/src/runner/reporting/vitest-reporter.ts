import { resolve } from 'node:path'
import { displayPath } from './display-path.js'
import { ResultCollector, type ReporterOutputOptions } from './result-collector.js'
import { mergeReportsNote, runResultsFile, type LoadFailure } from './shard-notes.js'
import { clearRunDir, openRunDir, readRunRecords } from '../result-records.js'
import { readFileSync } from '../../utils/lazy-node.js'
import { KareninaError } from '../../errors/karenina-error.js'
import { loadResults, readResultsFile } from '../../results/import.js'
import type { VerificationResult } from '../../results/verification-result.js'
import { diffResults } from '../../results-diff/diff-results.js'
import { formatDiff } from '../../results-diff/format-diff.js'
import { checkRegression } from '../../results-diff/regression-gate.js'

// Structural views of vitest's reporter API (vitest 4 and 5): the core never imports vitest at run time, so
// `vitest --reporter karenina` can construct this class from the bare package name.

/** The part of vitest's `TestCase` the reporter reads. */
export interface ReportedTestCase {
  /** The test's id (stable within a run). */
  readonly id: string
  readonly fullName: string
  /** The test's outcome (vitest ≥ 3). */
  result?(): { readonly state: string; readonly errors?: readonly { readonly message?: string }[] | undefined }
}

/** The part of vitest's `TestModule` the reporter reads. */
export interface ReportedTestModule {
  readonly moduleId: string
  readonly children: { allTests(): Iterable<ReportedTestCase> }
  /** Errors of the module itself (vitest ≥ 3): an import that failed, a setup file that threw. */
  errors?(): readonly { readonly message?: string }[]
}

/** The part of the `Vitest` instance the reporter reads. */
export interface ReporterHost {
  readonly config: {
    readonly root: string
    readonly outputFile?: string | Readonly<Partial<Record<string, string>>> | undefined
    readonly shard?: { readonly index: number; readonly count: number } | undefined
    readonly mergeReports?: string | undefined
  }
  readonly logger?: { log(...args: unknown[]): void; error?(...args: unknown[]): void }
}

/** Options of {@link KareninaReporter} (`reporters: [['karenina', { … }]]`). */
export interface KareninaReporterOptions extends ReporterOutputOptions {
  /** `metadata.job_id` of the export. @default a random id */
  jobId?: string
  /**
   * A results file of an earlier run (relative to the project root): after the summary, print what changed
   * against it (flipped verdicts, pass rate change per model, trait deltas), as `karenina diff` does. It may
   * be the results file itself: it is read before this run overwrites it. Prints only; gate CI on `karenina diff`.
   */
  baseline?: string
}

/**
 * The karenina reporter for vitest (`vitest --reporter karenina`, or `vitest-karenina/reporter`): collects the
 * VerificationResults that matchers and benchmark tests handed over through the run directory (see
 * `result-records.ts`), writes the run's VerificationResultSet in Karenina's export format, and prints a summary
 * (pass rate per model, failing questions, trait averages, tokens). A sharded run writes one file per shard, which
 * `karenina merge` joins; `--merge-reports` carries no results (the reporter says so and writes nothing).
 */
export class KareninaReporter {
  #host: ReporterHost | undefined
  #runDir: string | undefined
  #startTime: number | null = null
  #baseline: Baseline | null = null

  constructor(private readonly options: KareninaReporterOptions = {}) {}

  /** Announces the run directory to the workers vitest starts after this hook. */
  onInit(host: ReporterHost): void {
    this.#host = host
    this.#runDir = openRunDir()
  }

  /** `startTime`: when the run started, for a caller that hands the hook on later (vitest-karenina's plugin). */
  onTestRunStart(_specifications?: readonly unknown[], startTime: number = Date.now()): void {
    this.#startTime = startTime
    // Read now, before the run writes: the baseline may be the results file itself (the previous run's).
    const { baseline, summary } = this.options
    this.#baseline = baseline === undefined || summary === false ? null : readBaseline(resolve(this.#host?.config.root ?? process.cwd(), baseline))
  }

  /** The results file of this run (absolute). */
  outputPath(): string {
    const configured = this.#host?.config.outputFile
    const fromConfig = typeof configured === 'object' && configured !== null ? configured['karenina'] : undefined
    return runResultsFile(this.#host?.config.root ?? process.cwd(), this.options.outputFile ?? fromConfig, this.#host?.config.shard)
  }

  async onTestRunEnd(testModules: readonly ReportedTestModule[]): Promise<void> {
    const path = this.outputPath()
    if (this.#host?.config.mergeReports) {
      // Blob reports hold no karenina results: each shard's reporter wrote its own results file.
      process.stderr.write(`\n${mergeReportsNote(displayPath(path))}\n`)
      return
    }
    const runDir = (this.#runDir ??= openRunDir())
    const records = readRunRecords(runDir)
    // Watch mode: the next run starts empty.
    clearRunDir(runDir)
    const collector = new ResultCollector()
    // File order, then declaration order: the same for one run and for merged shards.
    const modules = [...testModules].sort((a, b) => (a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0))
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const carried = records.get(test.id)
        if (carried !== undefined) collector.addCarried(carried, { title: test.fullName })
      }
    }
    let text = await collector.finish(path, this.options, {
      ...(this.options.jobId ? { jobId: this.options.jobId } : {}),
      startTime: this.#startTime,
      endTime: Date.now(),
      failures: () => loadFailures(testModules, this.#host?.config.root ?? process.cwd()),
      shard: this.#host?.config.shard,
      pricesOption: 'karenina reporter options › prices',
    })
    if (text === null) return
    if (this.#baseline) text += `\n\n${await baselineSection(this.#baseline, path)}`
    if (this.#host?.logger) this.#host.logger.log(text)
    else process.stdout.write(`${text}\n`)
  }

}

/**
 * What failed in a run that collected nothing: modules that did not load (import or setup error), else tests
 * that failed (e.g. every matcher threw a config error). Errors outside tests are not counted: vitest reports
 * a shard or a filter without test files that way.
 */
function loadFailures(testModules: readonly ReportedTestModule[], root: string): LoadFailure[] {
  const failures: LoadFailure[] = []
  for (const module of testModules) {
    const error = module.errors?.()[0]
    if (error !== undefined) failures.push({ file: displayPath(module.moduleId, root), message: String(error.message ?? error) })
  }
  if (failures.length > 0) return failures
  for (const module of testModules) {
    for (const test of module.children.allTests()) {
      const result = test.result?.()
      if (result?.state !== 'failed') continue
      failures.push({ file: `${displayPath(module.moduleId, root)} › ${test.fullName}`, message: String(result.errors?.[0]?.message ?? 'failed') })
    }
  }
  return failures
}

/** A baseline file, and its results or why it cannot be compared. */
type Baseline = { path: string } & ({ results: readonly VerificationResult[] } | { problem: string })

/**
 * Reads and parses the reporter's `baseline` file, synchronously: the reporter calls it when the run starts,
 * so a baseline that is the results file itself (the previous run's) is read before this run replaces it.
 * A file that cannot be read or parsed is a notice, not an error: the reporter must not fail a run over it.
 */
function readBaseline(path: string): Baseline {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    return { path, problem: `cannot read results file ${path}: ${(error as Error).message}` }
  }
  try {
    return { path, results: loadResults(text, { source: path }).results }
  } catch (error) {
    return { path, problem: error instanceof Error ? error.message : String(error) }
  }
}

/**
 * The reporter's `baseline` section: the run's results file (as written: the reporter keeps no whole
 * results in memory) compared with the baseline, as `karenina diff <baseline> <results>` prints it.
 */
async function baselineSection(baseline: Baseline, resultsPath: string): Promise<string> {
  if ('problem' in baseline) return `Karenina baseline: not compared: ${baseline.problem}`
  const source = `${displayPath(baseline.path)}${baseline.path === resultsPath ? ' (previous run)' : ''}`
  try {
    const { results } = await readResultsFile(resultsPath)
    const diff = diffResults({ results: baseline.results, source }, { results, source: displayPath(resultsPath) })
    return formatDiff(diff, { verdict: checkRegression(diff) })
  } catch (error) {
    if (!KareninaError.isInstance(error)) throw error
    return `Karenina baseline: not compared: ${error.message}`
  }
}
