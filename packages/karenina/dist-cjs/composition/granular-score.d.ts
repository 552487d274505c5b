import type { StrategyNode } from './strategy-node.js';
/** One verified field's share in the granular score: its weight and its score (`null` = judge returned null). */
export interface FieldContribution {
    readonly weight: number;
    readonly score: number | null;
}
/**
 * Composition-aware granular score (Karenina's auto `verify_granular`). With `W` the sum of all weights and
 * `c = weight × (score ?? 0)` per field: `W == 0` → 0; root `any_of` → `max(c) / W`; root `at_least_n(n)` →
 * sum of the `n` largest `c` / `W`; anything else (no strategy, `all_of`, a bare leaf) → `Σc / W`. Only the
 * root node's type matters and every field counts, also those the strategy does not mention. Weights are
 * not validated, so negative weights can leave [0, 1] as they do in Karenina.
 */
export declare function granularScore(contributions: readonly FieldContribution[], strategy?: StrategyNode | null): number;
