import { z } from 'zod'
import { describeReceived, laxBool, laxList, laxPyFloat, laxPyInt, laxStr } from '../../compat/pydantic-lax.js'
import { replyJsonSchema } from '../../prompts/task-prompt.js'
import { isRecord } from '../../utils/is-record.js'

/** Accepts the serialized dict (extra keys ignored, as Karenina rebuilds the class from `schema` only). */
export const TemplateKindSchema = z.object({
  type: z.literal('template'),
  schema: z.record(z.string(), z.unknown(), { error: "template kind dict must include a 'schema' object" }),
})

/**
 * A template kind as Karenina serializes it (spec 03 §2.1.1): `{"type": "template", "schema": <JSON schema>}`,
 * the record type a structured LLM or agentic trait fills. The schema is kept verbatim on round trip.
 */
export type TemplateKind = z.output<typeof TemplateKindSchema>

/** The three scalar kinds of LLM, callable and agentic traits. */
export type ScalarTraitKind = 'boolean' | 'score' | 'literal'

/** True when a trait's kind is a template (structured) kind. */
export function isTemplateKind(kind: unknown): kind is TemplateKind {
  return isRecord(kind) && kind.type === 'template'
}

/** A zod object schema as a template kind (its JSON schema of the output; the record type is rebuilt from it on load). */
export function templateKindFromZod(schema: z.ZodType): TemplateKind {
  return { type: 'template', schema: replyJsonSchema(schema, 'output') }
}

/** The field names of a template kind's record (`properties`, in schema order). */
export function templateKindFields(kind: TemplateKind): string[] {
  const properties = kind.schema['properties']
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : []
}

// Karenina's `_JSON_SCHEMA_TO_PYTHON`: anything else is `str`.
function scalar(type: unknown): z.ZodType {
  if (type === 'integer') return laxPyInt
  if (type === 'number') return laxPyFloat
  if (type === 'boolean') return laxBool
  return laxStr
}

/**
 * Karenina's `_resolve_type` (`schemas/entities/_schema_reconstruction.py`): `anyOf` with exactly one non-null
 * member is that type or None, any other `anyOf` is `str`; an array is `list[item]` (item type by its `type`,
 * default string); a missing `type` is `str`.
 */
function resolveType(property: Record<string, unknown>): z.ZodType {
  if (Array.isArray(property['anyOf'])) {
    const nonNull = (property['anyOf'] as unknown[]).filter((member) => !(isRecord(member) && member['type'] === 'null'))
    return nonNull.length === 1 && isRecord(nonNull[0]) ? resolveType(nonNull[0]).nullable() : laxStr
  }
  if (property['type'] === 'array') {
    const items = isRecord(property['items']) ? property['items'] : {}
    return laxList(scalar(items['type'] ?? 'string'))
  }
  return scalar(property['type'] ?? 'string')
}

/**
 * Rebuilds a template kind's record type from its JSON schema, as Karenina rebuilds it (spec 03 §2.1.1):
 * `integer → int`, `number → float`, `string → str`, `boolean → bool`, arrays → `list[item]`, `anyOf` with
 * null → optional, anything else → `str`; `required` decides required-ness; `default` is honoured (and, as
 * in Pydantic, not validated).
 */
export function templateKindRecord(kind: TemplateKind) {
  const properties = isRecord(kind.schema['properties']) ? kind.schema['properties'] : {}
  const required = new Set(Array.isArray(kind.schema['required']) ? (kind.schema['required'] as unknown[]) : [])
  const fields = Object.entries(properties).map(([name, property]) => {
    const spec = isRecord(property) ? property : {}
    return {
      name,
      type: resolveType(spec),
      required: required.has(name) && !Object.hasOwn(spec, 'default'),
      fallback: Object.hasOwn(spec, 'default') ? spec['default'] : null,
    }
  })
  const title = kind.schema['title']
  return {
    /** The record's class name (`title`, else Karenina's fallback `ReconstructedTemplate`). */
    name: typeof title === 'string' && title !== '' ? title : 'ReconstructedTemplate',
    /**
     * Pydantic's `model_validate(...).model_dump()` of a judge reply: lax coercion per field (`"400"` → 400 for
     * an `int`, `400` → 400.0 for a `float`), a missing optional field takes its `default` (else None), extra
     * keys are ignored. Throws a readable message naming each invalid field.
     */
    validate(raw: unknown): Record<string, unknown> {
      if (!isRecord(raw)) throw new Error(`expected a JSON object with the fields ${fields.map((f) => f.name).join(', ')}, received ${describeReceived(raw)}`)
      const out: Record<string, unknown> = {}
      const problems: string[] = []
      for (const field of fields) {
        if (!Object.hasOwn(raw, field.name)) {
          if (field.required) problems.push(`${field.name}: required`)
          else out[field.name] = field.fallback
          continue
        }
        const parsed = field.type.safeParse(raw[field.name])
        if (parsed.success) out[field.name] = parsed.data
        else problems.push(`${field.name}: ${parsed.error.issues.map((i) => (i.path.length > 0 ? `[${i.path.join('][')}] ${i.message}` : i.message)).join('; ')}`)
      }
      if (problems.length > 0) throw new Error(`${problems.length} validation error${problems.length === 1 ? '' : 's'} for ${this.name}:\n${problems.map((p) => `  ${p}`).join('\n')}`)
      return out
    },
  }
}
