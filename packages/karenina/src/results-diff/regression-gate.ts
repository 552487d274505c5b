import { CORRECTION_LABEL } from './multiple-testing.js'
import type { ModelDiff, ResultsDiff } from './diff-results.js'

/**
 * When a diff counts as a regression:
 * - `significant` (default): a model's pass rate fell, the exact McNemar test of lost vs gained questions
 *   gives p < alpha, and the drop exceeds `maxDrop`;
 * - `drop`: a model's pass rate fell by more than `maxDrop`, significant or not;
 * - `flip`: any question went from pass to fail or error;
 * - `clustered`: a model's per-question pass rate fell, the paired test clustered by question (accounts for
 *   replicates) gives a corrected p < alpha, and the drop exceeds `maxDrop`;
 * - `never`: report only.
 */
export type FailOn = 'significant' | 'clustered' | 'drop' | 'flip' | 'never'

/** Options of {@link checkRegression}. */
export interface RegressionGateOptions {
  /** @default 'significant' */
  failOn?: FailOn
  /** Tolerated drop of a pass rate, as a fraction (0.05 = 5 points). @default 0 */
  maxDrop?: number
}

/** The gate's verdict: regressed, and one line per model (or flip) that made it so. */
export interface RegressionVerdict {
  regressed: boolean
  reasons: string[]
  /** The rule applied, in words (`a significant drop (McNemar p < 0.05)`). */
  rule: string
}

// The diff's number formats (`75.0%`, `[−3.5, 12.0]`, `+1.5`), shared with formatDiff and the report's baseline card.
export const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`
const num = (value: number) => `${value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}`
export const range = (lower: number, upper: number) => `[${num(lower * 100)}, ${num(upper * 100)}]`
export const signed = (value: number, digits: number) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(digits)}`
const points = (delta: number) => `${signed(delta * 100, 1)} points`

/** `gpt | judge: pass rate 100.0% → 40.0% (−60.0 points), 6 lost vs 0 gained, McNemar p = 0.0312`. */
export function describeModelChange(m: ModelDiff): string {
  return `${m.model}: pass rate ${pct(m.base.rate)} → ${pct(m.head.rate)} (${points(m.delta)}), ${m.lost} lost vs ${m.gained} gained, McNemar p = ${formatP(m.p_value)}`
}

/** A p-value with 3 significant digits (`0.0312`, `1`, `< 0.0001`). */
export function formatP(p: number): string {
  if (p >= 1) return '1'
  if (p < 0.0001) return '< 0.0001'
  return Number(p.toPrecision(3)).toString()
}

/**
 * Applies the regression threshold to a diff (see {@link FailOn}).
 * @example
 * const { regressed, reasons } = checkRegression(diff, { failOn: 'significant', maxDrop: 0.05 })
 */
export function checkRegression(diff: ResultsDiff, options: RegressionGateOptions = {}): RegressionVerdict {
  const failOn = options.failOn ?? 'significant'
  const maxDrop = options.maxDrop ?? 0
  // A drop of exactly maxDrop is tolerated; the epsilon keeps 0.1 - 0.05 style float noise from tipping it.
  const dropped = (m: ModelDiff) => -m.delta > maxDrop + 1e-12
  const limit = maxDrop > 0 ? `, more than the tolerated ${(maxDrop * 100).toFixed(1)} points` : ''
  let reasons: string[] = []
  if (failOn === 'significant') {
    reasons = diff.models.filter((m) => m.significant_regression && dropped(m)).map((m) => `${describeModelChange(m)} < alpha ${diff.alpha}${limit}`)
  } else if (failOn === 'clustered') {
    reasons = diff.models
      .filter((m) => m.clustered.significant_regression && -m.clustered.mean_delta > maxDrop + 1e-12)
      .map((m) => `${m.model}: per-question pass rate ${points(m.clustered.mean_delta)}, ${m.clustered.down} questions down vs ${m.clustered.up} up, sign test p = ${formatP(m.clustered.p_value)}, corrected p = ${formatP(m.clustered.p_adjusted)} < alpha ${diff.alpha}${limit}`)
  } else if (failOn === 'drop') {
    reasons = diff.models.filter(dropped).map((m) => `${describeModelChange(m)}${limit}`)
  } else if (failOn === 'flip') {
    reasons = diff.flips.filter((f) => f.kind === 'regression').map((f) => `${f.model}: ${f.question_id} went from ${f.base.verdict} to ${f.head.verdict}`)
  }
  const beyond = maxDrop > 0 ? ` of more than ${(maxDrop * 100).toFixed(1)} points` : ''
  const rule = {
    significant: `a significant drop${beyond} (exact McNemar p < ${diff.alpha})`,
    clustered: `a significant drop${beyond} (sign test clustered by question, ${CORRECTION_LABEL[diff.correction]}-corrected p < ${diff.alpha})`,
    drop: `a drop${beyond || ' of any size'}`,
    flip: 'any question going from pass to fail or error',
    never: 'nothing (--fail-on never)',
  }[failOn]
  return { regressed: reasons.length > 0, reasons, rule }
}
