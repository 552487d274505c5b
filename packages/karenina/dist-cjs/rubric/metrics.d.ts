/** The four confusion-matrix buckets of a metric trait (excerpts or instruction texts). */
export type ConfusionBucket = 'tp' | 'fn' | 'fp' | 'tn';
/** Confusion lists as the judge returns them; a missing bucket is an empty list. */
export type ConfusionLists = Record<ConfusionBucket, string[]>;
/** A metric a metric trait can request. */
export type MetricName = 'precision' | 'recall' | 'f1' | 'specificity' | 'accuracy';
export interface ConfusionMetrics {
    /** The lists after optional deduplication, in Karenina's order `{tp, fn, fp, tn}`. */
    confusion: ConfusionLists;
    /** One value per requested known metric (a repeated name appears once). */
    metrics: Partial<Record<MetricName, number>>;
}
/**
 * Keeps the first occurrence of each excerpt, comparing Python `lower().strip()` texts; excerpts that are
 * blank after stripping are dropped. The original text of the first occurrence is kept.
 */
export declare function deduplicateExcerpts(excerpts: readonly string[]): string[];
/**
 * Karenina's metric-trait computation (spec 03 §2.4): optional per-bucket deduplication, then the requested
 * metrics from the list lengths. Every zero denominator gives 0.0; unknown metric names are skipped.
 */
export declare function computeConfusionMetrics(confusion: Partial<Record<ConfusionBucket, readonly string[]>>, metrics: readonly string[], options: {
    deduplicate: boolean;
}): ConfusionMetrics;
