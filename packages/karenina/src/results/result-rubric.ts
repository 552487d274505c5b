import { z } from 'zod'
import { PyFloat } from '../compat/py-float-value.js'
import { pyFloatSchema } from '../compat/py-number-schema.js'

const nullableMap = <T extends z.ZodType>(value: T) => z.record(z.string(), value).nullable().default(null)

/**
 * `VerificationResult.rubric` (spec 04 §2.4): trait scores split by trait type, 14 fields in Karenina's
 * order; unknown keys are dropped. Metric values are floats; LLM, callable and agentic scores keep the
 * value's own type (a PyFloat box stays a Python float).
 */
export const VerificationResultRubricSchema = z.object({
  rubric_evaluation_performed: z.boolean().default(false),
  /** `"batch"` or `"sequential"`. */
  rubric_evaluation_strategy: z.string().nullable().default(null),
  /** bool (boolean kind), int (score, literal index or -1), template-kind fields under `trait.field`. */
  llm_trait_scores: nullableMap(z.unknown()),
  /** Class names of literal-kind traits. */
  llm_trait_labels: nullableMap(z.string()),
  regex_trait_scores: nullableMap(z.boolean()),
  callable_trait_scores: nullableMap(z.union([z.boolean(), z.number(), z.instanceof(PyFloat)])),
  metric_trait_scores: nullableMap(z.record(z.string(), pyFloatSchema())),
  /** `{trait: {tp, fn, fp, tn: string[]}}`. */
  metric_trait_confusion_lists: nullableMap(z.record(z.string(), z.array(z.string()))),
  agentic_trait_scores: nullableMap(z.unknown()),
  agentic_trait_investigation_traces: nullableMap(z.string()),
  /** `{trait: {method, local_json_error, parser_error}}`. */
  agentic_trait_extraction_metadata: nullableMap(z.record(z.string(), z.unknown())),
  dynamic_rubric_skipped_traits: nullableMap(z.string()),
  dynamic_rubric_promoted_traits: z.array(z.string()).nullable().default(null),
  /** `"global"`, `"question_specific"` or `"dynamic"` per trait. */
  trait_provenance: nullableMap(z.string()),
})

/** The rubric section as stored. */
export type VerificationResultRubric = z.output<typeof VerificationResultRubricSchema>

/** Where a trait score comes from, in Karenina's lookup order. */
export type TraitScoreKind = 'llm' | 'regex' | 'callable' | 'metric' | 'agentic'

export const SCORE_FIELDS = [
  ['llm', 'llm_trait_scores'],
  ['regex', 'regex_trait_scores'],
  ['callable', 'callable_trait_scores'],
  ['metric', 'metric_trait_scores'],
  ['agentic', 'agentic_trait_scores'],
] as const satisfies readonly (readonly [TraitScoreKind, keyof VerificationResultRubric])[]

type ScoreMaps = Pick<VerificationResultRubric, (typeof SCORE_FIELDS)[number][1]>

/** Karenina's `get_all_trait_scores()`: every score in one map; later kinds overwrite same-named earlier ones. */
export function getAllTraitScores(rubric: ScoreMaps): Record<string, unknown> {
  const scores: Record<string, unknown> = {}
  for (const [, field] of SCORE_FIELDS) Object.assign(scores, rubric[field] ?? {})
  return scores
}

/** Karenina's `get_trait_by_name()`: `[value, kind]` from the first kind that has the trait, or null. */
export function getTraitByName(rubric: ScoreMaps, name: string): [unknown, TraitScoreKind] | null {
  for (const [kind, field] of SCORE_FIELDS) {
    const map = rubric[field]
    if (map && Object.hasOwn(map, name)) return [map[name], kind]
  }
  return null
}

/** Karenina's `get_llm_trait_labels()`: the literal traits' class names, or `{}`. */
export function getLlmTraitLabels(rubric: Pick<VerificationResultRubric, 'llm_trait_labels'>): Record<string, string> {
  return rubric.llm_trait_labels ?? {}
}
