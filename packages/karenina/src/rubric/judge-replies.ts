import { z } from 'zod'
import { coerceLaxBool, coerceLaxInt, describeReceived } from '../compat/pydantic-lax.js'

/**
 * Validators of the rubric judges' replies, as Karenina's Pydantic output models validate them (lax mode):
 * a number written `4.0` or `"4"` is an int, `"yes"` a bool. Each throws a readable message, which the
 * parser ladder feeds back to the judge.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function field(raw: unknown, key: string): unknown {
  if (!isRecord(raw)) throw new Error(`expected a JSON object, received ${describeReceived(raw)}`)
  if (!Object.hasOwn(raw, key)) throw new Error(`"${key}": required`)
  return raw[key]
}

// Pydantic's smart union `int | bool`: exact types first, then lax int, then lax bool.
function intOrBool(value: unknown, path: string): number | boolean {
  if (typeof value === 'boolean') return value
  const asInt = coerceLaxInt(value)
  if (asInt.ok) return asInt.value
  const asBool = coerceLaxBool(value)
  if (asBool.ok) return asBool.value
  throw new Error(`${path}: expected an integer or a boolean, received ${describeReceived(value)}`)
}

/**
 * `{"scores": {trait: int | bool}}` (Karenina's `BatchRubricScores`). A `null` score is kept as "no score"
 * (the prompt tells the judge an omitted trait is recorded as null).
 */
export function validateBatchScores(raw: unknown): Record<string, number | boolean | null> {
  const scores = field(raw, 'scores')
  if (!isRecord(scores)) throw new Error(`"scores": expected an object mapping trait names to scores, received ${describeReceived(scores)}`)
  const out: Record<string, number | boolean | null> = {}
  for (const [name, value] of Object.entries(scores)) out[name] = value === null ? null : intOrBool(value, `scores.${name}`)
  return out
}

/** `{"result": bool}` (Karenina's `SingleBooleanScore`). */
export function validateSingleBoolean(raw: unknown): boolean {
  const value = field(raw, 'result')
  const coerced = coerceLaxBool(value)
  if (!coerced.ok) throw new Error(`"result": expected ${coerced.expected}, received ${describeReceived(value)}`)
  return coerced.value
}

/** `{"score": int}` (Karenina's `SingleNumericScore`). */
export function validateSingleScore(raw: unknown): number {
  const value = field(raw, 'score')
  const coerced = coerceLaxInt(value)
  if (!coerced.ok) throw new Error(`"score": expected ${coerced.expected}, received ${describeReceived(value)}`)
  return coerced.value
}

/** A validator from a zod schema, with zod's readable error. */
export function zodValidator<T>(schema: z.ZodType<T>): (raw: unknown) => T {
  return (raw) => {
    const result = schema.safeParse(raw)
    if (!result.success) throw new Error(z.prettifyError(result.error))
    return result.data
  }
}
