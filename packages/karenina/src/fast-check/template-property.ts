import fc, { type Arbitrary, type IProperty, type Parameters } from 'fast-check'
import { pyRepr } from '../compat/py-str.js'
import { evaluateStrategy } from '../composition/evaluate-strategy.js'
import { TemplateError } from '../errors/template-error.js'
import type { InstantiateOptions, Template, TemplateInstance, TemplateShape, TemplateValues } from '../template/template.js'
import { acceptedValues, nearMissValues, type FieldGenerators } from './template-values.js'
import type { VariantOptions } from './field-target.js'

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

function fail(template: Template, testCase: TemplateCase<TemplateShape>, problem: string): never {
  const where = testCase.nearMiss === undefined ? 'all fields accepted' : `near miss in "${testCase.nearMiss}"`
  // An unnamed template is "the template", not the default class name nobody wrote.
  const name = template.nameGiven ? `template ${template.name}` : 'the template'
  throw new Error(`${name} (${where}): ${problem}\n  values: ${JSON.stringify(testCase.values)}`)
}

/** The built-in checks: per-field results, the verdict the strategy implies, a granular score in range. */
function checkCase<S extends TemplateShape>(template: Template<S>, testCase: TemplateCase<S>, options: TemplatePropertyOptions<S>): boolean {
  const generic = template as unknown as Template
  const plainCase = testCase as unknown as TemplateCase<TemplateShape>
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
      fail(generic, plainCase, `field "${field.name}" ${expected ? 'rejected the accepted variant' : 'accepted the near miss'} ${pyRepr(value)} (ground truth ${pyRepr(result.groundTruth)}, ${field.verification!.primitive.type})`)
    }
    if (result.score === null || !(result.score >= 0 && result.score <= 1)) fail(generic, plainCase, `field "${field.name}" scored ${result.score}, outside [0, 1]`)
  }
  if (template.hooks.verify === undefined) {
    const expected = template.strategy === null ? Object.values(flat).every((r) => r === true) : evaluateStrategy(template.strategy, flat)
    const verdict = instance.verify()
    if (verdict !== expected) fail(generic, plainCase, `verify() is ${verdict}, but the field results ${JSON.stringify(flat)} make it ${expected}`)
  }
  if (template.hooks.verifyGranular === undefined && template.fields.every((f) => (f.verification?.weight ?? 0) >= 0)) {
    const granular = instance.verifyGranular()
    if (granular === null || !(granular >= 0 && granular <= 1)) fail(generic, plainCase, `verifyGranular() is ${granular}, outside [0, 1]`)
    const flatAverage = template.strategy === null || template.strategy.type === 'all_of' || template.strategy.type === 'field_check'
    const allFull = Object.values(results).every((r) => r.score === 1)
    if (flatAverage && allFull && Math.abs(granular - 1) > 1e-12) fail(generic, plainCase, `verifyGranular() is ${granular} although every field scored 1`)
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
  if (options.nearMisses === false) return accepted
  let misses: Arbitrary<TemplateCase<S>>
  try {
    misses = nearMissValues(template, valueOptions).map(({ field, values }): TemplateCase<S> => ({ values, nearMiss: field }))
  } catch (error) {
    if (error instanceof TemplateError) return accepted
    throw error
  }
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
