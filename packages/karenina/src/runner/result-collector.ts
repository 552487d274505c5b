import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import { writeResultsExport } from '../results/export.js'
import { jobInfoFromResults } from '../results/export-metadata.js'
import type { VerificationResult } from '../results/verification-result.js'
import { VerificationResultSet } from '../results/verification-result-set.js'
import { decodeResults, type EncodedResult, type ResultAnnotations } from './result-meta.js'
import { renderRunSummary, type JudgedResult, type RunSummaryOptions } from './run-summary.js'
import { defaultPass } from './verdict.js'

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
 * export format (v2.2) and renders the run summary.
 */
export class ResultCollector {
  readonly #entries: JudgedResult[] = []
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
  }

  /** Adds results carried in a runner's metadata channel; `title` names them when they carry none (the test's name). */
  addEncoded(encoded: readonly EncodedResult[], source?: string, defaults: { title?: string } = {}): void {
    for (const { result, pass, ...annotations } of decodeResults(encoded, source)) {
      this.add(result, pass, { ...(defaults.title !== undefined ? { title: defaults.title } : {}), ...annotations })
    }
  }

  get size(): number {
    return this.#entries.length
  }

  /** Every collected result with its verdict, in collection order. */
  get entries(): readonly JudgedResult[] {
    return this.#entries
  }

  get results(): VerificationResult[] {
    return this.#entries.map((e) => e.result)
  }

  toResultSet(): VerificationResultSet {
    return new VerificationResultSet(this.results, this.#scenarios.length > 0 ? { scenarioResults: [...this.#scenarios] } : {})
  }

  /** Writes the results to `path` in Karenina's v2.2 export format (atomically, directories created). */
  async write(path: string, options: WriteResultsOptions = {}): Promise<void> {
    const results = this.results
    await mkdir(dirname(path), { recursive: true })
    const toSeconds = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : ms / 1000)
    await writeResultsExport(path, results, {
      job: {
        ...jobInfoFromResults(results, options.jobId ?? `karenina-${randomUUID()}`),
        // A test's verdict (`.not`, thresholds) decides success here, not only the absence of a failure.
        successfulCount: this.#entries.filter((e) => e.pass).length,
        failedCount: this.#entries.filter((e) => !e.pass).length,
        startTime: toSeconds(options.startTime),
        endTime: toSeconds(options.endTime),
        isComplete: true,
        ...(options.now ? { now: options.now } : {}),
      },
      ...(this.#scenarios.length > 0 ? { scenarioResults: this.#scenarios } : {}),
    })
  }

  /** The compact summary: pass rate per model, failing questions, trait averages, tokens. */
  summary(options: RunSummaryOptions = {}): string {
    return renderRunSummary(this.#entries, options)
  }
}
