import { z } from 'zod'
import { pyRepr } from '../../compat/py-str.js'
import { pyTruthy } from '../../compat/py-truthy.js'
import { laxFloat, laxInt } from '../../compat/pydantic-lax.js'
import { allOf } from '../../composition/all-of.js'
import { anyOf } from '../../composition/any-of.js'
import { atLeastN } from '../../composition/at-least-n.js'
import { fieldCheck } from '../../composition/field-check.js'
import type { StrategyNode } from '../../composition/strategy-node.js'
import { formatPath } from '../../errors/karenina-error.js'
import { TemplateError } from '../../errors/template-error.js'
import { parseOrThrow, ValidationError } from '../../errors/validation-error.js'
import { isPrimitiveType, PRIMITIVE_FIELD_TYPES, PRIMITIVE_TYPES, primitiveFromJSON } from '../../primitives/registry.js'
import { isConditionalGroundTruth } from '../conditional-ground-truth.js'
import type { Template, TemplateShape } from '../template.js'

/** One strategy node in TemplateSpec form (Karenina's `VerifyStrategySpec`): `field_name` on leaves. */
export interface VerifyStrategySpec {
  type: string
  n?: number | null
  field_name?: string | null
  conditions?: VerifyStrategySpec[]
}

/** Karenina's `VerifyStrategySpec` (extra keys forbidden). The node's meaning is checked when it is built. */
export const VerifyStrategySpecSchema: z.ZodType<VerifyStrategySpec> = z.lazy(() =>
  z.strictObject({
    type: z.string(),
    // Pydantic lax int/float (`"n": "2"` and `"weight": 2` are accepted by Karenina).
    n: laxInt.nullable().optional().default(null),
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

function build(spec: VerifyStrategySpec, path: (string | number)[]): StrategyNode {
  const children = () => (spec.conditions ?? []).map((child, i) => build(child, [...path, 'conditions', i]))
  switch (spec.type) {
    case 'all_of':
      return allOf(...children())
    case 'any_of':
      return anyOf(...children())
    case 'at_least_n':
      if (spec.n === null || spec.n === undefined) throw new ValidationError([...path, 'n'], "'at_least_n' requires an integer n >= 0", 'VerifyStrategySpec')
      if (spec.n < 0) throw new ValidationError([...path, 'n'], `n must be >= 0, received ${spec.n}`, 'VerifyStrategySpec')
      return atLeastN(spec.n, ...children())
    case 'field_check':
      // Karenina ignores a leaf's conditions.
      if (spec.field_name === null || spec.field_name === undefined) {
        throw new ValidationError([...path, 'field_name'], "'field_check' requires field_name", 'VerifyStrategySpec')
      }
      return fieldCheck(spec.field_name)
    default:
      throw new ValidationError([...path, 'type'], `unknown strategy type ${JSON.stringify(spec.type)} (expected all_of, any_of, at_least_n or field_check)`, 'VerifyStrategySpec')
  }
}

/**
 * Builds a strategy from its TemplateSpec form (`{"type": "field_check", "field_name": "x"}`): validates the
 * keys (extra keys forbidden), then each node (`at_least_n` needs `n >= 0`, `field_check` needs `field_name`).
 */
export function strategyFromSpec(spec: unknown): StrategyNode {
  return build(parseOrThrow(VerifyStrategySpecSchema, spec, 'VerifyStrategySpec'), [])
}

/** The TemplateSpec form of a strategy (runtime `field` → spec `field_name`), every key written. */
export function strategyToSpec(node: StrategyNode): VerifyStrategySpec {
  if (node.type === 'field_check') return { type: 'field_check', n: null, field_name: node.field, conditions: [] }
  return {
    type: node.type,
    n: node.type === 'at_least_n' ? node.n : null,
    field_name: null,
    conditions: node.conditions.map(strategyToSpec),
  }
}

const VALID_FIELD_TYPES = ['bool', 'date', 'float', 'int', 'list_str', 'literal', 'str']

function sortedRepr(items: readonly string[]): string {
  return pyRepr([...items].sort())
}

/** Reads a TemplateSpec (extra keys forbidden); returns the data or the problems as messages. */
export function parseTemplateSpec(spec: unknown): { spec: TemplateSpec } | { errors: string[] } {
  const parsed = TemplateSpecSchema.safeParse(spec)
  if (parsed.success) return { spec: parsed.data }
  const named = (path: PropertyKey[]) => formatPath(path.map((p) => (typeof p === 'symbol' ? String(p) : p)))
  return { errors: parsed.error.issues.map(({ path, message }) => `${path.length === 0 ? 'TemplateSpec' : named(path)}: ${message}`) }
}

/**
 * Karenina's `validate_spec` (spec 01 §8.3): per field — valid type, `literal_values` for literals,
 * `verify_with.type` present and registered, params valid, primitive compatible with the field type, trace
 * primitives only on `bool`. Returns the problems with Karenina's messages; an empty list means valid.
 */
export function validateTemplateSpec(input: TemplateSpecInput): string[] {
  const read = parseTemplateSpec(input)
  if ('errors' in read) return read.errors
  const errors: string[] = []
  for (const field of read.spec.fields) {
    const prefix = `Field '${field.name}'`
    if (!VALID_FIELD_TYPES.includes(field.type)) {
      errors.push(`${prefix}: invalid field type '${field.type}'. Must be one of: ${sortedRepr(VALID_FIELD_TYPES)}`)
    }
    if (field.type === 'literal' && (field.literal_values === null || field.literal_values.length === 0)) {
      errors.push(`${prefix}: literal type requires 'literal_values'`)
    }
    const primType = field.verify_with.type
    if (!pyTruthy(primType ?? null)) {
      errors.push(`${prefix}: 'verify_with' must include a 'type' key`)
      continue
    }
    if (!isPrimitiveType(primType)) {
      errors.push(`${prefix}: unknown primitive '${String(primType)}'. Available: ${sortedRepr(PRIMITIVE_TYPES)}`)
      continue
    }
    try {
      primitiveFromJSON(field.verify_with)
    } catch (error) {
      errors.push(`${prefix}: invalid parameters for '${primType}': ${(error as Error).message}`)
      continue
    }
    const compatible = PRIMITIVE_FIELD_TYPES[primType]
    if (compatible !== undefined && !compatible.includes(field.type as never)) {
      errors.push(`${prefix}: primitive '${primType}' is not compatible with field type '${field.type}'. Compatible types: ${sortedRepr(compatible)}`)
    }
    if (field.is_trace && field.type !== 'bool') {
      errors.push(`${prefix}: trace primitives require field type 'bool', got '${field.type}'`)
    }
  }
  return errors
}

/**
 * The TemplateSpec of a template: one field spec per verified field (plain fields of a mixed template are
 * dropped, as in Karenina's converter), primitives serialized with every param. Unlike Karenina, the strategy
 * is kept. A classic template (no verified field) cannot be converted: TemplateError.
 */
export function templateToSpec<S extends TemplateShape>(template: Template<S>): TemplateSpec {
  const verified = template.fields.filter((f) => f.verification !== null)
  if (verified.length === 0) {
    throw new TemplateError(
      template.name,
      undefined,
      'Cannot convert classic template to TemplateSpec: classic templates use verify() functions that the structured format cannot represent',
    )
  }
  const fields: TemplateFieldSpec[] = verified.map((f) => {
    const v = f.verification!
    return {
      name: f.name,
      type: f.type,
      description: f.description ?? '',
      extraction_hint: v.extractionHint,
      ground_truth: isConditionalGroundTruth(v.groundTruth) ? v.groundTruth.toJSON() : v.groundTruth,
      literal_values: f.literalValues === null ? null : [...f.literalValues],
      verify_with: v.primitive.toJSON(),
      weight: v.weight,
      is_trace: v.isTrace,
    }
  })
  return { fields, verify_strategy: template.strategy === null ? null : strategyToSpec(template.strategy), class_name: template.name }
}
