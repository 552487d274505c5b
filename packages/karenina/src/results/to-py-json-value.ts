import type { z } from 'zod'
import { PyFloat } from '../compat/py-float-value.js'
import { PyTuple } from '../compat/py-tuple.js'
import { floatKeysOf, isPyFloatSchema } from '../compat/py-number-schema.js'
import { ZOD_WRAPPERS, zodDef } from '../utils/zod-object-keys.js'

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof PyFloat) && !(value instanceof PyTuple)
}

/** A float field's value: an integral number boxed as a PyFloat (written `5.0`), else as {@link jsonMode} keeps it. */
function asFloat(value: unknown): unknown {
  return typeof value === 'number' && Number.isInteger(value) ? new PyFloat(value) : jsonMode(value)
}

/** An untyped value in Pydantic JSON mode: non-finite floats become null (`ser_json_inf_nan = "null"`), the rest kept. */
export function jsonMode(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (value === null || typeof value !== 'object') return value
  if (value instanceof PyFloat) return Number.isFinite(value.value) ? value : null
  if (Array.isArray(value)) return value.map(jsonMode)
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value)) {
      const item = value[key]
      if (item !== undefined) out[key] = jsonMode(item)
    }
    return out
  }
  return value
}

// Object shapes as entry lists, computed once per schema (results are dumped one per line, often thousands).
const SHAPE_ENTRIES = new WeakMap<z.ZodType, readonly (readonly [string, z.ZodType])[]>()

export function shapeEntries(schema: z.ZodType, shape: Record<string, z.ZodType>): readonly (readonly [string, z.ZodType])[] {
  let entries = SHAPE_ENTRIES.get(schema)
  if (entries === undefined) SHAPE_ENTRIES.set(schema, (entries = Object.entries(shape)))
  return entries
}

/**
 * The JSON-ready form of a value described by a results schema, as Pydantic's `model_dump(mode="json")`
 * produces it: object keys in field order (all fields, nulls included), float fields boxed as PyFloat so
 * `pyJsonDumps` writes `1.0`, non-finite floats as null. Unknown keys of strict/strip objects are left out.
 */
export function toPyJsonValue(schema: z.ZodType, value: unknown): unknown {
  if (value === undefined) return undefined
  if (isPyFloatSchema(schema)) return asFloat(value)
  const floatKeys = floatKeysOf(schema)
  if (floatKeys && isPlainObject(value)) {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value)) {
      const item = value[key]
      if (item !== undefined) out[key] = floatKeys.has(key) ? asFloat(item) : jsonMode(item)
    }
    return out
  }
  const def = zodDef(schema)
  // `nullable` too: null dumps as null whatever the inner schema.
  if (ZOD_WRAPPERS.has(def.type)) return toPyJsonValue(def.innerType!, value)
  switch (def.type) {
    case 'pipe':
      return toPyJsonValue(def.in!, value)
    case 'object': {
      if (!isPlainObject(value)) return jsonMode(value)
      const out: Record<string, unknown> = {}
      for (const [key, fieldSchema] of shapeEntries(schema, def.shape!)) {
        const dumped = toPyJsonValue(fieldSchema, value[key])
        if (dumped !== undefined) out[key] = dumped
      }
      return out
    }
    case 'record': {
      if (!isPlainObject(value)) return jsonMode(value)
      const out: Record<string, unknown> = {}
      for (const key of Object.keys(value)) {
        const item = value[key]
        if (item !== undefined) out[key] = toPyJsonValue(def.valueType!, item)
      }
      return out
    }
    case 'array':
      return Array.isArray(value) ? value.map((item) => toPyJsonValue(def.element!, item)) : jsonMode(value)
    default:
      return jsonMode(value)
  }
}
