import { pyLower } from '../compat/py-lower.js'
import { pyStrip } from '../compat/py-whitespace.js'

/** The four confusion-matrix buckets of a metric trait (excerpts or instruction texts). */
export type ConfusionBucket = 'tp' | 'fn' | 'fp' | 'tn'

/** Confusion lists as the judge returns them; a missing bucket is an empty list. */
export type ConfusionLists = Record<ConfusionBucket, string[]>

/** A metric a metric trait can request. */
export type MetricName = 'precision' | 'recall' | 'f1' | 'specificity' | 'accuracy'

export interface ConfusionMetrics {
  /** The lists after optional deduplication, in Karenina's order `{tp, fn, fp, tn}`. */
  confusion: ConfusionLists
  /** One value per requested known metric (a repeated name appears once). */
  metrics: Partial<Record<MetricName, number>>
}

const BUCKETS: readonly ConfusionBucket[] = ['tp', 'fn', 'fp', 'tn']

/**
 * Keeps the first occurrence of each excerpt, comparing Python `lower().strip()` texts; excerpts that are
 * blank after stripping are dropped. The original text of the first occurrence is kept.
 */
export function deduplicateExcerpts(excerpts: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const excerpt of excerpts) {
    const key = pyStrip(pyLower(excerpt))
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    out.push(excerpt)
  }
  return out
}

const ratio = (numerator: number, denominator: number): number => (denominator > 0 ? numerator / denominator : 0)

const FORMULAS: Record<MetricName, (c: Record<ConfusionBucket, number>) => number> = {
  precision: (c) => ratio(c.tp, c.tp + c.fp),
  recall: (c) => ratio(c.tp, c.tp + c.fn),
  specificity: (c) => ratio(c.tn, c.tn + c.fp),
  accuracy: (c) => ratio(c.tp + c.tn, c.tp + c.tn + c.fp + c.fn),
  f1: (c) => {
    if (c.tp + c.fp === 0 || c.tp + c.fn === 0) return 0
    const p = c.tp / (c.tp + c.fp)
    const r = c.tp / (c.tp + c.fn)
    // Same operation order as Karenina so the float result is bit-identical.
    return p + r > 0 ? (2 * (p * r)) / (p + r) : 0
  },
}

/**
 * Karenina's metric-trait computation (spec 03 §2.4): optional per-bucket deduplication, then the requested
 * metrics from the list lengths. Every zero denominator gives 0.0; unknown metric names are skipped.
 */
export function computeConfusionMetrics(
  confusion: Partial<Record<ConfusionBucket, readonly string[]>>,
  metrics: readonly string[],
  options: { deduplicate: boolean },
): ConfusionMetrics {
  const lists = {} as ConfusionLists
  for (const bucket of BUCKETS) {
    const items = confusion[bucket] ?? []
    lists[bucket] = options.deduplicate ? deduplicateExcerpts(items) : [...items]
  }
  const counts = { tp: lists.tp.length, fn: lists.fn.length, fp: lists.fp.length, tn: lists.tn.length }
  const values: Partial<Record<MetricName, number>> = {}
  for (const metric of metrics) {
    if (Object.hasOwn(FORMULAS, metric)) values[metric as MetricName] = FORMULAS[metric as MetricName](counts)
  }
  return { confusion: lists, metrics: values }
}
