import { z } from 'zod'
import { shareValue } from '../utils/shared-value.js'
import type { Template, TemplateFieldInfo } from './template.js'

/** A JSON Schema object (draft 2020-12), as sent to the judge. */
export type JsonSchema = Record<string, unknown>

const SAFE_INT_BOUNDS = { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }

/** Python `str.title()` of a field name with `_` → space, as Pydantic titles properties (`is_correct` → `Is Correct`). */
function pyTitle(name: string): string {
  let out = ''
  let previousCased = false
  for (const ch of name.replaceAll('_', ' ')) {
    const cased = ch.toLowerCase() !== ch.toUpperCase()
    out += cased ? (previousCased ? ch.toLowerCase() : ch.toUpperCase()) : ch
    previousCased = cased
  }
  return out
}

// Defence in depth (Karenina strips `__verification__` everywhere) and removal of zod's safe-integer bounds,
// which Pydantic's `int` schema does not have.
function clean(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(clean)
    return
  }
  if (typeof node !== 'object' || node === null) return
  const record = node as Record<string, unknown>
  delete record.__verification__
  if (record.type === 'integer' && record.minimum === SAFE_INT_BOUNDS.minimum && record.maximum === SAFE_INT_BOUNDS.maximum) {
    delete record.minimum
    delete record.maximum
  }
  Object.values(record).forEach(clean)
}

/**
 * Builds the JSON Schema of a template's record (Pydantic style: `title`s, `id: string|null = null`,
 * `additionalProperties: true`, descriptions, enums, `required`). Ground truths and verification metadata are
 * never part of it: only the fields' zod schemas and descriptions go in. With `keepTraceFields: false` (the
 * parsing schema) trace-primitive fields are removed from `properties` and `required`.
 */
export function buildJudgeSchema(name: string, fields: readonly TemplateFieldInfo[], keepTraceFields: boolean): JsonSchema {
  const shape: Record<string, z.ZodType> = { id: z.string().nullable().default(null) }
  for (const f of fields) {
    if (!keepTraceFields && f.verification?.isTrace) continue
    shape[f.name] = f.description === undefined ? f.schema : f.schema.describe(f.description)
  }
  const schema = z.toJSONSchema(z.looseObject(shape), { io: 'input', unrepresentable: 'any' }) as JsonSchema
  delete schema.$schema
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>
  for (const [key, property] of Object.entries(properties)) properties[key] = { title: pyTitle(key), ...property }
  clean(schema)
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : []
  return {
    title: name,
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: true,
    ...(schema.$defs ? { $defs: schema.$defs } : {}),
  }
}

// `template.judgeSchema()` hands users a fresh copy; the pipeline reads one shared, deep-frozen copy per template,
// so the prompt's schema block and the provider's strict form (cached against it) are derived once for the tasks
// that use it, not per call. Held weakly: a benchmark keeps every template for the whole run, so a strong cache
// would keep what each question's tasks derived long after they finished (verify of a 5,000-question checkpoint
// grew ~5 KiB per question); the schema goes at the next full collection once no task holds it.
const judgeSchemas = new WeakMap<Template, WeakRef<JsonSchema>>()
const sufficiencySchemas = new WeakMap<Template, WeakRef<JsonSchema>>()

function shared(cache: WeakMap<Template, WeakRef<JsonSchema>>, template: Template, make: () => JsonSchema): JsonSchema {
  let schema = cache.get(template)?.deref()
  if (schema === undefined) cache.set(template, new WeakRef((schema = shareValue(make()))))
  return schema
}

/** The template's judge schema, shared and frozen (never mutate it). */
export function sharedJudgeSchema(template: Template): JsonSchema {
  return shared(judgeSchemas, template, () => template.judgeSchema())
}

/** The template's sufficiency schema, shared and frozen (never mutate it). */
export function sharedSufficiencySchema(template: Template): JsonSchema {
  return shared(sufficiencySchemas, template, () => template.sufficiencySchema())
}
