// A paired comparison of two runs that respects replicates: the unit is the question (its replicates are
// correlated, so counting them as independent trials would overstate the evidence). Per question, the
// difference of the mean outcome over its replicates (head − base); then an exact sign test over those
// differences and a cluster (question) bootstrap interval of their mean. With one replicate per question the
// sign test is the exact McNemar test. References: Dixon & Mood (1946) for the sign test; Field & Welsh
// (2007) "Bootstrapping clustered data", J. R. Stat. Soc. B 69:369, for resampling whole clusters.
import { mcnemarExactP } from './proportion-stats.js'

/** One question's mean outcome over its replicates in each run (a pass rate, or a mean trait score). */
export interface QuestionMeans {
  base: number
  head: number
}

/** {@link clusteredPairedTest}'s result. */
export type ClusteredTest = NonNullable<ReturnType<typeof clusteredPairedTest>>

/** Bootstrap resamples: enough for a stable 95 % percentile interval (Efron & Tibshirani recommend ≥ 1000). */
const RESAMPLES = 2000

/** mulberry32: a small seeded generator, so the same two files always give the same interval. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The q-quantile of sorted values (linear interpolation between order statistics, numpy's default). */
function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo)
}

/**
 * Paired test of two runs clustered by question: sign test over the per-question mean differences and a
 * cluster bootstrap interval of their mean (deterministic: seeded). Null when there are no questions.
 * @example
 * clusteredPairedTest([{ base: 1, head: 2 / 3 }, { base: 1, head: 0 }, { base: 0.5, head: 0.5 }])
 * // { questions: 3, mean_delta: −0.444…, up: 0, down: 2, p_value: 0.5, ci: {…} }
 */
export function clusteredPairedTest(means: readonly QuestionMeans[], alpha = 0.05, seed = 0x5eed) {
  const n = means.length
  if (n === 0) return null
  const deltas = means.map((m) => m.head - m.base)
  const meanDelta = deltas.reduce((a, b) => a + b, 0) / n
  // Differences of means of replicates are not exact: 2/3 − 1/3 − 1/3 must count as a tie, not −5e-17.
  const up = deltas.filter((d) => d > 1e-12).length
  const down = deltas.filter((d) => d < -1e-12).length
  const random = seededRandom(seed)
  const resampled: number[] = []
  for (let r = 0; r < RESAMPLES; r++) {
    let sum = 0
    for (let i = 0; i < n; i++) sum += deltas[Math.floor(random() * n)]!
    resampled.push(sum / n)
  }
  resampled.sort((a, b) => a - b)
  return {
    /** Questions compared (the clusters). */
    questions: n,
    /** Mean over questions of head − base. */
    mean_delta: meanDelta,
    /** Percentile interval of mean_delta from resampling questions with replacement. */
    ci: { lower: Math.max(-1, quantile(resampled, alpha / 2)), upper: Math.min(1, quantile(resampled, 1 - alpha / 2)) },
    /** Questions whose mean went up / down (ties are not counted by the sign test). */
    up,
    down,
    /** Two-sided exact sign test p-value of up vs down. */
    p_value: mcnemarExactP(down, up),
  }
}
