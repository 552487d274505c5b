import fc, { type Arbitrary } from 'fast-check'
import type { z } from 'zod'
import { TemplateError } from '../errors/template-error.js'
import type { Template, TemplateFieldInfo, TemplateShape, TemplateValues } from '../template/template.js'

interface ZodDef {
  type: string
  innerType?: z.ZodType
  entries?: Record<string, unknown>
  values?: unknown[]
  options?: z.ZodType[]
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'])

function defOf(schema: z.ZodType): ZodDef {
  return (schema as unknown as { _zod: { def: ZodDef } })._zod.def
}

/** The values of an enum / literal field (or a union of them), as the zod schema holds them (not stringified). */
export function literalOptions(schema: z.ZodType): unknown[] {
  let current = schema
  while (WRAPPERS.has(defOf(current).type)) current = defOf(current).innerType!
  const def = defOf(current)
  if (def.type === 'enum') return Object.values(def.entries ?? {})
  if (def.type === 'literal') return [...(def.values ?? [])]
  if (def.type === 'union') return (def.options ?? []).flatMap(literalOptions)
  return []
}

const isoDay = fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))

function byType(field: TemplateFieldInfo): Arbitrary<unknown> {
  switch (field.type) {
    case 'bool':
      return fc.boolean()
    case 'int':
      return fc.integer()
    case 'float':
      return fc.double({ noNaN: true, noDefaultInfinity: true })
    case 'list_str':
      return fc.array(fc.string({ maxLength: 12 }), { maxLength: 5 })
    case 'literal': {
      const options = literalOptions(field.schema)
      return options.length === 0 ? fc.string() : fc.constantFrom(...options)
    }
    case 'date':
      return isoDay
    default:
      return fc.string({ maxLength: 24 })
  }
}

/**
 * Any value the judge could put in a field: generated from the field's type (boolean, integer, number,
 * string, string list, enum/literal, date) and kept only when the field's zod schema accepts it, so
 * refinements such as `.min(3)` hold. Trace fields are not filled by the judge: their schema's values are
 * generated all the same.
 */
export function schemaValues(field: TemplateFieldInfo): Arbitrary<unknown> {
  return byType(field).filter((value) => field.schema.safeParse(value).success)
}

/**
 * Any judge-shaped value of one template field, typed by its zod schema (not only variants of the ground
 * truth: use it for fields whose value should not matter, or to check that verification never throws).
 *
 * @example
 * fc.assert(fc.property(fieldValues(Answer, 'target'), (target) => {
 *   expect(() => Answer.verify({ target, is_approved: true })).not.toThrow()
 * }))
 */
export function fieldValues<S extends TemplateShape, K extends keyof TemplateValues<Template<S>> & string>(
  template: Template<S>,
  fieldName: K,
): Arbitrary<TemplateValues<Template<S>>[K]> {
  const field = template.fields.find((f) => f.name === fieldName)
  if (field === undefined) throw new TemplateError(template.name, fieldName, `fieldValues: no such field (fields: ${template.fields.map((f) => f.name).join(', ')})`)
  return schemaValues(field) as Arbitrary<TemplateValues<Template<S>>[K]>
}
