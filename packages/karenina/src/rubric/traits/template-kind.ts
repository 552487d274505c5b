import { z } from 'zod'
import type { JsonSchema } from '../../llm/ports.js'

/**
 * A template kind as Karenina serializes it (spec 03 §2.1.1): `{"type": "template", "schema": <JSON schema>}`,
 * the record type a structured LLM or agentic trait fills. The schema is kept verbatim on round trip.
 */
export interface TemplateKind {
  type: 'template'
  schema: JsonSchema
}

/** Accepts the serialized dict (extra keys ignored, as Karenina rebuilds the class from `schema` only). */
export const TemplateKindSchema = z
  .object({
    type: z.literal('template'),
    schema: z.record(z.string(), z.unknown(), { error: "template kind dict must include a 'schema' object" }),
  })
  .transform((kind): TemplateKind => ({ type: 'template', schema: kind.schema }))

/** The three scalar kinds of LLM, callable and agentic traits. */
export type ScalarTraitKind = 'boolean' | 'score' | 'literal'

/** True when a trait's kind is a template (structured) kind. */
export function isTemplateKind(kind: unknown): kind is TemplateKind {
  return typeof kind === 'object' && kind !== null && (kind as { type?: unknown }).type === 'template'
}

/** A zod object schema as a template kind (its JSON schema; the record type is rebuilt from it on load). */
export function templateKindFromZod(schema: z.ZodType): TemplateKind {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema
  delete json.$schema
  return { type: 'template', schema: json }
}

/** The field names of a template kind's record (`properties`, in schema order). */
export function templateKindFields(kind: TemplateKind): string[] {
  const properties = kind.schema['properties']
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : []
}
