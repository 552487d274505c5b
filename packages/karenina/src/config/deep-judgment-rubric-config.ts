import { z } from 'zod'

/** Karenina's `DeepJudgmentTraitConfig`: deep-judgment settings of one rubric trait (spec 03 §4). */
export const DeepJudgmentTraitConfigSchema = z.strictObject({
  /** @default true */
  enabled: z.boolean().default(true),
  /** @default true */
  excerpt_enabled: z.boolean().default(true),
  /** `null` falls back to the template deep-judgment default. @default null */
  max_excerpts: z.int().nullable().default(null),
  /** @default null */
  fuzzy_match_threshold: z.number().nullable().default(null),
  /** @default null */
  excerpt_retry_attempts: z.int().nullable().default(null),
  /** @default false */
  search_enabled: z.boolean().default(false),
})

const traitMap = z.record(z.string(), DeepJudgmentTraitConfigSchema)

/**
 * Karenina's `DeepJudgmentRubricCustomConfig` (mode `custom`): settings per trait name, globally and per
 * question id. The JSON key of the global map is `global`; Python's field name `global_traits` (what a plain
 * `model_dump()` writes) is accepted too.
 */
export const DeepJudgmentRubricConfigSchema = z
  .strictObject({
    /** @default {} */
    global: traitMap.optional(),
    /** Python's field name for `global`. */
    global_traits: traitMap.optional(),
    /** @default {} */
    question_specific: z.record(z.string(), traitMap).default({}),
  })
  .superRefine((value, ctx) => {
    if (value.global !== undefined && value.global_traits !== undefined)
      ctx.addIssue({ code: 'custom', path: ['global_traits'], message: 'give either "global" or "global_traits", not both' })
  })
  .transform(({ global, global_traits, question_specific }) => ({ global: global ?? global_traits ?? {}, question_specific }))

/** A resolved per-trait deep-judgment config. */
export type DeepJudgmentTraitConfig = z.output<typeof DeepJudgmentTraitConfigSchema>
/** A resolved custom rubric deep-judgment config. */
export type DeepJudgmentRubricConfig = z.output<typeof DeepJudgmentRubricConfigSchema>
