import { z } from 'zod'
import { pyIntSchema } from '../compat/py-number-schema.js'
import { ExcerptSchema } from './result-deep-judgment.js'

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

