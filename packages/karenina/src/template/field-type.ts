import type { z } from 'zod'
import { pyRepr, pyStr } from '../compat/py-str.js'
import type { TemplateFieldType } from '../primitives/primitive.js'
import { ZOD_WRAPPERS, zodDef } from '../utils/zod-object-keys.js'

/** What the engine needs to know about a field's zod schema (the part of `TemplateFieldInfo` read from it). */
export interface ZodFieldInfo {
  readonly type: TemplateFieldType
  /** `Literal[...]` values as Python `str()` of each, for `literal` fields. */
  readonly literalValues: readonly string[] | null
  /** True when the key may be absent (`.optional()` or `.default()`): not in the judge schema's `required`. */
  readonly optional: boolean
  /** What the judge must extract: `field()`'s description, else the `.describe()` text of the schema or a wrapped one. */
  readonly description: string | undefined
}

const INT_FORMATS = new Set(['safeint', 'int32', 'uint32', 'int64', 'uint64'])

/** The values of an enum / literal schema (or a union of only those), else null. */
export function literalValuesOf(schema: z.ZodType): unknown[] | null {
  const def = zodDef(schema)
  if (def.type === 'enum') return Object.values(def.entries ?? {})
  if (def.type === 'literal') return [...(def.values ?? [])]
  if (def.type === 'union') {
    const out: unknown[] = []
    for (const option of def.options ?? []) {
      const values = literalValuesOf(option)
      if (values === null) return null
      out.push(...values)
    }
    return out
  }
  return null
}

/** The values of an enum / literal field (or a union of them), wrappers looked through, as the schema holds them. */
export function literalOptions(schema: z.ZodType): unknown[] {
  let current = schema
  while (ZOD_WRAPPERS.has(zodDef(current).type)) current = zodDef(current).innerType!
  return literalValuesOf(current) ?? []
}

/**
 * Maps a zod schema to Karenina's field type, as the TemplateSpec converter maps Python annotations:
 * boolean → bool, integer number → int, number → float, string → str (or date with the `date` hint), any
 * array → list_str, enum/literal (or a union of literals) → literal, anything else → str.
 */
export function zodFieldInfo(schema: z.ZodType, dateHint = false): ZodFieldInfo {
  let current = schema
  let optional = false
  let description = schema.description
  while (ZOD_WRAPPERS.has(zodDef(current).type)) {
    const def = zodDef(current)
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') optional = true
    current = def.innerType!
    description ??= current.description
  }
  const base = { optional, description }
  const def = zodDef(current)
  const literals = literalValuesOf(current)
  if (literals !== null) return { ...base, type: 'literal', literalValues: literals.map(pyStr) }
  switch (def.type) {
    case 'boolean':
      return { ...base, type: 'bool', literalValues: null }
    case 'number':
      return { ...base, type: INT_FORMATS.has((current as z.ZodNumber).format ?? '') ? 'int' : 'float', literalValues: null }
    case 'array':
      return { ...base, type: 'list_str', literalValues: null }
    default:
      return { ...base, type: dateHint ? 'date' : 'str', literalValues: null }
  }
}

/** The zod wrappers looked through by readers that write `nullable` out themselves (annotations, judge-output's lax twin). */
export const NON_NULL_WRAPPERS: ReadonlySet<string> = new Set(['optional', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'])

/**
 * The Python annotation Pydantic needs to validate what a field's zod schema accepts (`list[int]`,
 * `int | None`, `Literal[1, 2]`, `dict[str, float]`), or null when there is none in the declarative subset.
 * Generated template source uses it so a type is never silently changed (Karenina's converter would write
 * `list[str]` for any list).
 */
export function pythonAnnotationOf(schema: z.ZodType): string | null {
  let current = schema
  while (NON_NULL_WRAPPERS.has(zodDef(current).type)) current = zodDef(current).innerType!
  const def = zodDef(current)
  if (def.type === 'nullable') {
    const inner = pythonAnnotationOf(def.innerType!)
    return inner === null ? null : `${inner} | None`
  }
  const literals = literalValuesOf(current)
  if (literals !== null) return literals.length === 0 ? null : `Literal[${literals.map(pyRepr).join(', ')}]`
  switch (def.type) {
    case 'boolean':
      return 'bool'
    case 'number':
      return INT_FORMATS.has((current as z.ZodNumber).format ?? '') ? 'int' : 'float'
    case 'string':
      return 'str'
    case 'array': {
      const inner = pythonAnnotationOf(def.element!)
      return inner === null ? null : `list[${inner}]`
    }
    case 'record': {
      const key = zodDef(def.keyType!).type
      const value = pythonAnnotationOf(def.valueType!)
      return key === 'string' && value !== null ? `dict[str, ${value}]` : null
    }
    default:
      return null
  }
}
