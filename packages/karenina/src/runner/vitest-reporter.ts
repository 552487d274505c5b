import { relative, resolve } from 'node:path'
import { ResultCollector } from './result-collector.js'
import { appendStepSummary } from './step-summary.js'
import { mergedRunTime, noResultsNote } from './shard-notes.js'
import { encodedResultsOf, scenarioRecordsOf } from './result-meta.js'
import { resolveRunnerConfig } from './runner-config.js'

// Structural views of vitest's reporter API (vitest 4 and 5): the core never imports vitest at run time, so
// `vitest --reporter karenina` can construct this class from the bare package name.

/** The part of vitest's `TestCase` the reporter reads. */
export interface ReportedTestCase {
  readonly fullName: string
  meta(): unknown
}

/** The part of vitest's `TestModule` the reporter reads. */
export interface ReportedTestModule {
  readonly moduleId: string
  readonly children: { allTests(): Iterable<ReportedTestCase> }
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

  constructor(private readonly options: KareninaReporterOptions = {}) {}

  onInit(host: ReporterHost): void {
    this.#host = host
  }

  onTestRunStart(): void {
    this.#startTime = Date.now()
  }

  /** The results file of this run (absolute). */
  outputPath(): string {
    const root = this.#host?.config.root ?? process.cwd()
    const configured = this.#host?.config.outputFile
    const fromConfig = typeof configured === 'object' && configured !== null ? configured['karenina'] : undefined
    return resolve(root, this.options.outputFile ?? fromConfig ?? resolveRunnerConfig(process.env).resultsFile)
  }

  async onTestRunEnd(testModules: readonly ReportedTestModule[]): Promise<void> {
    const collector = new ResultCollector()
    // File order, then declaration order: the same for one run and for merged shards.
    const modules = [...testModules].sort((a, b) => (a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0))
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const encoded = encodedResultsOf(test.meta())
        if (encoded.length > 0) collector.addEncoded(encoded, `${module.moduleId} › ${test.fullName}`)
        collector.addScenarios(scenarioRecordsOf(test.meta()))
      }
    }
    const path = this.outputPath()
    const endTime = Date.now()
    // A merged report spans the shards' run times, not the merge's own.
    const merged = mergedRunTime(this.#host?.state?.blobs?.executionTimes)
    const startTime = merged !== null ? endTime - merged : this.#startTime
    await collector.write(path, { ...(this.options.jobId ? { jobId: this.options.jobId } : {}), startTime, endTime })
    if (collector.size === 0 && collector.scenarios.length === 0) {
      const note = noResultsNote({ shard: this.#host?.config.shard ?? null, merged: Boolean(this.#host?.config.mergeReports), resultsFile: relative(this.#host?.config.root ?? process.cwd(), path) || path })
      process.stderr.write(`\n${note}\n`)
    }
    if (this.options.githubSummary !== false) await appendStepSummary(collector.entries, { resultsFile: relative(this.#host?.config.root ?? process.cwd(), path) || path })
    if (this.options.summary === false) return
    const root = this.#host?.config.root ?? process.cwd()
    const text = collector.summary({ resultsFile: relative(root, path) || path })
    if (this.#host?.logger) this.#host.logger.log(text)
    else process.stdout.write(`${text}\n`)
  }
}
