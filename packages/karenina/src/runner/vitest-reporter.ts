import { resolve } from 'node:path'
import { formatBaselineDiff, readBaseline, type Baseline } from './baseline-diff.js'
import { displayPath } from './display-path.js'
import { ResultCollector } from './result-collector.js'
import { appendStepSummary } from './step-summary.js'
import { loadFailureNote, mergedRunTime, noResultsNote, type LoadFailure } from './shard-notes.js'
import { parsePyJson } from '../compat/parse-py-json.js'
import { carriedRecordsOf, hasKareninaRecords } from './result-meta.js'
import { resolveRunnerConfig } from './runner-config.js'

// Structural views of vitest's reporter API (vitest 4 and 5): the core never imports vitest at run time, so
// `vitest --reporter karenina` can construct this class from the bare package name.

/** The part of vitest's `TestCase` the reporter reads. */
export interface ReportedTestCase {
  /** The test's id (stable within a run). */
  readonly id?: string
  readonly fullName: string
  /** The test's module (vitest ≥ 3). */
  readonly module?: { readonly moduleId: string }
  meta(): unknown
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
  /** With `--merge-reports`, each blob's run time (ms). */
  readonly state?: { readonly blobs?: { readonly executionTimes?: readonly number[] } | undefined }
}

/** Options of {@link KareninaReporter} (`reporters: [['karenina', { … }]]`). */
export interface KareninaReporterOptions {
  /** Results file, relative to the project root. @default vitest's `outputFile.karenina`, else env `KARENINA_RESULTS_FILE`, else 'karenina-results.json' */
  outputFile?: string
  /** Print the run summary. @default true */
  summary?: boolean
  /** `metadata.job_id` of the export. @default a random id */
  jobId?: string
  /**
   * A results file of an earlier run (relative to the project root): after the summary, print what changed
   * against it (flipped verdicts, pass rate change per model, trait deltas), as `karenina diff` does. It may
   * be the results file itself: it is read before this run overwrites it. Prints only; gate CI on `karenina diff`.
   */
  baseline?: string
  /** Under GitHub Actions, append a Markdown summary to `$GITHUB_STEP_SUMMARY`. @default true */
  githubSummary?: boolean
}

/**
 * The karenina reporter for vitest (`vitest --reporter karenina`, or `vitest-karenina/reporter`): collects the
 * VerificationResults that matchers and benchmark tests attached to `task.meta` (they survive `--shard`, the
 * blob reporter and `--merge-reports`), writes the run's VerificationResultSet in Karenina's export format,
 * and prints a summary (pass rate per model, failing questions, trait averages, tokens).
 */
export class KareninaReporter {
  #host: ReporterHost | undefined
  #startTime: number | null = null
  #baseline: Baseline | null = null
  /** This run's results so far: each test's are decoded and spooled as it ends (see `onTestCaseResult`). */
  #collector: ResultCollector | null = null
  /** The staging defaults of the test at hand (one object for the run: a merge stages every test). */
  readonly #defaults: { title?: string } = {}

  constructor(private readonly options: KareninaReporterOptions = {}) {}

  onInit(host: ReporterHost): void {
    this.#host = host
  }

  /** `startTime`: when the run started, for a caller that hands the hook on later (vitest-karenina's plugin). */
  onTestRunStart(_specifications?: readonly unknown[], startTime: number = Date.now()): void {
    this.#startTime = startTime
    this.#collector?.discard()
    this.#collector = null
    // Read now, before the run writes: the baseline may be the results file itself (the previous run's).
    this.#baseline = this.options.baseline === undefined || this.options.summary === false ? null : readBaseline(this.#baselinePath())
  }

  /** The results file of this run (absolute). */
  outputPath(): string {
    const root = this.#host?.config.root ?? process.cwd()
    const configured = this.#host?.config.outputFile
    const fromConfig = typeof configured === 'object' && configured !== null ? configured['karenina'] : undefined
    return resolve(root, this.options.outputFile ?? fromConfig ?? resolveRunnerConfig(process.env).resultsFile)
  }

  /**
   * A test ended: its results are decoded and spooled now (only what the summary needs stays in memory), so
   * the end of a large run has little left to do. A result that fails to decode is left for `onTestRunEnd`,
   * which reports it.
   */
  onTestCaseResult(test: ReportedTestCase): void {
    if (test.id === undefined) return
    // Named only when a record fails to unpack (a merge replays every test of every blob).
    const source = () => `${test.module?.moduleId ?? ''} › ${test.fullName}`
    try {
      const meta = test.meta()
      if (!hasKareninaRecords(meta)) return
      this.#collector ??= new ResultCollector({ keepResults: false })
      const defaults = this.#defaults
      defaults.title = test.fullName
      if (this.#collector.stagePacked(test.id, meta, source, defaults)) return
      const carried = carriedRecordsOf(meta, source())
      this.#collector.stageEncoded(test.id, carried.results, carried.scenarios.map((s) => parsePyJson(s)), source(), { title: test.fullName })
    } catch {
      // Decoded again (and the error reported) at the end of the run.
    }
  }

  async onTestRunEnd(testModules: readonly ReportedTestModule[]): Promise<void> {
    // Results go to the file as they are read; only what the summary needs stays (a 10,000-test run or merge).
    const collector = this.#collector ?? new ResultCollector({ keepResults: false })
    this.#collector = null
    const path = this.outputPath()
    try {
      // File order, then declaration order: the same for one run and for merged shards.
      const modules = [...testModules].sort((a, b) => (a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0))
      for (const module of modules) {
        for (const test of module.children.allTests()) {
          if (test.id !== undefined && collector.commitStaged(test.id)) continue
          const source = `${module.moduleId} › ${test.fullName}`
          const carried = carriedRecordsOf(test.meta(), source)
          if (carried.results.length > 0) collector.addEncoded(carried.results, source, { title: test.fullName })
          collector.addScenarios(carried.scenarios.map((s) => parsePyJson(s)))
        }
      }
    } catch (error) {
      collector.discard()
      throw error
    }
    if (collector.size === 0 && collector.scenarios.length === 0) {
      const failures = loadFailures(testModules, this.#host?.config.root ?? process.cwd())
      if (failures.length > 0) {
        // Nothing ran: the previous results stay, and the cause is named instead of the test filter.
        collector.discard()
        process.stderr.write(`\n${loadFailureNote({ failures, resultsFile: displayPath(path) })}\n`)
        return
      }
    }
    const endTime = Date.now()
    // A merged report spans the shards' run times, not the merge's own.
    const merged = mergedRunTime(this.#host?.state?.blobs?.executionTimes)
    const startTime = merged !== null ? endTime - merged : this.#startTime
    await collector.write(path, { ...(this.options.jobId ? { jobId: this.options.jobId } : {}), startTime, endTime })
    if (collector.size === 0 && collector.scenarios.length === 0) {
      const note = noResultsNote({ shard: this.#host?.config.shard ?? null, merged: Boolean(this.#host?.config.mergeReports), resultsFile: displayPath(path) })
      process.stderr.write(`\n${note}\n`)
    }
    if (this.options.githubSummary !== false) await appendStepSummary(collector.entries, { resultsFile: displayPath(path), cost: collector.cost })
    if (this.options.summary === false) return
    let text = collector.summary({ resultsFile: displayPath(path) })
    if (this.#baseline) text += `\n\n${await this.#baselineSection(this.#baseline, path)}`
    if (this.#host?.logger) this.#host.logger.log(text)
    else process.stdout.write(`${text}\n`)
  }

  #baselinePath(): string {
    return resolve(this.#host?.config.root ?? process.cwd(), this.options.baseline ?? '')
  }

  /** The `baseline` option's section: this run's results file compared with the baseline. */
  #baselineSection(baseline: Baseline, path: string): Promise<string> {
    const root = this.#host?.config.root ?? process.cwd()
    const baselinePath = this.#baselinePath()
    const label = `${displayPath(baselinePath)}${baselinePath === path ? ' (previous run)' : ''}`
    return formatBaselineDiff(baseline, path, { baseline: label, results: displayPath(path) })
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
