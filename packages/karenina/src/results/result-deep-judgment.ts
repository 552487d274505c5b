import { z } from 'zod'
import { floatKeysRecord, pyIntSchema } from '../compat/py-number-schema.js'

/**
 * One excerpt: `{text, confidence, similarity_score, explanation?, search_results?, hallucination_risk?,
 * hallucination_justification?}`. Kept as an ordered map (as Karenina's `dict[str, Any]`); the fuzzy-match
 * `similarity_score` is always a Python float.
 */
export const ExcerptSchema = floatKeysRecord(['similarity_score'])

/** A deep-judgment excerpt. */
export type Excerpt = z.output<typeof ExcerptSchema>

/**
 * `VerificationResult.deep_judgment` (spec 04 §2.6): template deep judgment, 10 fields in Karenina's
 * order; unknown keys are dropped.
 */
export const VerificationResultDeepJudgmentSchema = z.object({
  /** `"reasoning_only"` or `"full"`. */
  deep_judgment_mode: z.string().nullable().default(null),
  deep_judgment_performed: z.boolean().default(false),
  extracted_excerpts: z.record(z.string(), z.array(ExcerptSchema)).nullable().default(null),
  attribute_reasoning: z.record(z.string(), z.string()).nullable().default(null),
  /** `excerpts`, `excerpt_hallucination_assessment`, `reasoning`, `parameters`. */
  deep_judgment_stages_completed: z.array(z.string()).nullable().default(null),
  deep_judgment_model_calls: pyIntSchema().default(0),
  deep_judgment_excerpt_retry_count: pyIntSchema().default(0),
  attributes_without_excerpts: z.array(z.string()).nullable().default(null),
  deep_judgment_search_enabled: z.boolean().default(false),
  /** `"none" | "low" | "medium" | "high"` per attribute. */
  hallucination_risk_assessment: z.record(z.string(), z.string()).nullable().default(null),
})

// Pydantic `int | bool`: an integral float from JSON becomes an int.
const intOrBool = z.union([z.boolean(), pyIntSchema()])

/**
 * `VerificationResult.deep_judgment_rubric` (spec 04 §2.7): rubric deep judgment, 11 fields in Karenina's
 * order; unknown keys are dropped.
 */
export const VerificationResultDeepJudgmentRubricSchema = z.object({
  deep_judgment_rubric_performed: z.boolean().default(false),
  extracted_rubric_excerpts: z.record(z.string(), z.array(ExcerptSchema)).nullable().default(null),
  rubric_trait_reasoning: z.record(z.string(), z.string()).nullable().default(null),
  deep_judgment_rubric_scores: z.record(z.string(), intOrBool).nullable().default(null),
  standard_rubric_scores: z.record(z.string(), intOrBool).nullable().default(null),
  /** `{trait: {stages_completed, model_calls, had_excerpts, excerpt_retry_count, excerpt_validation_failed}}`. */
  trait_metadata: z.record(z.string(), z.record(z.string(), z.unknown())).nullable().default(null),
  traits_without_valid_excerpts: z.array(z.string()).nullable().default(null),
  /** `{trait: {overall_risk, per_excerpt_risks: string[]}}`. */
  rubric_hallucination_risk_assessment: z.record(z.string(), z.record(z.string(), z.unknown())).nullable().default(null),
  total_deep_judgment_model_calls: pyIntSchema().default(0),
  total_traits_evaluated: pyIntSchema().default(0),
  total_excerpt_retries: pyIntSchema().default(0),
})

