import type { ResultVerdict } from '../results/result-verdict.js'
import { costByRole, withPrices, type PriceTable } from '../results/cost.js'
import { KareninaError } from '../errors/karenina-error.js'
import { compareCodePoints } from '../compat/compare-code-points.js'
import type { VerificationResult } from '../results/verification-result.js'
import { mcnemarExactP, pairedDifferenceInterval, wilsonInterval } from './proportion-stats.js'
import { resultCells, type PairBy, type ResultCell } from './result-cells.js'
import type { PValueCorrection } from './multiple-testing.js'
import { clusteredComparison, diffReplicates } from './replicate-comparison.js'

/** Options of {@link diffResults}. */
export interface DiffResultsOptions {
  /** Significance level of the paired test and 1 − confidence of the intervals. @default 0.05 */
  alpha?: number
  /** What a model is when pairing (see {@link PairBy}). @default 'combo' */
  pairBy?: PairBy
  /** Prices over the shipped table for `cost` (README "Cost per role and budgets"). */
  prices?: PriceTable
  /** Correction of the clustered tests' p-values across all models × traits. @default 'holm' */
  correction?: PValueCorrection
}

/** One side of a diff: its results and where they came from. */
export interface DiffSide {
  results: readonly VerificationResult[]
  /** Names the run in messages (e.g. its file). */
  source: string
}

/** How a question × model cell changed: `regression` pass → not pass, `improvement` not pass → pass, `changed` fail ↔ error. */
export type FlipKind = 'regression' | 'improvement' | 'changed'

/** A question × model whose verdict differs between the runs. */
export type VerdictFlip = ResultsDiff['flips'][number]

/** A pass rate over the paired questions of one model, with its Wilson interval. */
export type PassRate = ReturnType<typeof passRate>

/** Mean score of one rubric trait (or metric, `trait.f1`) over the questions scored in both runs. */
export interface TraitDelta {
  trait: string
  /** Questions scored in both runs. */
  pairs: number
  base_mean: number
  head_mean: number
  /** Mean of the per-question differences head − base (equal to head_mean − base_mean). */
  mean_delta: number
  /** Exact sign test of the per-question mean score changes (replicates averaged first). */
  p_value: number
  /** p_value corrected across the diff's models × traits (see `ResultsDiff.correction`). */
  p_adjusted: number
}

/** The change of one model between the runs, over the questions both ran. */
export type ModelDiff = ResultsDiff['models'][number]

/** A question × model present in one run only (not paired, not in the statistics). */
export type UnpairedCell = ReturnType<typeof unpaired>[number]

/** `karenina diff`'s result (also its `--json` output). */
export type ResultsDiff = ReturnType<typeof diffResults>

const KIND_ORDER: Record<FlipKind, number> = { regression: 0, improvement: 1, changed: 2 }

function flipKind(base: ResultVerdict, head: ResultVerdict): FlipKind {
  if (base === 'pass') return 'regression'
  if (head === 'pass') return 'improvement'
  return 'changed'
}

function passRate(passed: number, total: number, alpha: number) {
  return { passed, total, rate: passed / total, ci: wilsonInterval(passed, total, alpha)! }
}

/** The cells of one run whose question × model the other run lacks. */
function unpaired(cells: ReadonlyMap<string, ResultCell>, other: ReadonlyMap<string, ResultCell>) {
  return [...cells].filter(([key]) => !other.has(key)).map(([, c]) => ({ question_id: c.questionId, model: c.model, verdict: c.outcome.verdict }))
}

/**
 * Compares two runs question by question: pairs their results per question × model (replicates aggregated,
 * see `CellOutcome`), lists the verdicts that flipped, and per model the pass rates with Wilson intervals,
 * the paired change with Newcombe's interval, the exact McNemar test of the questions lost vs gained, and
 * the mean change of each rubric trait. Errors count as not passed, as in the pass rate. Throws when the
 * runs share no question × model.
 * @example
 * const diff = diffResults({ results: base.results, source: 'base.json' }, { results: head.results, source: 'head.json' })
 * diff.models.filter((m) => m.significant_regression)
 */
export function diffResults(base: DiffSide, head: DiffSide, options: DiffResultsOptions = {}) {
  const alpha = options.alpha ?? 0.05
  if (!(alpha > 0 && alpha < 1)) throw new KareninaError('KARENINA_VALIDATION', `alpha: expected a number between 0 and 1, received ${alpha}`)
  const pairBy = options.pairBy ?? 'combo'
  const correction = options.correction ?? 'holm'
  if (correction !== 'holm' && correction !== 'bh') throw new KareninaError('KARENINA_VALIDATION', `correction: expected 'holm' or 'bh', received ${String(correction)}`)
  const baseCells = resultCells(base.results, pairBy)
  const headCells = resultCells(head.results, pairBy)
  const paired = [...baseCells].filter(([key]) => headCells.has(key)).map(([key, cell]): [ResultCell, ResultCell] => [cell, headCells.get(key)!])
  const byModel = Map.groupBy(paired, ([baseCell]) => baseCell.model)
  if (byModel.size === 0) {
    const models = (cells: Iterable<ResultCell>) => [...new Set([...cells].map((c) => c.model))].join(', ') || 'no results'
    throw new KareninaError(
      'KARENINA_VALIDATION',
      `no common questions: ${base.source} (${models(baseCells.values())}) and ${head.source} (${models(headCells.values())}) share no question × model` +
        (pairBy === 'combo' && base.results.length > 0 && head.results.length > 0 ? '; if only the judge changed, pair by answering model (--by answering)' : ''),
    )
  }
  const models = []
  const flips = []
  const clustered = clusteredComparison(byModel, alpha, correction)
  for (const [model, pairs] of [...byModel].sort(([a], [b]) => compareCodePoints(a, b))) {
    const table = { both: 0, lost: 0, gained: 0, neither: 0 }
    for (const [b, h] of pairs) {
      const basePass = b.outcome.verdict === 'pass'
      const headPass = h.outcome.verdict === 'pass'
      if (basePass && headPass) table.both++
      else if (basePass) table.lost++
      else if (headPass) table.gained++
      else table.neither++
      if (b.outcome.verdict !== h.outcome.verdict) {
        flips.push({ question_id: b.questionId, question_text: h.questionText, model, kind: flipKind(b.outcome.verdict, h.outcome.verdict), base: b.outcome, head: h.outcome })
      }
    }
    const n = pairs.length
    const baseRate = passRate(table.both + table.lost, n, alpha)
    const headRate = passRate(table.both + table.gained, n, alpha)
    const delta = headRate.rate - baseRate.rate
    const pValue = mcnemarExactP(table.lost, table.gained)
    models.push({
      model,
      questions: n,
      base: baseRate,
      head: headRate,
      /** head.rate − base.rate. */
      delta,
      /** Newcombe (method 10) interval of the paired difference. */
      delta_ci: pairedDifferenceInterval(table, alpha)!,
      /** Questions that passed in base only (pass → fail or error). */
      lost: table.lost,
      /** Questions that passed in head only. */
      gained: table.gained,
      /** Two-sided exact McNemar p-value of lost vs gained. */
      p_value: pValue,
      /** delta < 0 and p_value < alpha. */
      significant_regression: delta < 0 && pValue < alpha,
      traits: clustered.traits.get(model)!,
      /**
       * The paired test clustered by question, which accounts for replicates: per question the pass rate over its
       * replicates, then a sign test and a cluster bootstrap interval of the mean change; p corrected across models × traits.
       */
      clustered: clustered.models.get(model)!,
    })
  }
  flips.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || compareCodePoints(a.model, b.model) || compareCodePoints(a.question_id, b.question_id))
  return {
    base: { source: base.source, results: base.results.length },
    head: { source: head.source, results: head.results.length },
    alpha,
    pair_by: pairBy,
    /** How the clustered p-values (`clustered.p_adjusted`, trait `p_adjusted`) were corrected. */
    correction,
    /** Tests in the corrected family (one per model plus one per model × trait). */
    tests: clustered.tests,
    /** pass@k, pass^k and flaky questions of each run; null when neither run has replicates. */
    replicates: diffReplicates(base.results, head.results, pairBy),
    models,
    /** Regressions first, then improvements, then other changes; by model and question id within each. */
    flips,
    only_in_base: unpaired(baseCells, headCells),
    only_in_head: unpaired(headCells, baseCells),
    /** Each run's cost per role (answering, judging, rubric, …) over all its results. */
    cost: { base: costByRole(base.results, { prices: withPrices(options.prices) }), head: costByRole(head.results, { prices: withPrices(options.prices) }) },
  }
}
