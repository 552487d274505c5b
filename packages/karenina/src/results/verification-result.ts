import { z } from 'zod'
import { parseOrThrow } from '../errors/validation-error.js'
import { VerificationResultDeepJudgmentRubricSchema, VerificationResultDeepJudgmentSchema } from './result-deep-judgment.js'
import { VerificationResultMetadataSchema } from './result-metadata.js'
import { VerificationResultRubricSchema } from './result-rubric.js'
import { VerificationResultTemplateSchema } from './result-template.js'

/**
 * One verification outcome (Karenina's `VerificationResult`, spec 04 §2): metadata, the template, rubric
 * and deep-judgment sections, and the shared trace fields, all snake_case. Unknown root keys are dropped,
 * except `extensions`, where custom stages keep their outputs (spec 00 A15; not part of Karenina's format,
 * written only when non-empty).
 */
export const VerificationResultSchema = z.object({
  metadata: VerificationResultMetadataSchema,
  template: VerificationResultTemplateSchema.nullable().default(null),
  rubric: VerificationResultRubricSchema.nullable().default(null),
  deep_judgment: VerificationResultDeepJudgmentSchema.nullable().default(null),
  deep_judgment_rubric: VerificationResultDeepJudgmentRubricSchema.nullable().default(null),
  /** The text evaluated: full trace or final AI message. */
  evaluation_input: z.string().nullable().default(null),
  used_full_trace: z.boolean().default(true),
  trace_extraction_error: z.string().nullable().default(null),
  /** Outputs of custom stages, by stage-chosen key. */
  extensions: z.record(z.string(), z.unknown()).optional(),
})

/** A verification result as stored and exported (defaults applied). */
export type VerificationResult = z.output<typeof VerificationResultSchema>
/** A verification result as accepted by `parseVerificationResult` (defaulted fields optional). */
export type VerificationResultInput = z.input<typeof VerificationResultSchema>

/** Validates a result (e.g. one row of a results file) and applies Karenina's defaults; throws a ValidationError. */
export function parseVerificationResult(input: unknown, subject = 'VerificationResult'): VerificationResult {
  return parseOrThrow(VerificationResultSchema, input, subject)
}
