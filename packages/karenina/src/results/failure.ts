import { z } from 'zod'
import { codePointLength } from '../compat/py-whitespace.js'

/** Leaf failure categories of Karenina's failure taxonomy (spec 04 §2.1). */
export const FAILURE_CATEGORIES = [
  'content',
  'recursion_limit',
  'trace_validation',
  'deep_judgment',
  'deep_judgment_rubric',
  'timeout',
  'connection',
  'rate_limit',
  'server_error',
  'abstention',
  'sufficiency',
  'template_validation',
  'parsing',
  'unexpected_error',
  // karenina-ts: the user's app (interface `app`) threw, or returned what karenina cannot read.
  'answerer_error',
] as const

/** A leaf failure category, e.g. `content` or `timeout`. */
export type FailureCategory = (typeof FAILURE_CATEGORIES)[number]

/** Top-level failure groups used for aggregation. */
export type FailureGroup = 'content' | 'autofail' | 'retry' | 'abstained' | 'system'

/** The group of every category (Karenina's `CATEGORY_TO_GROUP`). */
export const CATEGORY_TO_GROUP: Readonly<Record<FailureCategory, FailureGroup>> = {
  content: 'content',
  recursion_limit: 'autofail',
  trace_validation: 'autofail',
  deep_judgment: 'autofail',
  deep_judgment_rubric: 'autofail',
  timeout: 'retry',
  connection: 'retry',
  rate_limit: 'retry',
  server_error: 'retry',
  abstention: 'abstained',
  sufficiency: 'abstained',
  template_validation: 'system',
  parsing: 'system',
  unexpected_error: 'system',
  answerer_error: 'system',
}

/**
 * A structured non-pass verdict (`metadata.failure`). Extra keys are rejected; an incoming `group` is
 * ignored and recomputed from the category, and is serialized last, as Pydantic's computed field is.
 */
export const FailureSchema = z
  .object({
    category: z.enum(FAILURE_CATEGORIES),
    stage: z.string(),
    // Pydantic's max_length counts code points.
    reason: z.string().refine((s) => codePointLength(s) <= 500, { message: 'reason must be at most 500 characters' }),
    details: z.record(z.string(), z.unknown()).nullable().default(null),
    group: z.unknown().optional(),
  })
  .strict()
  .transform(({ category, stage, reason, details }) => ({
    category,
    stage,
    reason,
    details,
    group: CATEGORY_TO_GROUP[category],
  }))

/** A failure as stored on a result (group included). */
export type Failure = z.output<typeof FailureSchema>

/** Builds a failure with its computed group. */
export function makeFailure(category: FailureCategory, stage: string, reason: string, details: Record<string, unknown> | null = null): Failure {
  return { category, stage, reason, details, group: CATEGORY_TO_GROUP[category] }
}
