import type { ModelDiff, ResultsDiff } from './diff-results.js';
/**
 * When a diff counts as a regression:
 * - `significant` (default): a model's pass rate fell, the exact McNemar test of lost vs gained questions
 *   gives p < alpha, and the drop exceeds `maxDrop`;
 * - `drop`: a model's pass rate fell by more than `maxDrop`, significant or not;
 * - `flip`: any question went from pass to fail or error;
 * - `never`: report only.
 */
export type FailOn = 'significant' | 'drop' | 'flip' | 'never';
/** Options of {@link checkRegression}. */
export interface RegressionGateOptions {
    /** @default 'significant' */
    failOn?: FailOn;
    /** Tolerated drop of a pass rate, as a fraction (0.05 = 5 points). @default 0 */
    maxDrop?: number;
}
/** The gate's verdict: regressed, and one line per model (or flip) that made it so. */
export interface RegressionVerdict {
    regressed: boolean;
    reasons: string[];
    /** The rule applied, in words (`a significant drop (McNemar p < 0.05)`). */
    rule: string;
}
/** `gpt | judge: pass rate 100.0% → 40.0% (−60.0 points), 6 lost vs 0 gained, McNemar p = 0.0312`. */
export declare function describeModelChange(m: ModelDiff): string;
/** A p-value with 3 significant digits (`0.0312`, `1`, `< 0.0001`). */
export declare function formatP(p: number): string;
/**
 * Applies the regression threshold to a diff (see {@link FailOn}).
 * @example
 * const { regressed, reasons } = checkRegression(diff, { failOn: 'significant', maxDrop: 0.05 })
 */
export declare function checkRegression(diff: ResultsDiff, options?: RegressionGateOptions): RegressionVerdict;
