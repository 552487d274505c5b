// The replicate-aware part of a diff: per model the paired test clustered by question, per trait the same
// test over per-question mean scores, every p-value corrected across the whole family (models × traits), and
// each run's pass@k / pass^k and flaky questions.
import { answeringGroupKey, comboKey } from '../results/model-keys.js'
import { replicateStats, type ReplicateStats } from '../results/replicate-stats.js'
import type { VerificationResult } from '../results/verification-result.js'
import { clusteredPairedTest, type ClusteredTest } from './clustered-test.js'
import { adjustPValues, type PValueCorrection } from './multiple-testing.js'
import { pairedTraitScores, type PairBy, type ResultCell } from './result-cells.js'
import type { TraitDelta } from './diff-results.js'
import { compareCodePoints } from '../compat/compare-code-points.js'

/** A model's clustered paired test with its corrected p-value. */
export interface ClusteredModelTest extends ClusteredTest {
  /** p_value corrected across all models × traits of the diff (see `ResultsDiff.correction`). */
  p_adjusted: number
  /** mean_delta < 0 and p_adjusted < alpha. */
  significant_regression: boolean
  /** The most replicates of a question of this model in base / head. */
  replicates: { base: number; head: number }
}

/** A trait's clustered paired test (per-question mean scores) with its corrected p-value. */
export interface ClusteredTraitTest {
  p_value: number
  p_adjusted: number
}

/** One run's replicate statistics in a diff. */
export type RunReplicates = Pick<ReplicateStats, 'models' | 'flaky'>

/** Replicate statistics of both runs; null in a diff where no question × model has more than one result. */
export type DiffReplicates = NonNullable<ReturnType<typeof diffReplicates>>

/**
 * Runs the clustered test per model (per-question pass rate over replicates, errors as not passed) and per
 * trait (per-question mean score, with the trait's mean change), then corrects all their p-values together
 * with `correction`.
 */
export function clusteredComparison(byModel: ReadonlyMap<string, readonly (readonly [ResultCell, ResultCell])[]>, alpha: number, correction: PValueCorrection) {
  const family: { p: number; apply: (adjusted: number) => void }[] = []
  const models = new Map<string, ClusteredModelTest>()
  // Per model, its traits' deltas by trait name.
  const traits = new Map<string, TraitDelta[]>()
  for (const [model, pairs] of byModel) {
    const rate = (cell: ResultCell) => cell.outcome.passed / cell.outcome.total
    const test = clusteredPairedTest(pairs.map(([b, h]) => ({ base: rate(b), head: rate(h) })), alpha)!
    const entry: ClusteredModelTest = {
      ...test,
      p_adjusted: test.p_value,
      significant_regression: false,
      replicates: { base: Math.max(...pairs.map(([b]) => b.outcome.total)), head: Math.max(...pairs.map(([, h]) => h.outcome.total)) },
    }
    models.set(model, entry)
    family.push({ p: test.p_value, apply: (p) => ((entry.p_adjusted = p), (entry.significant_regression = entry.mean_delta < 0 && p < alpha)) })
    const perTrait: TraitDelta[] = []
    for (const [trait, means] of pairedTraitScores(pairs)) {
      const base = means.reduce((sum, s) => sum + s.base, 0)
      const head = means.reduce((sum, s) => sum + s.head, 0)
      const n = means.length
      const p = clusteredPairedTest(means, alpha)!.p_value
      const delta: TraitDelta = { trait, pairs: n, base_mean: base / n, head_mean: head / n, mean_delta: (head - base) / n, p_value: p, p_adjusted: p }
      perTrait.push(delta)
      family.push({ p, apply: (adjusted) => (delta.p_adjusted = adjusted) })
    }
    traits.set(model, perTrait.sort((a, b) => compareCodePoints(a.trait, b.trait)))
  }
  adjustPValues(family.map((t) => t.p), correction).forEach((p, i) => family[i]!.apply(p))
  // `tests`: the size of the corrected family.
  return { models, traits, tests: family.length }
}

/** pass@k, pass^k and flaky questions of both runs, or null when neither has replicates. */
export function diffReplicates(base: readonly VerificationResult[], head: readonly VerificationResult[], pairBy: PairBy) {
  const modelOf = pairBy === 'answering' ? answeringGroupKey : comboKey
  const baseStats = replicateStats(base, { modelOf })
  const headStats = replicateStats(head, { modelOf })
  if (baseStats.max_replicates <= 1 && headStats.max_replicates <= 1) return null
  const run = (stats: ReplicateStats): RunReplicates => ({ models: stats.models, flaky: stats.flaky })
  return { base: run(baseStats), head: run(headStats) }
}
