import type { ResultsDiff } from '../results-diff/diff-results.js';
/**
 * The HTML report's "Compared with baseline" card: pass rate per model in both runs with intervals, the
 * paired change and its McNemar p-value, the verdicts that flipped, and trait deltas (as `karenina diff`).
 */
export declare function renderBaselineSection(diff: ResultsDiff): string;
