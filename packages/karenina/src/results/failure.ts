import { z } from 'zod'
import { codePointLength } from '../compat/py-whitespace.js'

/** Top-level failure groups used for aggregation. */
export type FailureGroup = 'content' | 'autofail' | 'retry' | 'abstained' | 'system'

/**
 * Karenina's failure taxonomy (spec 04 §2.1), in its order: each leaf category with its group (Karenina's
 * `CATEGORY_TO_GROUP`) and the words reports and test-runner messages name it by.
 */
const TAXONOMY = {
  content: ['content', 'wrong answer'],
  recursion_limit: ['autofail', 'agent recursion limit reached'],
  trace_validation: ['autofail', 'trace validation failed'],
  deep_judgment: ['autofail', 'deep judgment found no supporting excerpts'],
  deep_judgment_rubric: ['autofail', 'rubric deep judgment found no supporting excerpts'],
  timeout: ['retry', 'timeout (retries exhausted)'],
  connection: ['retry', 'connection error (retries exhausted)'],
  rate_limit: ['retry', 'rate limit (retries exhausted)'],
  server_error: ['retry', 'server error (retries exhausted)'],
  abstention: ['abstained', 'the model abstained'],
  sufficiency: ['abstained', 'insufficient response'],
  template_validation: ['system', 'the answer template cannot run'],
  parsing: ['system', 'the judge produced no valid object'],
  unexpected_error: ['system', 'unexpected error'],
  // karenina-ts: the user's app (interface `app`) threw, or returned what karenina cannot read.
  answerer_error: ['system', 'the app (answerer) failed'],
} as const satisfies Record<string, readonly [FailureGroup, string]>

/** A leaf failure category, e.g. `content` or `timeout`. */
export type FailureCategory = keyof typeof TAXONOMY

/** Leaf failure categories, in the taxonomy's order. */
export const FAILURE_CATEGORIES = Object.keys(TAXONOMY) as [FailureCategory, ...FailureCategory[]]

const byCategory = <T>(pick: (entry: readonly [FailureGroup, string]) => T) =>
  Object.fromEntries(FAILURE_CATEGORIES.map((category) => [category, pick(TAXONOMY[category])])) as Readonly<Record<FailureCategory, T>>

/** The group of every category (Karenina's `CATEGORY_TO_GROUP`). */
export const CATEGORY_TO_GROUP = byCategory(([group]) => group)

/** Each failure category in words, as reports and test-runner messages name it. */
export const FAILURE_CATEGORY_DESCRIPTIONS = byCategory(([, description]) => description)

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
