import type { z } from 'zod'

interface Def {
  type: string
  shape?: Record<string, unknown>
  in?: z.ZodType
  innerType?: z.ZodType
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The keys of a zod object schema, looking through pipes/transforms and wrappers; null when it is not an object. */
export function zodObjectKeys(schema: z.ZodType): string[] | null {
  let def = defOf(schema)
  for (let depth = 0; depth < 10; depth++) {
    if (def.type === 'object') return Object.keys(def.shape ?? {})
    const next = def.type === 'pipe' ? def.in : def.innerType
    if (next === undefined) return null
    def = defOf(next)
  }
  return null
}

/** `min_overlap` → `minOverlap`: the camelCase spelling of a serialized key, as TS options write it. */
export function camelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
}
