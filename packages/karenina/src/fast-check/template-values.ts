import fc, { type Arbitrary, type IProperty, type Parameters } from 'fast-check'
import { pyRepr } from '../compat/py-str.js'
import { evaluateStrategy } from '../composition/evaluate-strategy.js'
import { TemplateError } from '../errors/template-error.js'
import type { InstantiateOptions, Template, TemplateFieldInfo, TemplateInstance, TemplateShape, TemplateValues } from '../template/template.js'
import { fieldNamed, fieldVariants, schemaValues, type VariantOptions } from './field-variants.js'

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

/** The arbitrary of one field under a mode; plain and trace fields only have `any`. */
function fieldArbitrary(template: Template, field: TemplateFieldInfo, mode: FieldMode | Arbitrary<unknown>, options: VariantOptions): Arbitrary<unknown> {
  if (typeof mode !== 'string') return mode
  if (mode === 'any' || field.verification === null || field.verification.isTrace) return schemaValues(field)
  return fieldVariants(template, field, mode, options)
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
  for (const name of Object.keys(overrides)) fieldNamed(template, name, 'templateValues')
  const record: Record<string, Arbitrary<unknown>> = {}
  for (const field of template.fields) record[field.name] = fieldArbitrary(template, field, overrides[field.name] ?? options.verified ?? 'any', options)
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
    if (field.verification === null || field.verification.isTrace) return false
    try {
      fieldVariants(template, field, 'rejected', options)
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
  const candidates = nearMissFields(template, options)
  if (candidates.length === 0) throw new TemplateError(template.name, undefined, 'nearMissValues: no verified field has near misses (each primitive accepts every value, or none can be built)')
  return fc.constantFrom(...candidates.map((f) => f.name)).chain((name) =>
    templateValues(template, { ...options, verified: 'accepted', fields: { ...options.fields, [name]: 'rejected' } as FieldGenerators<S> }).map((values) => ({
      field: name as NearMiss<S>['field'],
      values,
    })),
  )
}

/** One generated case of `templateProperty`: all fields accepted, or one field (`nearMiss`) set to a near miss. */
export interface TemplateCase<S extends TemplateShape> {
  readonly values: TemplateValues<Template<S>>
  /** The field holding a near miss; undefined when every verified field holds an accepted variant. */
  readonly nearMiss: (keyof TemplateValues<Template<S>> & string) | undefined
}

/** Options of `templateProperty` / `assertTemplateProperty`. */
export interface TemplatePropertyOptions<S extends TemplateShape> extends VariantOptions {
  /** Your arbitraries of values some fields must accept, replacing the generated ones (e.g. for a RegexMatch field). */
  fields?: { [K in keyof TemplateValues<Template<S>>]?: Arbitrary<TemplateValues<Template<S>>[K]> }
  /** Also generate one-field near misses and check they fail where the strategy says. @default true */
  nearMisses?: boolean
  /** Passed to `instantiate` (e.g. `rawTrace` when the template has trace fields). */
  instantiate?: InstantiateOptions
  /** Your own check on every case, run after the built-in ones: return false or throw to fail. */
  check?: (instance: TemplateInstance<S>, testCase: TemplateCase<S>) => boolean | void
}

function fail<S extends TemplateShape>(template: Template<S>, testCase: TemplateCase<S>, problem: string): never {
  const where = testCase.nearMiss === undefined ? 'all fields accepted' : `near miss in "${testCase.nearMiss}"`
  // An unnamed template is "the template", not the default class name nobody wrote.
  const name = template.nameGiven ? `template ${template.name}` : 'the template'
  throw new Error(`${name} (${where}): ${problem}\n  values: ${JSON.stringify(testCase.values)}`)
}

/** The built-in checks: per-field results, the verdict the strategy implies, a granular score in range. */
function checkCase<S extends TemplateShape>(template: Template<S>, testCase: TemplateCase<S>, options: TemplatePropertyOptions<S>): boolean {
  const instance = template.instantiate(testCase.values as never, options.instantiate)
  const results = instance.fieldResults()
  const flat: Record<string, boolean | null> = {}
  for (const field of template.fields) {
    const result = results[field.name]
    if (result === undefined) continue
    flat[field.name] = result.result
    if (field.verification?.isTrace) continue
    const expected = field.name !== testCase.nearMiss
    if (result.result !== expected) {
      const value = (testCase.values as Record<string, unknown>)[field.name]
      fail(template, testCase, `field "${field.name}" ${expected ? 'rejected the accepted variant' : 'accepted the near miss'} ${pyRepr(value)} (ground truth ${pyRepr(result.groundTruth)}, ${field.verification!.primitive.type})`)
    }
    if (result.score === null || !(result.score >= 0 && result.score <= 1)) fail(template, testCase, `field "${field.name}" scored ${result.score}, outside [0, 1]`)
  }
  if (template.hooks.verify === undefined) {
    const expected = template.strategy === null ? Object.values(flat).every((r) => r === true) : evaluateStrategy(template.strategy, flat)
    const verdict = instance.verify()
    if (verdict !== expected) fail(template, testCase, `verify() is ${verdict}, but the field results ${JSON.stringify(flat)} make it ${expected}`)
  }
  if (template.hooks.verifyGranular === undefined && template.fields.every((f) => (f.verification?.weight ?? 0) >= 0)) {
    const granular = instance.verifyGranular()
    if (granular === null || !(granular >= 0 && granular <= 1)) fail(template, testCase, `verifyGranular() is ${granular}, outside [0, 1]`)
    const flatAverage = template.strategy === null || template.strategy.type === 'all_of' || template.strategy.type === 'field_check'
    const allFull = Object.values(results).every((r) => r.score === 1)
    if (flatAverage && allFull && Math.abs(granular - 1) > 1e-12) fail(template, testCase, `verifyGranular() is ${granular} although every field scored 1`)
  }
  return options.check?.(instance, testCase) !== false
}

/** The cases `templateProperty` checks: all accepted, and (unless disabled) one-field near misses. */
export function templateCases<S extends TemplateShape>(template: Template<S>, options: TemplatePropertyOptions<S> = {}): Arbitrary<TemplateCase<S>> {
  if (!template.fields.some((f) => f.verification !== null)) {
    throw new TemplateError(template.name, undefined, 'templateProperty needs verified fields (field(...) with a ground truth and a primitive)')
  }
  const valueOptions = { fields: options.fields as FieldGenerators<S> | undefined, ...(options.scenarioContext !== undefined ? { scenarioContext: options.scenarioContext } : {}) }
  const accepted = acceptedValues(template, valueOptions).map((values): TemplateCase<S> => ({ values, nearMiss: undefined }))
  if (options.nearMisses === false || nearMissFields(template, valueOptions).length === 0) return accepted
  const misses = nearMissValues(template, valueOptions).map(({ field, values }): TemplateCase<S> => ({ values, nearMiss: field }))
  return fc.oneof(accepted, misses)
}

/**
 * A fast-check property of a template: on values where every verified field holds an accepted variant of its
 * ground truth, each field passes; on values with one near miss, exactly that field fails; `verify()` equals
 * what the template's strategy makes of the field results (every field must pass by default); scores and
 * `verifyGranular()` stay in [0, 1] (non-negative weights) and the granular score is 1 when every field
 * scores 1 under a flat strategy. Add your own assertions with `check`. Run it with `fc.assert`, or use
 * `assertTemplateProperty`.
 *
 * @example
 * fc.assert(templateProperty(Answer), { numRuns: 200 })
 */
export function templateProperty<S extends TemplateShape>(template: Template<S>, options: TemplatePropertyOptions<S> = {}): IProperty<[TemplateCase<S>]> {
  const traceFields = template.fields.filter((f) => f.verification?.isTrace).map((f) => f.name)
  if (traceFields.length > 0 && (options.instantiate?.rawTrace ?? null) === null) {
    throw new TemplateError(template.name, traceFields[0], 'templateProperty: the template has trace fields; pass instantiate: { rawTrace } to evaluate them')
  }
  return fc.property(templateCases(template, options), (testCase) => checkCase(template, testCase, options))
}

/**
 * Runs `templateProperty` with `fc.assert` and throws fast-check's report (with the shrunk counterexample) on
 * the first failing case.
 *
 * @example
 * it('accepts the variants of BCL2 and rejects near misses', () => {
 *   assertTemplateProperty(Answer, {}, { numRuns: 200 })
 * })
 */
export function assertTemplateProperty<S extends TemplateShape>(
  template: Template<S>,
  options: TemplatePropertyOptions<S> = {},
  parameters?: Parameters<[TemplateCase<S>]>,
): void {
  fc.assert(templateProperty(template, options), parameters)
}
