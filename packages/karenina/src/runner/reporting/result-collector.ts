import { dirname } from 'node:path'
import { writeExportOfLines } from '../../results/export.js'
import { jobInfoFromResults } from '../../results/export-metadata.js'
import { parsePyJson } from '../../compat/parse-py-json.js'
import type { TestRecords } from '../result-records.js'
import { costByRole, parsePriceTable, withPrices, type CostSummary, type PriceTable } from '../../results/cost.js'
import { appendStepSummary, renderRunSummary, type JudgedResult, type RunSummaryOptions } from './run-summary.js'
import { displayPath } from './display-path.js'
import { loadFailureNote, noResultsNote, type LoadFailure, type ShardInfo } from './shard-notes.js'

/** Options of {@link ResultCollector.write}. */
export interface WriteResultsOptions {
  /** `metadata.job_id` of the export. @default `<prefix>-<uuid>` */
  jobId?: string
  /** Run start and end (epoch ms). @default null */
  startTime?: number | null
  endTime?: number | null
  /** Clock of `export_timestamp`. @default () => new Date() */
  now?: () => Date
}

/** What both reporters' options (vitest's `KareninaReporter`, jest-karenina's) say about a run's output. */
export interface ReporterOutputOptions {
  /**
   * Results file, relative to the project root. With `--shard=i/n` and no file configured,
   * `karenina-results.shard-i-of-n.json`, ready for `karenina merge`.
   * @default vitest's `outputFile.karenina` or jest's `globals.karenina.resultsFile`, else env `KARENINA_RESULTS_FILE`, else 'karenina-results.json'
   */
  outputFile?: string
  /** Print the run summary (pass rate per model, failing questions, trait averages, tokens). @default true */
  summary?: boolean
  /** Under GitHub Actions, append a Markdown summary to `$GITHUB_STEP_SUMMARY`. @default true */
  githubSummary?: boolean
  /**
   * Model prices over the shipped table for the cost lines (`{"<model>": {inputPerMTok, cachedInputPerMTok?,
   * outputPerMTok, batchDiscount?}}`, USD per million tokens). @default the vitest plugin's or jest `globals.karenina`'s `prices`
   */
  prices?: PriceTable
}

/** How a reporter's run ended, for {@link ResultCollector.finish}. */
export interface FinishedRun extends WriteResultsOptions {
  /** What failed (files that did not load, else failed tests): asked only when nothing was collected. */
  failures: () => readonly LoadFailure[]
  shard: ShardInfo | null | undefined
  /** The prices when the reporter's options give none (read after the results are written). */
  defaultPrices?: () => PriceTable | undefined
  /** The reporter's `prices` option as an error names it. */
  pricesOption: string
}

/**
 * Collects the results of a test run (in test order), writes them as a VerificationResultSet in Karenina's
 * export format (v2.2) and renders the run summary. The results test workers handed over ({@link addCarried}) are
 * kept as their export lines and summary views: written as they came, never parsed again.
 */
export class ResultCollector {
  readonly #entries: JudgedResult[] = []
  /** Each entry's export line, as the worker wrote it. */
  readonly #lines: string[] = []
  readonly #scenarios: unknown[] = []

  /**
   * Adds a test's records as a worker handed them over (see `readRunRecords`): each result's export line and
   * summary view, and its scenario records. `title` names results that carry none (the test's name).
   */
  addCarried(records: TestRecords, defaults: { title?: string } = {}): void {
    for (const { line, view, ...annotations } of records.results) {
      this.#entries.push({ result: view, ...(defaults.title !== undefined ? { title: defaults.title } : {}), ...annotations })
      this.#lines.push(line)
    }
    for (const scenario of records.scenarios) this.#scenarios.push(parsePyJson(scenario))
  }

  get size(): number {
    return this.#entries.length
  }

  /** Every collected result with its verdict, in collection order. */
  get entries(): readonly JudgedResult[] {
    return this.#entries
  }

  /** Writes the results to `path` in Karenina's v2.2 export format (atomically, directories created). */
  async write(path: string, options: WriteResultsOptions = {}): Promise<void> {
    const results = this.#entries.map((e) => e.result)
    // Built-ins on first use: importing karenina loads neither (start-up cost).
    await process.getBuiltinModule('node:fs/promises').mkdir(dirname(path), { recursive: true })
    const toSeconds = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : ms / 1000)
    const exportOptions = {
      job: {
        ...jobInfoFromResults(results, options.jobId ?? `karenina-${process.getBuiltinModule('node:crypto').randomUUID()}`),
        // A test's verdict (`.not`, thresholds) decides success here, not only the absence of a failure.
        successfulCount: this.#entries.filter((e) => e.pass).length,
        failedCount: this.#entries.filter((e) => !e.pass).length,
        startTime: toSeconds(options.startTime),
        endTime: toSeconds(options.endTime),
        isComplete: true,
        ...(options.now ? { now: options.now } : {}),
      },
      ...(this.#scenarios.length > 0 ? { scenarioResults: this.#scenarios } : {}),
    }
    // The results are written as they came: their export lines, never parsed again.
    await writeExportOfLines(path, this.#lines, exportOptions)
  }

  /**
   * Ends a reporter's run: writes the results to `path` (unless nothing was collected while tests failed: the previous
   * results stay, and the cause is named), warns of an empty set, appends the step summary. Returns the summary to print.
   */
  async finish(path: string, options: ReporterOutputOptions, run: FinishedRun): Promise<string | null> {
    const { failures, shard, defaultPrices, pricesOption, ...writeOptions } = run
    const resultsFile = displayPath(path)
    const empty = this.size === 0 && this.#scenarios.length === 0
    const loadFailures = empty ? failures() : []
    if (loadFailures.length > 0) {
      process.stderr.write(`\n${loadFailureNote({ failures: loadFailures, resultsFile })}\n`)
      return null
    }
    await this.write(path, writeOptions)
    if (empty) process.stderr.write(`\n${noResultsNote({ shard: shard ?? null, resultsFile })}\n`)
    const cost = this.costAt(options.prices === undefined ? defaultPrices?.() : parsePriceTable(options.prices, pricesOption))
    if (options.githubSummary !== false) await appendStepSummary(this.#entries, { resultsFile, cost })
    return options.summary === false ? null : this.summary({ resultsFile, cost })
  }

  /** The compact summary: pass rate per model, failing questions, trait averages, tokens. */
  summary(options: RunSummaryOptions = {}): string {
    return renderRunSummary(this.#entries, options)
  }

  /** The collected results' cost per role, with `prices` over the shipped table. */
  costAt(prices: PriceTable | undefined): CostSummary {
    return costByRole(this.#entries.map((e) => e.result), { prices: withPrices(prices) })
  }
}
