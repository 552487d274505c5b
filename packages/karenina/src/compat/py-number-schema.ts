import { z } from 'zod'
import { PyFloat } from './py-float-value.js'

// Schemas whose integral values must be written as Python floats (`1.0`), and record/object schemas
// whose listed keys hold floats although the record itself is untyped (`dict[str, Any]` in Karenina).
const FLOAT_SCHEMAS = new WeakSet<z.ZodType>()
const FLOAT_KEY_SCHEMAS = new WeakMap<z.ZodType, ReadonlySet<string>>()

/**
 * A Pydantic `float` field: accepts a number or a PyFloat box (JSON read with `parsePyJson`) and yields a
 * plain number; the exporter writes it back as a Python float (`0.0`, `1714000000.0`).
 */
export function pyFloatSchema() {
  // Pydantic floats accept NaN and infinities (zod's z.number() does not).
  const anyNumber = z.custom<number>((value) => typeof value === 'number', { message: 'expected a number' })
  const schema = z.union([anyNumber, z.instanceof(PyFloat)]).transform((value) => (value instanceof PyFloat ? value.value : value))
  FLOAT_SCHEMAS.add(schema)
  return schema
}

/** A Pydantic `int` field: an integer, or an integral float as Pydantic's lax mode accepts (`3.0` → 3). */
export function pyIntSchema() {
  return z.union([z.number().int(), z.instanceof(PyFloat)]).transform((value) => (value instanceof PyFloat ? value.value : value))
}

/**
 * An untyped JSON object (`dict[str, Any]`) whose named keys are floats in Karenina (e.g. an excerpt's
 * `similarity_score`): those are unboxed to numbers like `pyFloatSchema`; key order and every other value
 * are kept as given.
 */
export function floatKeysRecord(keys: readonly string[]) {
  const floatKeys = new Set(keys)
  const schema = z
    .record(z.string(), z.unknown())
    .transform((record) =>
      Object.fromEntries(Object.entries(record).map(([k, v]) => [k, floatKeys.has(k) && v instanceof PyFloat ? v.value : v])),
    )
  FLOAT_KEY_SCHEMAS.set(schema, floatKeys)
  return schema
}

/** True when the schema was made by `pyFloatSchema`. */
export function isPyFloatSchema(schema: z.ZodType): boolean {
  return FLOAT_SCHEMAS.has(schema)
}

/** The float keys registered by `floatKeysRecord`, if any. */
export function floatKeysOf(schema: z.ZodType): ReadonlySet<string> | undefined {
  return FLOAT_KEY_SCHEMAS.get(schema)
}
