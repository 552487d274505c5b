// Defaults of a zod object schema's keys, read from the schema itself (zod 4 internals: `_zod.def`).

/** The part of a zod 4 schema this reads. */
export interface ZodLike {
  _zod: { def: { type: string; innerType?: ZodLike; in?: ZodLike; defaultValue?: unknown; shape?: Record<string, ZodLike> } }
}

function defaultOf(schema: ZodLike | undefined): { value: unknown } | null {
  for (let s = schema; s; ) {
    const def = s._zod.def
    if (def.type === 'default' || def.type === 'prefault') return { value: def.defaultValue }
    s = def.innerType ?? def.in
  }
  return null
}

const show = (value: unknown) => (value === null ? 'null' : typeof value === 'string' ? `'${value}'` : String(JSON.stringify(value)))

/** key → its default, shown as code (keys without a default are left out). */
export function defaultsOf(schema: ZodLike): Record<string, string> {
  let s: ZodLike | undefined = schema
  while (s && s._zod.def.shape === undefined) s = s._zod.def.innerType ?? s._zod.def.in
  const shape = s?._zod.def.shape ?? {}
  const out: Record<string, string> = {}
  for (const [key, field] of Object.entries(shape)) {
    const found = defaultOf(field)
    if (found) out[key] = show(found.value)
  }
  return out
}
