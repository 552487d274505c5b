import type { z } from 'zod'

/** The parts of zod's internal schema definition (`schema._zod.def`) that karenina reads. */
export interface ZodDef {
  type: string
  /** A number's format: `safeint` for `z.int()`, none for `z.number()`. */
  format?: string
  shape?: Record<string, z.ZodType>
  in?: z.ZodType
  innerType?: z.ZodType
  values?: unknown[]
  entries?: Record<string, unknown>
  element?: z.ZodType
  keyType?: z.ZodType
  valueType?: z.ZodType
  options?: z.ZodType[]
  getter?: () => z.ZodType
}

export const zodDef = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def

/** The zod wrappers that leave the wrapped schema's values as they are (looked through by type readers). */
export const ZOD_WRAPPERS: ReadonlySet<string> = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'])

/** The keys of a zod object schema, looking through pipes/transforms and wrappers; null when it is not an object. */
export function zodObjectKeys(schema: z.ZodType): string[] | null {
  const found = schemasAt(schema, [])
  const def = found.length === 1 ? zodDef(found[0]!) : undefined
  return def?.type === 'object' ? Object.keys(def.shape ?? {}) : null
}

/** `min_overlap` → `minOverlap`: the camelCase spelling of a serialized key, as TS options write it. */
export function camelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
}

/** `minOverlap` → `min_overlap`: the serialized spelling of a camelCase option key (snake_case keys are unchanged). */
export function snakeKey(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
}

/** The schemas a value at `path` may be checked against (several for unions). */
function schemasAt(schema: z.ZodType, path: readonly (string | number)[], depth = 0): z.ZodType[] {
  if (depth > 50) return []
  const def = zodDef(schema)
  if (def.type === 'pipe') return schemasAt(def.in!, path, depth + 1)
  if (def.type === 'lazy' && def.getter) return schemasAt(def.getter(), path, depth + 1)
  if (ZOD_WRAPPERS.has(def.type)) return schemasAt(def.innerType!, path, depth + 1)
  if (def.type === 'union') return (def.options ?? []).flatMap((option) => schemasAt(option, path, depth + 1))
  if (path.length === 0) return [schema]
  const [head, ...rest] = path
  if (def.type === 'object' && typeof head === 'string' && def.shape?.[head]) return schemasAt(def.shape[head], rest, depth + 1)
  if (def.type === 'array' && typeof head === 'number') return schemasAt(def.element!, rest, depth + 1)
  if (def.type === 'record') return schemasAt(def.valueType!, rest, depth + 1)
  return []
}

/** The keys an object at `path` inside `schema` may have (the union of every object schema found there). */
export function zodObjectKeysAt(schema: z.ZodType, path: readonly (string | number)[]): string[] {
  const keys = new Set<string>()
  for (const candidate of schemasAt(schema, path)) for (const key of Object.keys(zodDef(candidate).shape ?? {})) keys.add(key)
  return [...keys]
}
