import { z } from 'zod'
import { laxBool, laxList, laxLiteral, laxStr } from '../../compat/pydantic-lax.js'
import type { CamelCaseKeys } from '../../primitives/define-primitive.js'
import type { ConfusionBucket, MetricName } from '../metrics.js'
import { parseTrait, traitFromOptions } from './parse-trait.js'

/** `tp_only`: only TP instructions (precision, recall, f1); `full_matrix`: TP and TN instructions (all five). */
export type MetricEvaluationMode = 'tp_only' | 'full_matrix'

/** The metrics each evaluation mode allows. */
export const METRICS_BY_MODE: Readonly<Record<MetricEvaluationMode, readonly MetricName[]>> = {
  tp_only: ['precision', 'recall', 'f1'],
  full_matrix: ['precision', 'recall', 'specificity', 'accuracy', 'f1'],
}

/** The buckets the judge fills in each mode (TN cannot be computed without TN instructions). */
const MODE_BUCKETS: Readonly<Record<MetricEvaluationMode, readonly ConfusionBucket[]>> = {
  tp_only: ['fn', 'fp', 'tp'],
  full_matrix: ['fn', 'fp', 'tn', 'tp'],
}

const KNOWN_METRICS = new Set<string>(METRICS_BY_MODE.full_matrix)

/** Karenina's `MetricRubricTrait` (serialized keys; extra keys rejected; Pydantic lax scalars). */
export const MetricRubricTraitSchema = z
  .strictObject({
    name: laxStr.pipe(z.string().min(1, 'must not be empty')),
    description: laxStr.nullable().default(null),
    summary: laxStr.nullable().default(null),
    evaluation_mode: laxLiteral(['tp_only', 'full_matrix']).default('tp_only'),
    metrics: laxList(laxStr)
      .pipe(z.array(z.string()).min(1, 'at least one metric must be specified'))
      .refine((metrics) => metrics.every((m) => KNOWN_METRICS.has(m)), {
        message: `invalid metric name (valid: ${[...KNOWN_METRICS].join(', ')})`,
      }),
    tp_instructions: laxList(laxStr).default(() => []),
    tn_instructions: laxList(laxStr).default(() => []),
    /** Deduplicate repeated excerpts per bucket (case-insensitive). */
    repeated_extraction: laxBool.default(true),
    higher_is_better: laxBool.nullable().default(null),
  })
  .superRefine((trait, ctx) => {
    if (trait.tp_instructions.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['tp_instructions'], message: 'TP instructions must be provided (what should be present in the answer)' })
      return
    }
    const mode = trait.evaluation_mode
    if (mode === 'full_matrix' && trait.tn_instructions.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['tn_instructions'], message: 'TN instructions must be provided in full_matrix mode' })
      return
    }
    const notAllowed = trait.metrics.filter((m) => !(METRICS_BY_MODE[mode] as readonly string[]).includes(m))
    if (notAllowed.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['metrics'],
        message: `${notAllowed.join(', ')} not available in ${mode} mode (available: ${METRICS_BY_MODE[mode].join(', ')})`,
      })
    }
  })

export type MetricRubricTraitInput = z.input<typeof MetricRubricTraitSchema>
export type MetricRubricTrait = z.output<typeof MetricRubricTraitSchema>

/**
 * Builds a metric trait from camelCase options (`tpInstructions`, `evaluationMode`, …); throws a ValidationError.
 * @example
 * metricTrait({ name: 'key facts', metrics: ['precision', 'recall'], tpInstructions: ['names BCL2 as the target', 'says it induces apoptosis'] })
 */
export function metricTrait(options: CamelCaseKeys<MetricRubricTraitInput>): MetricRubricTrait {
  return traitFromOptions('MetricRubricTrait', MetricRubricTraitSchema, options)
}

/** Loads a metric trait from Karenina's serialized dict (checkpoint / rubric JSON); throws a ValidationError. */
export function metricTraitFromJSON(raw: unknown): MetricRubricTrait {
  return parseTrait('MetricRubricTrait', MetricRubricTraitSchema, raw)
}

/** The confusion buckets the judge is asked to fill for this trait, sorted (`tp_only` → fn, fp, tp). */
export function requiredBuckets(trait: Pick<MetricRubricTrait, 'evaluation_mode'>): ConfusionBucket[] {
  return [...MODE_BUCKETS[trait.evaluation_mode]]
}
