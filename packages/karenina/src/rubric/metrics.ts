import { pyLower } from '../compat/py-lower.js'
import { pyStrip } from '../compat/py-whitespace.js'
import type { CallUsage } from '../llm/usage.js'
import { buildMetricTraitPrompt } from '../prompts/rubric-traits.js'
import type { EvaluateRubricOptions, RubricEvaluationInput } from './evaluate-rubric.js'
import { type RubricJudge, RubricJudgeSession } from './rubric-judge.js'
import type { MetricRubricTrait } from './traits/metric-trait.js'

/** The four confusion-matrix buckets of a metric trait (excerpts or instruction texts). */
export type ConfusionBucket = 'tp' | 'fn' | 'fp' | 'tn'

/** Confusion lists as the judge returns them; a missing bucket is an empty list. */
export type ConfusionLists = Record<ConfusionBucket, string[]>

/** A metric a metric trait can request. */
export type MetricName = 'precision' | 'recall' | 'f1' | 'specificity' | 'accuracy'

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
) {
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
  return {
    /** The lists after optional deduplication, in Karenina's order `{tp, fn, fp, tn}`. */
    confusion: lists,
    /** One value per requested known metric (a repeated name appears once). */
    metrics: values,
  }
}

/** What metric traits are evaluated on: as {@link RubricEvaluationInput}, with the metric traits instead of a rubric. */
export type MetricTraitsInput = Pick<RubricEvaluationInput, 'question' | 'answer'> & { traits: readonly MetricRubricTrait[] }

/** Options of {@link evaluateMetricTraits}: those of {@link EvaluateRubricOptions} that apply, the judge required. */
export type EvaluateMetricTraitsOptions = Pick<EvaluateRubricOptions, 'taskEval' | 'onUsage'> & { judge: RubricJudge }

/** Confusion lists and metrics per metric trait (`metric_trait_confusion_lists` / `metric_trait_metrics`). */
export interface MetricTraitsEvaluation {
  confusionLists: Record<string, ConfusionLists>
  metrics: Record<string, Partial<Record<MetricName, number>>>
  usage: CallUsage[]
}

/**
 * Karenina's metric-trait evaluation (spec 03 §2.4): one judge call per trait, one after another, filling
 * the tp/fn/fp/tn lists (task `rubric_metric_trait`); the lists are deduplicated when `repeated_extraction`
 * and the requested metrics computed from their lengths. A trait whose call fails gets empty lists and `{}`.
 */
export async function evaluateMetricTraits(input: MetricTraitsInput, options: EvaluateMetricTraitsOptions): Promise<MetricTraitsEvaluation> {
  const session = new RubricJudgeSession(options.judge, options.onUsage)
  const evidence = { question: input.question, answer: input.answer, taskEval: options.taskEval ?? false }
  const out: MetricTraitsEvaluation = { confusionLists: {}, metrics: {}, usage: session.usage }
  for (const trait of input.traits) {
    try {
      const reply = await session.ask(buildMetricTraitPrompt(trait, evidence), 'ConfusionMatrixOutput')
      const computed = computeConfusionMetrics(reply, trait.metrics, { deduplicate: trait.repeated_extraction })
      out.confusionLists[trait.name] = computed.confusion
      out.metrics[trait.name] = computed.metrics
    } catch {
      out.confusionLists[trait.name] = { tp: [], tn: [], fp: [], fn: [] }
      out.metrics[trait.name] = {}
    }
  }
  return out
}
