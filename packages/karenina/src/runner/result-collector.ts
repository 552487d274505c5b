import type { FileHandle } from 'node:fs/promises'
import { dirname } from 'node:path'
import { dumpResultLine, exportResultsChunks, writeResultsExport } from '../results/export.js'
import { jobInfoFromResults } from '../results/export-metadata.js'
import type { VerificationResult } from '../results/verification-result.js'
import { VerificationResultSet } from '../results/verification-result-set.js'
import { parsePyJson } from '../compat/parse-py-json.js'
import { LineSpool, writeAll, writeAtomically, type Span } from './line-spool.js'
import { decodeResultLines, decodeResults, forEachPackedRecord, type EncodedResult, type ResultAnnotations } from './result-meta.js'
import { resultSummaryView } from './result-summary-view.js'
import { SummaryInterner } from '../results/summary-view.js'
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

/** Options of {@link ResultCollector}. */
export interface ResultCollectorOptions {
  /**
   * Keep every result whole in memory. With `false`, each result's export line goes to a temporary file as
   * it is added and only what the summary and the export header read is kept (a large run's reporter or
   * merge stays small); `results` and `toResultSet()` are then unavailable. @default true
   */
  keepResults?: boolean
}

/** A result's summary view, with model identities shared between results (a run has a handful of models). */
function summaryView(result: VerificationResult, interner: SummaryInterner): VerificationResult {
  const view = resultSummaryView(result)
  const m = view.metadata
  const metadata = { ...m, answering: interner.internAt('metadata', 'answering', m.answering), parsing: interner.internAt('metadata', 'parsing', m.parsing) }
  return { ...view, metadata } as VerificationResult
}

/**
 * Collects the results of a test run (in test order), writes them as a VerificationResultSet in Karenina's
 * export format (v2.2) and renders the run summary.
 */
export class ResultCollector {
  readonly #entries: JudgedResult[] = []
  readonly #scenarios: unknown[] = []
  readonly #spool: LineSpool | null
  /** Where the spooled lines are, in export order. */
  readonly #order: Span[] = []
  readonly #staged = new Map<string, { entries: JudgedResult[]; spans: Span[]; scenarios: unknown[] }>()
  readonly #interner = new SummaryInterner()

  constructor(options: ResultCollectorOptions = {}) {
    this.#spool = options.keepResults === false ? new LineSpool() : null
  }

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
    const { entry, span } = this.#prepare(result, pass, annotations)
    this.#entries.push(entry)
    if (span) this.#order.push(span)
  }

  /** `line`: the result's export line when the caller has it (carried results are written as they came). */
  #prepare(result: VerificationResult, pass: boolean, annotations: ResultAnnotations, line?: string): { entry: JudgedResult; span: Span | null } {
    if (!this.#spool) return { entry: { result, pass, ...annotations }, span: null }
    const span = this.#spool.append(line ?? dumpResultLine(result))
    return { entry: { result: summaryView(result, this.#interner), pass, ...annotations }, span }
  }

  /**
   * Decodes (and spools) a test's results as soon as the test ends, under `key` (e.g. the test's id), without
   * placing them yet: {@link commitStaged} places them, so the file keeps the order of the suite, not of
   * completion. The decoding work is spread over the run instead of piling up at its end. Staging a key again
   * replaces its results.
   */
  stageEncoded(key: string, encoded: readonly EncodedResult[], scenarios: readonly unknown[] = [], source?: string, defaults: { title?: string } = {}): void {
    const staged = { entries: [] as JudgedResult[], spans: [] as Span[], scenarios: [...scenarios] }
    for (const { result, pass, line, ...annotations } of this.#decode(encoded, source)) {
      const { entry, span } = this.#prepare(result, pass, { ...(defaults.title !== undefined ? { title: defaults.title } : {}), ...annotations }, line)
      staged.entries.push(entry)
      if (span) staged.spans.push(span)
    }
    this.#staged.set(key, staged)
  }

  /**
   * As {@link stageEncoded}, straight from a test's packed metadata: each result's export line goes from the
   * decoder's buffer to the spool, and only its carried summary view is kept (no string, no parse of the line).
   * False, staging nothing, when the collector keeps results whole or a record is not a packed result with a
   * view (0.1 metadata, records of an earlier build): stage those with {@link stageEncoded}.
   */
  stagePacked(key: string, meta: unknown, source: string, defaults: { title?: string } = {}): boolean {
    const spool = this.#spool
    if (!spool) return false
    const staged = { entries: [] as JudgedResult[], spans: [] as Span[], scenarios: [] as unknown[] }
    const title = defaults.title !== undefined ? { title: defaults.title } : {}
    const packed = forEachPackedRecord(meta, source, (record) => {
      if (record.scenario) staged.scenarios.push(parsePyJson(record.body.toString('utf8')))
      else if (record.view === undefined) return false
      else {
        staged.spans.push(spool.append(record.body))
        staged.entries.push({ result: summaryView(record.view, this.#interner), pass: record.pass, ...title, ...record.annotations })
      }
      return true
    })
    if (packed) this.#staged.set(key, staged)
    return packed
  }

  /** Places the results staged under `key` after those collected so far; false when nothing was staged under it. */
  commitStaged(key: string): boolean {
    const staged = this.#staged.get(key)
    if (staged === undefined) return false
    this.#staged.delete(key)
    this.#entries.push(...staged.entries)
    this.#order.push(...staged.spans)
    this.#scenarios.push(...staged.scenarios)
    return true
  }

  /** Adds results carried in a runner's metadata channel; `title` names them when they carry none (the test's name). */
  addEncoded(encoded: readonly EncodedResult[], source?: string, defaults: { title?: string } = {}): void {
    for (const { result, pass, line, ...annotations } of this.#decode(encoded, source)) {
      const { entry, span } = this.#prepare(result, pass, { ...(defaults.title !== undefined ? { title: defaults.title } : {}), ...annotations }, line)
      this.#entries.push(entry)
      if (span) this.#order.push(span)
    }
  }

  /**
   * Carried results, decoded: spooled, each keeps its export line (written as it came, its parsed form read only
   * for the summary); kept whole, they are read as results are read from a file.
   */
  #decode(encoded: readonly EncodedResult[], source: string | undefined): ReturnType<typeof decodeResultLines> {
    return this.#spool ? decodeResultLines(encoded, source) : decodeResults(encoded, source)
  }

  /** Removes the temporary file of a collector that will not be written (e.g. a result failed to decode). */
  discard(): void {
    this.#spool?.remove()
  }

  get size(): number {
    return this.#entries.length
  }

  /** Every collected result with its verdict, in collection order. */
  get entries(): readonly JudgedResult[] {
    return this.#entries
  }

  get results(): VerificationResult[] {
    if (this.#spool) throw new Error('ResultCollector: created with keepResults: false, it keeps no whole results (read the written file)')
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
    if (!this.#spool) return writeResultsExport(path, results, exportOptions)
    // The export of no results is the header and the tail; the spooled lines go between them.
    const [head, ...tail] = [...exportResultsChunks([], exportOptions)]
    const spool = this.#spool
    spool.close()
    const text = (handle: FileHandle, chunk: string) => {
      const bytes = Buffer.from(chunk, 'utf8')
      return writeAll(handle, bytes, bytes.length)
    }
    try {
      await writeAtomically(path, async (handle) => {
        await text(handle, head!)
        await spool.copyTo(handle, this.#order)
        for (const chunk of tail) await text(handle, chunk)
      })
    } finally {
      spool.remove()
    }
  }

  /** The compact summary: pass rate per model, failing questions, trait averages, tokens. */
  summary(options: RunSummaryOptions = {}): string {
    return renderRunSummary(this.#entries, options)
  }
}
