import type { ResultsDiff } from './diff-results.js';
import { type RegressionVerdict } from './regression-gate.js';
/** Options of {@link formatDiff}. */
export interface FormatDiffOptions {
    /** ANSI colours on the headings and the verdict line. @default false */
    color?: boolean;
    /** The regression gate's verdict, printed last. */
    verdict?: RegressionVerdict;
    /** At most this many flips are listed (the rest are counted). @default 50 */
    maxFlips?: number;
}
/**
 * The terminal rendering of a {@link ResultsDiff}: pass rate per model with intervals and the paired test,
 * the verdicts that flipped, the rubric trait deltas, and the gate's verdict.
 * @example
 * const diff = diffResults({ results: base.results, source: 'base.json' }, { results: head.results, source: 'head.json' })
 * console.log(formatDiff(diff, { verdict: checkRegression(diff), color: process.stdout.isTTY }))
 */
export declare function formatDiff(diff: ResultsDiff, options?: FormatDiffOptions): string;
