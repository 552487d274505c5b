import type { StrategyNode } from './strategy-node.js'

/** One verified field's share in the granular score: its weight and its score (`null` = judge returned null). */
export interface FieldContribution {
  readonly weight: number
  readonly score: number | null
}

/**
 * Composition-aware granular score (Karenina's auto `verify_granular`). With `W` the sum of all weights and
 * `c = weight × (score ?? 0)` per field: `W == 0` → 0; root `any_of` → `max(c) / W`; root `at_least_n(n)` →
 * sum of the `n` largest `c` / `W`; anything else (no strategy, `all_of`, a bare leaf) → `Σc / W`. Only the
 * root node's type matters and every field counts, also those the strategy does not mention. Weights are
 * not validated, so negative weights can leave [0, 1] as they do in Karenina.
 */
export function granularScore(contributions: readonly FieldContribution[], strategy?: StrategyNode | null): number {
  const total = contributions.reduce((sum, { weight }) => sum + weight, 0)
  if (total === 0) return 0
  const credits = contributions.map(({ weight, score }) => weight * (score ?? 0))
  if (strategy?.type === 'any_of') return credits.length === 0 ? 0 : Math.max(...credits) / total
  if (strategy?.type === 'at_least_n') {
    const top = [...credits].sort((a, b) => b - a).slice(0, strategy.n)
    return top.reduce((a, b) => a + b, 0) / total
  }
  return credits.reduce((a, b) => a + b, 0) / total
}
