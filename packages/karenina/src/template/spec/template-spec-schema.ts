import { z } from 'zod'
import type { PyFloat } from '../../compat/py-float-value.js'
import { coerceLaxFloat, coerceLaxInt } from '../../compat/pydantic-lax.js'

/** One strategy node in TemplateSpec form (Karenina's `VerifyStrategySpec`): `field_name` on leaves. */
export interface VerifyStrategySpec {
  type: string
  n?: number | null
  field_name?: string | null
  conditions?: VerifyStrategySpec[]
}

// Pydantic lax int/float for the few numeric keys (`"n": "2"` and `"weight": 2` are accepted by Karenina).
type NumberInput = number | PyFloat | string | boolean

const laxIntOrNull = z.custom<NumberInput | null>(() => true).transform((value, ctx) => {
  if (value === null || value === undefined) return null
  const result = coerceLaxInt(value)
  if (result.ok) return result.value
  ctx.addIssue({ code: 'custom', message: `expected ${result.expected}` })
  return z.NEVER
})

const laxFloat = z.custom<NumberInput>(() => true).transform((value, ctx) => {
  const result = coerceLaxFloat(value)
  if (result.ok) return result.value
  ctx.addIssue({ code: 'custom', message: `expected ${result.expected}` })
  return z.NEVER
})

/** Karenina's `VerifyStrategySpec` (extra keys forbidden). The node's meaning is checked when it is built. */
export const VerifyStrategySpecSchema: z.ZodType<VerifyStrategySpec> = z.lazy(() =>
  z.strictObject({
    type: z.string(),
    n: laxIntOrNull.optional().default(null),
    field_name: z.string().nullable().default(null),
    conditions: z.array(VerifyStrategySpecSchema).default([]),
  }),
) as unknown as z.ZodType<VerifyStrategySpec>

/** Karenina's `TemplateFieldSpec` (extra keys forbidden; `type` values are checked by `validateTemplateSpec`). */
export const TemplateFieldSpecSchema = z.strictObject({
  name: z.string(),
  type: z.string(),
  description: z.string(),
  extraction_hint: z.string().nullable().default(null),
  ground_truth: z.unknown(),
  literal_values: z.array(z.string()).nullable().default(null),
  verify_with: z.record(z.string(), z.unknown()),
  weight: laxFloat.optional().default(1),
  is_trace: z.boolean().default(false),
})

/** Karenina's `TemplateSpec`: the canonical serializable form of a verified template. */
export const TemplateSpecSchema = z.strictObject({
  fields: z.array(TemplateFieldSpecSchema),
  verify_strategy: VerifyStrategySpecSchema.nullable().default(null),
  class_name: z.string().default('Answer'),
})

/** A TemplateSpec as read (defaults filled). */
export type TemplateSpec = z.output<typeof TemplateSpecSchema>
/** A TemplateSpec as written (defaults optional). */
export type TemplateSpecInput = z.input<typeof TemplateSpecSchema>
/** One field of a TemplateSpec. */
export type TemplateFieldSpec = z.output<typeof TemplateFieldSpecSchema>
