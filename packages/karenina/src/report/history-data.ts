import { basename } from 'node:path'
import { numberOrNull } from '../results/stats.js'
import { tallyVerdicts, type ResultVerdict } from '../results/result-verdict.js'
import { redactResultErrors } from '../results/redact-result.js'
import type { VerificationResultSet } from '../results/verification-result-set.js'
import type { VerificationResult } from '../results/verification-result.js'
import { costByRole, withPrices, type PriceTable } from '../results/cost.js'
import { wilsonInterval } from '../results-diff/proportion-stats.js'
import { buildReportData, type ReportRow } from './report-data.js'

/** A results file as read, with where it came from (shown on the page). */
export interface HistoryInput {
  set: VerificationResultSet
  source: string
}

/** Everything the history page shows. */
export type HistoryData = ReturnType<typeof buildHistoryData>
/** One run of the history: the files of one job (shards share a `job_id`), or one file without a job id. */
export type HistoryRun = HistoryData['runs'][number]
/** Pass rate of one answering model over the runs. */
export type HistoryModel = HistoryData['models'][number]
/** A model's pass rate in one run, with its Wilson interval (null for a run without its results). */
export type HistoryPoint = HistoryModel['points'][number]
/** One question × answering model across the runs. */
export type HistoryLine = HistoryData['lines'][number]

function jobIdOf(input: HistoryInput): string | null {
  const jobId = input.set.metadata.job_id
  return typeof jobId === 'string' && jobId !== '' ? jobId : null
}

/**
 * A file's results by run (pieces: the results of one run found in one file): a file holds one run, or several
 * (merged files, `karenina merge`), told apart by each result's `run_name`. Files sharing a `job_id` (shards of
 * one job) and a run name are one run; any other file is its own. `split`: the file holds other runs too, so
 * the piece's time comes from its own results.
 */
function runPieces(input: HistoryInput, order: number) {
  const jobId = jobIdOf(input)
  const fileKey = jobId === null ? `file:${order}` : `job:${jobId}`
  const byRun: Map<string | null, VerificationResult[]> = Map.groupBy(input.set.results, (result) => result.metadata.run_name ?? null)
  if (byRun.size === 0) byRun.set(null, [])
  return [...byRun].map(([runName, results]) => ({ input, order, key: `${fileKey}\n${runName ?? ''}`, runName, results, split: byRun.size > 1 }))
}

type RunPiece = ReturnType<typeof runPieces>[number]

/** How many runs the files hold (see {@link buildHistoryData}). */
export function countRuns(inputs: readonly HistoryInput[]): number {
  return new Set(inputs.flatMap(runPieces).map((p) => p.key)).size
}

/**
 * Seconds since the epoch of a run's piece: from the export header or, failing that, its earliest result; a
 * piece of a file holding several runs from its own earliest result (the header is the file's, not the run's).
 */
function startOf(piece: RunPiece): number | null {
  const meta = piece.input.set.metadata
  const summary = meta.job_summary
  const start = summary && typeof summary === 'object' ? numberOrNull((summary as Record<string, unknown>).start_time) : null
  if (!piece.split && start !== null && Number.isFinite(start)) return start
  const parse = (text: unknown): number | null => {
    if (typeof text !== 'string') return null
    // Karenina writes `YYYY-MM-DD HH:MM:SS UTC` (export) and `YYYY-MM-DD HH:MM:SS` (results, local time: read as UTC).
    const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text)
    return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) / 1000 : null
  }
  const times = piece.results.map((r) => parse(r.metadata.timestamp)).filter((t): t is number => t !== null)
  if (times.length > 0) return Math.min(...times)
  return parse(meta.export_timestamp)
}

/** The verdict a run gives one line: the shared verdict, or `mixed` when its results disagree. */
export function cellVerdict(cell: readonly ReportRow[]): ResultVerdict | 'mixed' | null {
  if (cell.length === 0) return null
  const first = cell[0]!.verdict
  return cell.every((r) => r.verdict === first) ? first : 'mixed'
}

/**
 * Groups results files into runs ordered by start time (files of one `job_id` are one run; ties keep the
 * argument order), and computes per answering model the pass rate per run with Wilson intervals, and per
 * question × answering model the verdict of every run, flagged flipped (changed at least once) or flaky
 * (changed more than once, or replicates of a run disagree).
 * @example
 * const data = buildHistoryData(await Promise.all(files.map(async (f) => ({ set: await readResultsFile(f), source: f }))))
 */
export function buildHistoryData(inputs: readonly HistoryInput[], options: { alpha?: number; prices?: PriceTable } = {}) {
  const alpha = options.alpha ?? 0.05
  const prices = withPrices(options.prices)
  const ordered = [...Map.groupBy(inputs.flatMap(runPieces), (piece) => piece.key).values()]
    .map((pieces) => {
      const starts = pieces.map(startOf).filter((t): t is number => t !== null)
      return { pieces, first: pieces[0]!, start: starts.length > 0 ? Math.min(...starts) : null }
    })
    // Runs without a time go last, in argument order.
    .sort((a, b) => (a.start ?? Infinity) - (b.start ?? Infinity) || a.first.order - b.first.order)
  const runs = ordered.map(({ pieces, first, start }, i) => ({
    /** 1-based position in time order. */
    index: i + 1,
    /** The results' run name, else the job id, else the file name. */
    label: first.runName ?? jobIdOf(first.input) ?? basename(first.input.source),
    sources: [...new Set(pieces.map((p) => p.input.source))],
    /** When the run started, as shown (UTC), or null when no file says. */
    startedAt: start === null ? null : new Date(start * 1000).toISOString().replace('T', ' ').slice(0, 19),
    // No credential an error message echoed reaches the page.
    rows: buildReportData(pieces.flatMap((p) => p.results.map(redactResultErrors))).rows,
    /** The run's cost per role, as the summaries compute it (batched calls at the batch price). */
    cost: costByRole(pieces.flatMap((p) => p.results), { prices }),
  }))

  const modelNames = [...new Set(runs.flatMap((r) => r.rows.map((row) => row.answering)))]
  const models = modelNames.map((name) => ({
    name,
    points: runs.map((run) => {
      const counts = tallyVerdicts(run.rows.filter((row) => row.answering === name).map((row) => row.verdict))
      return { run: run.index, counts, ci: wilsonInterval(counts.passed, counts.total, alpha) }
    }),
  }))

  const runRows = runs.flatMap((run, r) => run.rows.map((row) => ({ row, r })))
  const lines = [...Map.groupBy(runRows, ({ row }) => JSON.stringify([row.questionId, row.answering])).values()].map((entries) => {
    const { questionId, questionText, answering } = entries[0]!.row
    const cells = runs.map((_, r) => entries.filter((e) => e.r === r).map((e) => e.row))
    const verdicts = cells.map(cellVerdict).filter((v) => v !== null)
    let changes = 0
    for (let i = 1; i < verdicts.length; i++) if (verdicts[i] !== verdicts[i - 1]) changes++
    return {
      questionId,
      questionText,
      answering,
      /** Per run (same order as `runs`), that run's results for this question and model (replicates, judges). */
      cells,
      /** Verdict changes between consecutive runs that have results (a run whose replicates disagree counts as `mixed`). */
      changes,
      /** The verdict changed at least once. */
      flipped: changes > 0,
      /** Changed more than once (back and forth), or replicates of one run disagree. */
      flaky: changes > 1 || verdicts.includes('mixed'),
    }
  })
  return { runs, models, lines, alpha }
}
