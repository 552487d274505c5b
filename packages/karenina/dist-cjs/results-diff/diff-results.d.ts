import type { ResultVerdict } from '../results/result-verdict.js';
import type { VerificationResult } from '../results/verification-result.js';
import { type Interval } from './proportion-stats.js';
import { type CellOutcome, type PairBy } from './result-cells.js';
/** Options of {@link diffResults}. */
export interface DiffResultsOptions {
    /** Significance level of the paired test and 1 − confidence of the intervals. @default 0.05 */
    alpha?: number;
    /** What a model is when pairing (see {@link PairBy}). @default 'combo' */
    pairBy?: PairBy;
}
/** One side of a diff: its results and where they came from. */
export interface DiffSide {
    results: readonly VerificationResult[];
    /** Names the run in messages (e.g. its file). */
    source: string;
}
/** How a question × model cell changed: `regression` pass → not pass, `improvement` not pass → pass, `changed` fail ↔ error. */
export type FlipKind = 'regression' | 'improvement' | 'changed';
/** A question × model whose verdict differs between the runs. */
export interface VerdictFlip {
    question_id: string;
    question_text: string;
    model: string;
    kind: FlipKind;
    base: CellOutcome;
    head: CellOutcome;
}
/** A pass rate over the paired questions of one model, with its Wilson interval. */
export interface PassRate {
    passed: number;
    total: number;
    rate: number;
    ci: Interval;
}
/** Mean score of one rubric trait (or metric, `trait.f1`) over the questions scored in both runs. */
export interface TraitDelta {
    trait: string;
    /** Questions scored in both runs. */
    pairs: number;
    base_mean: number;
    head_mean: number;
    /** Mean of the per-question differences head − base (equal to head_mean − base_mean). */
    mean_delta: number;
}
/** The change of one model between the runs, over the questions both ran. */
export interface ModelDiff {
    model: string;
    questions: number;
    base: PassRate;
    head: PassRate;
    /** head.rate − base.rate. */
    delta: number;
    /** Newcombe (method 10) interval of the paired difference. */
    delta_ci: Interval;
    /** Questions that passed in base only (pass → fail or error). */
    lost: number;
    /** Questions that passed in head only. */
    gained: number;
    /** Two-sided exact McNemar p-value of lost vs gained. */
    p_value: number;
    /** delta < 0 and p_value < alpha. */
    significant_regression: boolean;
    traits: TraitDelta[];
}
/** A question × model present in one run only (not paired, not in the statistics). */
export interface UnpairedCell {
    question_id: string;
    model: string;
    verdict: ResultVerdict;
}
/** `karenina diff`'s result (also its `--json` output). */
export interface ResultsDiff {
    base: {
        source: string;
        results: number;
    };
    head: {
        source: string;
        results: number;
    };
    alpha: number;
    pair_by: PairBy;
    models: ModelDiff[];
    /** Regressions first, then improvements, then other changes; by model and question id within each. */
    flips: VerdictFlip[];
    only_in_base: UnpairedCell[];
    only_in_head: UnpairedCell[];
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
export declare function diffResults(base: DiffSide, head: DiffSide, options?: DiffResultsOptions): ResultsDiff;
