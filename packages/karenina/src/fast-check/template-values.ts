import fc, { type Arbitrary } from 'fast-check'
import { TemplateError } from '../errors/template-error.js'
import type { Template, TemplateFieldInfo, TemplateShape, TemplateValues } from '../template/template.js'
import type { VariantOptions } from './field-target.js'
import { schemaValues } from './field-values.js'
import { acceptedVariants, rejectedVariants } from './field-variants.js'

/** How a field's values are generated: variants its primitive accepts, near misses it rejects, or any value of its schema. */
export type FieldMode = 'accepted' | 'rejected' | 'any'

/** Per field: a mode, or your own arbitrary (for a RegexMatch field, say). */
export type FieldGenerators<S extends TemplateShape> = {
  [K in keyof TemplateValues<Template<S>>]?: FieldMode | Arbitrary<TemplateValues<Template<S>>[K]>
}

/** Options of `templateValues`. */
export interface TemplateValuesOptions<S extends TemplateShape> extends VariantOptions {
  /** Mode of each verified (non-trace) field not listed in `fields`. @default 'any' */
  verified?: FieldMode
  /** Per-field modes or arbitraries; they win over `verified`. */
  fields?: FieldGenerators<S>
}

function isTraceField(field: TemplateFieldInfo): boolean {
  return field.verification?.isTrace === true
}

/** The arbitrary of one field under a mode; plain and trace fields only have `any`. */
export function fieldArbitrary(field: TemplateFieldInfo, mode: FieldMode | Arbitrary<unknown>, options: VariantOptions): Arbitrary<unknown> {
  if (typeof mode !== 'string') return mode
  if (mode === 'any' || field.verification === null || isTraceField(field)) return schemaValues(field)
  return mode === 'accepted' ? acceptedVariants(field, options) : rejectedVariants(field, options)
}

function checkFieldNames(template: Template, names: readonly string[]): void {
  const known = new Set(template.fields.map((f) => f.name))
  const unknown = names.find((n) => !known.has(n))
  if (unknown !== undefined) throw new TemplateError(template.name, unknown, `templateValues: no such field (fields: ${[...known].join(', ')})`)
}

function withTemplateName<T>(template: Template, build: () => T): T {
  try {
    return build()
  } catch (error) {
    // Field-level errors from a bare TemplateFieldInfo do not know the template's name.
    if (error instanceof TemplateError && error.template !== template.name) {
      throw new TemplateError(template.name, error.field, error.problem, { cause: error })
    }
    throw error
  }
}

/**
 * Judge-shaped values for a whole template, typed by its zod schema (`TemplateValues<typeof Answer>`): each
 * field from its mode — `'accepted'` variants of its ground truth, `'rejected'` near misses, `'any'` value
 * of its schema — or from an arbitrary you pass. Plain (classic) and trace fields always get `'any'` (a
 * trace field's value is ignored by verification).
 *
 * @example
 * fc.assert(fc.property(templateValues(Answer, { verified: 'accepted' }), (values) => Answer.verify(values)))
 * fc.assert(fc.property(templateValues(Answer, { fields: { target: 'rejected' }, verified: 'accepted' }), (values) => !Answer.verify(values)))
 */
export function templateValues<S extends TemplateShape>(template: Template<S>, options: TemplateValuesOptions<S> = {}): Arbitrary<TemplateValues<Template<S>>> {
  const overrides = (options.fields ?? {}) as Record<string, FieldMode | Arbitrary<unknown> | undefined>
  checkFieldNames(template, Object.keys(overrides))
  const record: Record<string, Arbitrary<unknown>> = {}
  withTemplateName(template, () => {
    for (const field of template.fields) record[field.name] = fieldArbitrary(field, overrides[field.name] ?? options.verified ?? 'any', options)
  })
  return fc.record(record) as unknown as Arbitrary<TemplateValues<Template<S>>>
}

/**
 * Values where every verified field holds an accepted variant: with the default strategy (every field must
 * pass) `verify()` is true on all of them. Shorthand for `templateValues(template, { verified: 'accepted' })`.
 *
 * @example
 * fc.assert(fc.property(acceptedValues(Answer), (values) => Answer.verify(values)))
 */
export function acceptedValues<S extends TemplateShape>(template: Template<S>, options: Omit<TemplateValuesOptions<S>, 'verified'> = {}): Arbitrary<TemplateValues<Template<S>>> {
  return templateValues(template, { ...options, verified: 'accepted' })
}

/** One near-miss case: the field holding the near miss, and the values (every other verified field accepted). */
export interface NearMiss<S extends TemplateShape> {
  readonly field: keyof TemplateValues<Template<S>> & string
  readonly values: TemplateValues<Template<S>>
}

/** Verified, non-trace fields for which near misses can be generated (a NumericRange without bounds has none). */
function nearMissFields(template: Template, options: VariantOptions): TemplateFieldInfo[] {
  return template.fields.filter((field) => {
    if (field.verification === null || isTraceField(field)) return false
    try {
      rejectedVariants(field, options)
      return true
    } catch (error) {
      if (error instanceof TemplateError) return false
      throw error
    }
  })
}

/**
 * Values with exactly one verified field set to a near miss and the others to accepted variants, tagged with
 * that field: under the default strategy `verify()` is false on every one of them. Fields whose primitive
 * rejects nothing are never picked. Throws a TemplateError when no field has near misses.
 *
 * @example
 * fc.assert(fc.property(nearMissValues(Answer), ({ field, values }) => !Answer.verify(values)))
 */
export function nearMissValues<S extends TemplateShape>(template: Template<S>, options: Omit<TemplateValuesOptions<S>, 'verified'> = {}): Arbitrary<NearMiss<S>> {
  const candidates = withTemplateName(template, () => nearMissFields(template, options))
  if (candidates.length === 0) throw new TemplateError(template.name, undefined, 'nearMissValues: no verified field has near misses (each primitive accepts every value, or none can be built)')
  return fc.constantFrom(...candidates.map((f) => f.name)).chain((name) =>
    templateValues(template, { ...options, verified: 'accepted', fields: { ...options.fields, [name]: 'rejected' } as FieldGenerators<S> }).map((values) => ({
      field: name as NearMiss<S>['field'],
      values,
    })),
  )
}
