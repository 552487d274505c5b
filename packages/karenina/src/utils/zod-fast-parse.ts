import type { z } from 'zod'

/** What a compiled parser returns for a value its schema rejects. */
export const REJECTED: unique symbol = Symbol('rejected')

/** A compiled parser: the schema's output for `value`, or REJECTED. */
export type FastParse = (value: unknown) => unknown

export interface FastParseOptions {
  /** Compiles a schema the walker cannot see into (e.g. a union + transform whose meaning the caller knows). */
  hook?: (schema: z.ZodType) => FastParse | undefined
  /** Called whenever a value is handed to zod (tests count these to show the fast path is taken). */
  onZod?: () => void
}

interface Def {
  type: string
  shape?: Record<string, z.ZodType>
  catchall?: z.ZodType
  innerType?: z.ZodType
  element?: z.ZodType
  keyType?: z.ZodType
  valueType?: z.ZodType
  entries?: Record<string, unknown>
  defaultValue?: unknown
  checks?: readonly { _zod: { def: { check?: string; format?: string } } }[]
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** Zod itself, for a value (or a schema) the fast path does not cover. */
export function viaZod(schema: z.ZodType, onZod?: () => void): FastParse {
  return (value) => {
    onZod?.()
    const parsed = schema.safeParse(value)
    return parsed.success ? parsed.data : REJECTED
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  // A null-prototype object is zod's to copy into a plain one.
  return Object.getPrototypeOf(value) === Object.prototype
}

/**
 * Compiles a zod schema once into a parser with the same outcome as `schema.safeParse` (tested as such)
 * for the plain data our own code builds, at a fraction of zod's cost: objects are rebuilt in the shape's
 * order with defaults applied, as zod does; anything out of the ordinary (a class instance, a refinement,
 * a transform, an unknown key in a strict object) is handed to zod for that sub-value, so the outcome
 * never differs. Unlike zod, arrays and records that need no change are returned by reference.
 */
export function compileFastParse(schema: z.ZodType, options: FastParseOptions = {}): FastParse {
  const hooked = options.hook?.(schema)
  if (hooked) return hooked
  const def = defOf(schema)
  const zod = viaZod(schema, options.onZod)
  const unchecked = def.checks === undefined || def.checks.length === 0
  switch (def.type) {
    case 'string':
      return unchecked ? (v) => (typeof v === 'string' ? v : zod(v)) : zod
    case 'boolean':
      return (v) => (typeof v === 'boolean' ? v : zod(v))
    case 'number': {
      if (unchecked) return (v) => (typeof v === 'number' && Number.isFinite(v) ? v : zod(v))
      const safeInt = def.checks!.length === 1 && def.checks![0]!._zod.def.format === 'safeint'
      return safeInt ? (v) => (Number.isSafeInteger(v) ? v : zod(v)) : zod
    }
    case 'unknown':
    case 'any':
      return (v) => v
    case 'enum': {
      const values = new Set(Object.values(def.entries ?? {}))
      return (v) => (values.has(v) ? v : zod(v))
    }
    case 'nullable': {
      const inner = compileFastParse(def.innerType!, options)
      return (v) => (v === null ? null : inner(v))
    }
    case 'default': {
      // zod 4: a missing value takes the default (a fresh copy from the getter), not parsed.
      const inner = compileFastParse(def.innerType!, options)
      return (v) => (v === undefined ? def.defaultValue : inner(v))
    }
    case 'optional': {
      const inner = compileFastParse(def.innerType!, options)
      return (v) => (v === undefined ? undefined : inner(v))
    }
    case 'array': {
      if (!unchecked) return zod
      const element = compileFastParse(def.element!, options)
      return (v) => {
        if (!Array.isArray(v)) return zod(v)
        let out: unknown[] | null = null
        for (let i = 0; i < v.length; i++) {
          const item: unknown = v[i]
          const parsed = element(item)
          if (parsed === REJECTED) return REJECTED
          if (parsed !== item) (out ??= v.slice())[i] = parsed
        }
        return out ?? v
      }
    }
    case 'record': {
      const keyDef = defOf(def.keyType!)
      if (keyDef.type !== 'string' || (keyDef.checks?.length ?? 0) > 0) return zod
      const valueType = defOf(def.valueType!).type
      // Untyped values (`dict[str, Any]`, most records in a result): only the record itself to check.
      if ((valueType === 'unknown' || valueType === 'any') && !options.hook?.(def.valueType!)) {
        return (v) => (isPlainObject(v) && !Object.hasOwn(v, '__proto__') ? v : zod(v))
      }
      const value = compileFastParse(def.valueType!, options)
      return (v) => {
        // An own `__proto__` key is zod's to handle.
        if (!isPlainObject(v) || Object.hasOwn(v, '__proto__')) return zod(v)
        let out: Record<string, unknown> | null = null
        for (const key of Object.keys(v)) {
          const item = v[key]
          const parsed = value(item)
          if (parsed === REJECTED) return REJECTED
          if (parsed !== item) (out ??= { ...v })[key] = parsed
        }
        return out ?? v
      }
    }
    case 'object':
      return compileObject(def, zod, options)
    default:
      return zod
  }
}

function compileObject(def: Def, zod: FastParse, options: FastParseOptions): FastParse {
  const catchall = def.catchall === undefined ? 'strip' : defOf(def.catchall).type === 'never' ? 'strict' : 'other'
  if (catchall === 'other') return zod
  const keys = Object.keys(def.shape!)
  const fields = keys.map((key) => compileFastParse(def.shape![key]!, options))
  const kinds = keys.map((key) => defOf(def.shape![key]!).type)
  const strict = catchall === 'strict'
  if (!kinds.includes('optional')) {
    const generated = generatedObjectParse(keys, kinds, fields, zod, strict)
    if (generated !== null) return generated
  }
  return (v) => {
    if (!isPlainObject(v)) return zod(v)
    // A new object in the shape's order, as zod's: absent optional keys stay absent, absent defaulted
    // keys take their default; another absent key, or an unknown key in a strict object, goes to zod.
    const out: Record<string, unknown> = {}
    let present = 0
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!
      let parsed: unknown
      if (Object.hasOwn(v, key)) {
        present++
        parsed = fields[i]!(v[key])
      } else if (kinds[i] === 'optional') continue
      else if (kinds[i] === 'default') parsed = fields[i]!(undefined)
      else return zod(v)
      if (parsed === REJECTED) return REJECTED
      out[key] = parsed
    }
    if (strict && ownKeyCount(v) !== present) return zod(v)
    return out
  }
}

function ownKeyCount(v: object): number {
  return Object.keys(v).length
}

/**
 * The loop above as straight-line code, for an object with no optional key (every result section): each key read
 * and the output built as one literal, so V8 gives the output a fixed shape and each read its own inline cache,
 * where the loop's computed keys make every read and store a generic lookup. Same steps in the same order
 * (tested against the loop and zod). Null when code cannot be generated (a `__proto__` key, which a literal
 * would take as the prototype; `--disallow-code-generation-from-strings`).
 */
function generatedObjectParse(keys: readonly string[], kinds: readonly string[], fields: readonly FastParse[], zod: FastParse, strict: boolean): FastParse | null {
  if (keys.includes('__proto__')) return null
  const lines = ['if (!isPlainObject(v)) return zod(v)', 'let present = 0']
  keys.forEach((key, i) => {
    const k = JSON.stringify(key)
    const absent = kinds[i] === 'default' ? `p${i} = f${i}(undefined)` : 'return zod(v)'
    lines.push(`let p${i}`, `if (hasOwn(v, ${k})) { present++; p${i} = f${i}(v[${k}]) } else ${absent}`, `if (p${i} === REJECTED) return REJECTED`)
  })
  if (strict) lines.push(`if (ownKeyCount(v) !== present) return zod(v)`)
  lines.push(`return { ${keys.map((key, i) => `${JSON.stringify(key)}: p${i}`).join(', ')} }`)
  try {
    const names = fields.map((_, i) => `f${i}`)
    const make = new Function('isPlainObject', 'zod', 'REJECTED', 'hasOwn', 'ownKeyCount', ...names, `return (v) => {\n${lines.join('\n')}\n}`)
    return make(isPlainObject, zod, REJECTED, Object.hasOwn, ownKeyCount, ...fields) as FastParse
  } catch {
    return null
  }
}
