import { dirname } from 'node:path'
import { dumpResultLine, writeExportOfLines } from '../../results/export.js'
import { jobInfoFromResults } from '../../results/export-metadata.js'
import type { VerificationResult } from '../../results/verification-result.js'
import { VerificationResultSet } from '../../results/verification-result-set.js'
import { parsePyJson } from '../../compat/parse-py-json.js'
import type { ResultAnnotations, TestRecords } from '../result-records.js'
import { costByRole, withPrices, type CostSummary, type PriceTable } from '../../results/cost.js'
import { renderRunSummary, type JudgedResult, type RunSummaryOptions } from './run-summary.js'
import { defaultPass } from '../verdict.js'

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

/**
 * Collects the results of a test run (in test order), writes them as a VerificationResultSet in Karenina's
 * export format (v2.2) and renders the run summary. Results a test worker handed over ({@link addCarried}) are
 * kept as their export lines and summary views: written as they came, never parsed again.
 */
export class ResultCollector {
  readonly #entries: JudgedResult[] = []
  /** Each entry's export line when it was carried (else the entry's result is whole, dumped when written). */
  readonly #lines: (string | undefined)[] = []
  readonly #scenarios: unknown[] = []

  /** Adds scenario run records (written as the export's `scenario_results`). */
  addScenarios(records: readonly unknown[]): void {
    this.#scenarios.push(...records)
  }

  /** The collected scenario run records. */
  get scenarios(): readonly unknown[] {
    return this.#scenarios
  }

  /** Adds a result with its test verdict (default: Karenina's pass rule) and what the runner knows of it. */
  add(result: VerificationResult, pass: boolean = defaultPass(result), annotations: ResultAnnotations = {}): void {
    this.#entries.push({ result, pass, ...annotations })
    this.#lines.push(undefined)
  }

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

  /** The collected results, whole: none may have been carried (those keep only a summary view; read the written file). */
  get results(): VerificationResult[] {
    if (this.#lines.some((line) => line !== undefined)) throw new Error('ResultCollector: carried results are kept as export lines and summary views, not whole (read the written file)')
    return this.#entries.map((e) => e.result)
  }

  toResultSet(): VerificationResultSet {
    return new VerificationResultSet(this.results, this.#scenarios.length > 0 ? { scenarioResults: [...this.#scenarios] } : {})
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
    const lines = this.#lines
    // Carried results are written as they came (their export lines), the others dumped one at a time.
    const exportLines = (function* () {
      for (let i = 0; i < results.length; i++) yield lines[i] ?? dumpResultLine(results[i]!)
    })()
    await writeExportOfLines(path, exportLines, exportOptions)
  }

  /** The compact summary: pass rate per model, failing questions, trait averages, tokens. */
  summary(options: RunSummaryOptions = {}): string {
    return renderRunSummary(this.#entries, options)
  }

  /** The collected results' cost per role at the shipped prices (README "Cost per role and budgets"). */
  get cost(): CostSummary {
    return this.costAt(undefined)
  }

  /** The collected results' cost per role, with `prices` over the shipped table. */
  costAt(prices: PriceTable | undefined): CostSummary {
    return costByRole(this.#entries.map((e) => e.result), { prices: withPrices(prices) })
  }
}
