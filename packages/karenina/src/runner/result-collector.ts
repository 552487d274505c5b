import { dirname } from 'node:path'
import { addResultCost, costByRole, emptyCost, type CostSummary } from '../results/cost.js'
import { dumpResultLine, exportResultsChunks, writeResultsExport } from '../results/export.js'
import { jobInfoFromResults } from '../results/export-metadata.js'
import type { VerificationResult } from '../results/verification-result.js'
import { VerificationResultSet } from '../results/verification-result-set.js'
import { parsePyJson } from '../compat/parse-py-json.js'
import { LineSpool } from './line-spool.js'
import { writeOutputFile } from '../utils/output-file.js'
import { decodeResultLines, decodeResults, forEachPackedRecord, type EncodedResult, type ResultAnnotations } from './result-meta.js'
import { resultSummaryView } from './result-summary-view.js'
import { SummaryInterner } from '../results/summary-view.js'
import { numberOrNull } from '../results/stats.js'
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

/** The token counts the run summary prints: running totals, so a spooled result's view keeps no usage. */
interface TokenTotals {
  input_tokens: number
  output_tokens: number
  total_tokens: number
}

type ModelIdentity = VerificationResult['metadata']['answering']

/** A test's results waiting for their place ({@link ResultCollector.commitStaged}): usually one result, spooled. */
type Staged = { entry: JudgedResult; line: number } | { entries: JudgedResult[]; lines: number[]; scenarios: unknown[] }

/**
 * Collects the results of a test run (in test order), writes them as a VerificationResultSet in Karenina's
 * export format (v2.2) and renders the run summary.
 */
export class ResultCollector {
  readonly #entries: JudgedResult[] = []
  readonly #scenarios: unknown[] = []
  readonly #spool: LineSpool | null
  /** The spooled lines' numbers, in export order. */
  readonly #order: number[] = []
  readonly #staged = new Map<string, Staged>()
  readonly #interner = new SummaryInterner()
  /** The model identities of the last result kept, as it had them and as interned. */
  readonly #lastIdentities: { answering?: ModelIdentity; sharedAnswering?: ModelIdentity; parsing?: ModelIdentity; sharedParsing?: ModelIdentity } = {}
  /** Token totals of the spooled results (their views keep no usage). */
  readonly #tokens: TokenTotals = { input_tokens: 0, output_tokens: 0, total_tokens: 0 }
  /** Cost per role of the spooled results, at the shipped prices (their views keep no usage). */
  readonly #cost: CostSummary = emptyCost()

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
    const { entry, line } = this.#prepare(result, pass, annotations)
    this.#entries.push(entry)
    if (line >= 0) this.#order.push(line)
  }

  /**
   * `line`: the result's export line when the caller has it (carried results are written as they came). The
   * entry's line number in the spool is -1 when the collector keeps results whole.
   */
  #prepare(result: VerificationResult, pass: boolean, annotations: ResultAnnotations, line?: string): { entry: JudgedResult; line: number } {
    if (!this.#spool) return { entry: { result, pass, ...annotations }, line: -1 }
    const number = this.#spool.append(line ?? dumpResultLine(result))
    return { entry: { result: this.#keepView(resultSummaryView(result)), pass, ...annotations }, line: number }
  }

  /**
   * What stays of a spooled result: its summary view (a new object of the collector's own, changed in place),
   * with model identities shared between results (a run has a handful of models) and its token usage added to
   * the running totals instead of kept.
   */
  #keepView(view: VerificationResult, fromPackedHeader = false): VerificationResult {
    const m = view.metadata
    if (fromPackedHeader) {
      // Packed headers give an identity equal to the last one as the same (unchanging) object: interned once.
      const last = this.#lastIdentities
      if (m.answering !== last.answering) last.sharedAnswering = this.#interner.internAt('metadata', 'answering', (last.answering = m.answering))
      if (m.parsing !== last.parsing) last.sharedParsing = this.#interner.internAt('metadata', 'parsing', (last.parsing = m.parsing))
      m.answering = last.sharedAnswering!
      m.parsing = last.sharedParsing!
    } else {
      m.answering = this.#interner.internAt('metadata', 'answering', m.answering)
      m.parsing = this.#interner.internAt('metadata', 'parsing', m.parsing)
    }
    const template = view.template as { usage_metadata?: unknown } | null | undefined
    if (template?.usage_metadata) {
      addTokenTotals(this.#tokens, template.usage_metadata as Record<string, unknown>)
      addResultCost(this.#cost, view)
      template.usage_metadata = undefined
    }
    return view
  }

  /**
   * Decodes (and spools) a test's results as soon as the test ends, under `key` (e.g. the test's id), without
   * placing them yet: {@link commitStaged} places them, so the file keeps the order of the suite, not of
   * completion. The decoding work is spread over the run instead of piling up at its end. Staging a key again
   * replaces its results.
   */
  stageEncoded(key: string, encoded: readonly EncodedResult[], scenarios: readonly unknown[] = [], source?: string, defaults: { title?: string } = {}): void {
    const staged = { entries: [] as JudgedResult[], lines: [] as number[], scenarios: [...scenarios] }
    for (const { result, pass, line, ...annotations } of this.#decode(encoded, source)) {
      const prepared = this.#prepare(result, pass, { ...(defaults.title !== undefined ? { title: defaults.title } : {}), ...annotations }, line)
      staged.entries.push(prepared.entry)
      if (prepared.line >= 0) staged.lines.push(prepared.line)
    }
    this.#staged.set(key, staged)
  }

  /**
   * As {@link stageEncoded}, straight from a test's packed metadata: each result's export line goes from the
   * decoder's buffer to the spool, and only its carried summary view is kept (no string, no parse of the line).
   * False, staging nothing, when the collector keeps results whole or a record is not a packed result with a
   * view: stage those with {@link stageEncoded}.
   */
  stagePacked(key: string, meta: unknown, source: string | (() => string), defaults: { title?: string } = {}): boolean {
    const spool = this.#spool
    if (!spool) return false
    // Most tests carry one result: staged as one small object (a 10,000-test merge holds every staged test).
    let one: { entry: JudgedResult; line: number } | null = null
    let many: { entries: JudgedResult[]; lines: number[]; scenarios: unknown[] } | null = null
    const packed = forEachPackedRecord(meta, source, (record) => {
      if (!record.scenario && record.view === undefined) return false
      many ??= one === null ? null : { entries: [one.entry], lines: [one.line], scenarios: [] }
      if (record.scenario) (many ??= { entries: [], lines: [], scenarios: [] }).scenarios.push(parsePyJson(record.body.toString('utf8')))
      else {
        const line = spool.append(record.body)
        const entry: JudgedResult = { result: this.#keepView(record.view!, true), pass: record.pass, ...record.annotations }
        if (defaults.title !== undefined && entry.title === undefined) entry.title = defaults.title
        if (many !== null) {
          many.entries.push(entry)
          many.lines.push(line)
        } else one = { entry, line }
      }
      return true
    })
    if (packed) this.#staged.set(key, many ?? one ?? { entries: [], lines: [], scenarios: [] })
    return packed
  }

  /** Places the results staged under `key` after those collected so far; false when nothing was staged under it. */
  commitStaged(key: string): boolean {
    const staged = this.#staged.get(key)
    if (staged === undefined) return false
    this.#staged.delete(key)
    if ('entry' in staged) {
      this.#entries.push(staged.entry)
      this.#order.push(staged.line)
      return true
    }
    this.#entries.push(...staged.entries)
    this.#order.push(...staged.lines)
    this.#scenarios.push(...staged.scenarios)
    return true
  }

  /** Adds results carried in a runner's metadata channel; `title` names them when they carry none (the test's name). */
  addEncoded(encoded: readonly EncodedResult[], source?: string, defaults: { title?: string } = {}): void {
    for (const { result, pass, line, ...annotations } of this.#decode(encoded, source)) {
      const prepared = this.#prepare(result, pass, { ...(defaults.title !== undefined ? { title: defaults.title } : {}), ...annotations }, line)
      this.#entries.push(prepared.entry)
      if (prepared.line >= 0) this.#order.push(prepared.line)
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
    try {
      await writeOutputFile(path, async (out) => {
        await out.write(head!)
        await spool.copyTo(out, this.#order)
        for (const chunk of tail) await out.write(chunk)
      })
    } finally {
      spool.remove()
    }
  }

  /** The compact summary: pass rate per model, failing questions, trait averages, tokens. */
  summary(options: RunSummaryOptions = {}): string {
    return renderRunSummary(this.#entries, this.#spool ? { ...options, tokens: this.#tokens, cost: this.#cost } : options)
  }

  /** The collected results' cost per role at the shipped prices (README "Cost per role and budgets"). */
  get cost(): CostSummary {
    return this.#spool ? this.#cost : costByRole(this.#entries.map((e) => e.result))
  }
}

/** Adds a result's token usage (per stage, as `tokenUsage` counts it) to running totals. */
function addTokenTotals(totals: TokenTotals, usage: Record<string, unknown>): void {
  let stages = 0
  for (const stage in usage) if (stage !== 'total') stages++
  for (const stage in usage) {
    // A usage map with only the total still counts.
    if (stages > 0 && stage === 'total') continue
    const entry = usage[stage] as Record<string, unknown> | null | undefined
    const inp = numberOrNull(entry?.input_tokens) ?? 0
    const out = numberOrNull(entry?.output_tokens) ?? 0
    totals.input_tokens += inp
    totals.output_tokens += out
    totals.total_tokens += numberOrNull(entry?.total_tokens) ?? inp + out
  }
}
