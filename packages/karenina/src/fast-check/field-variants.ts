import fc, { type Arbitrary } from 'fast-check'
import { pyEq } from '../compat/py-eq.js'
import { unboxNumber } from '../compat/py-float-value.js'
import { pyFloat } from '../compat/py-float.js'
import { pyStr } from '../compat/py-str.js'
import { pyTruthy } from '../compat/py-truthy.js'
import { TemplateError } from '../errors/template-error.js'
import { applyNormalizers, type Normalizer } from '../primitives/normalizers.js'
import type { ScenarioContext } from '../template/conditional-ground-truth.js'
import { literalOptions } from '../template/field-type.js'
import { resolveField } from '../template/template-instance.js'
import type { Template, TemplateFieldInfo, TemplateShape, TemplateValues } from '../template/template.js'
import { dateMatchVariants, dateRangeVariants, dateToleranceVariants } from './date-variants.js'
import { orderedMatchVariants, setContainmentVariants } from './list-variants.js'
import { containsAllVariants, containsAnyVariants, nearMissTexts, normalizerVariants } from './normalizer-variants.js'
import { boundsSplit, distanceSplit, exactSplit, numbersIn, type NumericSplit, thresholdSplit } from './numeric-variants.js'

/** Options of the per-field arbitraries. */
export interface VariantOptions {
  /** Scenario context a conditional ground truth is resolved against. @default null (its default case) */
  scenarioContext?: ScenarioContext | null
}

/** Builds the error thrown when a field's variants cannot be generated; it names template, field and reason. */
export function cannotGenerate(target: Pick<VariantTarget, 'template' | 'field'>, what: string, reason: string): TemplateError {
  return new TemplateError(target.template, target.field.name, `cannot generate ${what}: ${reason}`)
}

/** The field of a template with this name, or a TemplateError listing the template's fields. */
export function fieldNamed(template: Template, name: string, what: string): TemplateFieldInfo {
  const field = template.fields.find((f) => f.name === name)
  if (field === undefined) throw new TemplateError(template.name, name, `${what}: no such field (fields: ${template.fields.map((f) => f.name).join(', ')})`)
  return field
}

/** Resolves a verified, non-trace field's ground truth (a conditional one against `scenarioContext`) and primitive. */
function resolveTarget(templateName: string, field: TemplateFieldInfo, what: string, options: VariantOptions) {
  const refuse = (reason: string) => cannotGenerate({ template: templateName, field }, what, reason)
  if (field.verification === null) {
    throw refuse('the field has no ground truth and primitive (it is a plain zod field); generate its values with fieldValues()')
  }
  const { groundTruth, primitive } = resolveField(field, options.scenarioContext ?? null)
  if (primitive.kind === 'trace') {
    throw refuse(`${primitive.type} is a trace primitive: the judge never fills this field, it is checked on the raw trace (pass rawTrace)`)
  }
  return { template: templateName, field, groundTruth: unboxNumber(groundTruth), primitive }
}

/** A verified, non-trace field with its ground truth and primitive resolved: what the generators work from. */
type VariantTarget = ReturnType<typeof resolveTarget>

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
  return schemaValues(fieldNamed(template, fieldName, 'fieldValues')) as Arbitrary<TemplateValues<Template<S>>[K]>
}

/** Which variants: values the primitive accepts, or near misses it rejects. */
export type Side = 'accepted' | 'rejected'
type Params = Record<string, unknown>

const TEXT_TYPES = new Set(['str', 'date'])

function sideLabel(side: Side): string {
  return side === 'accepted' ? 'accepted variants' : 'near misses (rejected variants)'
}

/** Numbers on one side of a numeric primitive's split, shaped for the field (`int` → integers, `str` → digits). */
function numericVariants(target: VariantTarget, side: Side, split: (gt: number) => NumericSplit, usesGroundTruth = true): Arbitrary<unknown> {
  const { field } = target
  let gt = Number.NaN
  if (usesGroundTruth) {
    try {
      gt = pyFloat(target.groundTruth)
    } catch {
      throw cannotGenerate(target, sideLabel(side), `the ground truth ${JSON.stringify(target.groundTruth)} is not a number`)
    }
  }
  if (field.type !== 'int' && field.type !== 'float' && field.type !== 'str') {
    throw cannotGenerate(target, sideLabel(side), `${target.primitive.type} on a ${field.type} field (expected an int, float or str field)`)
  }
  const intervals = split(gt)[side]
  const numbers = numbersIn(intervals, field.type === 'int')
  if (numbers === undefined) {
    throw cannotGenerate(target, sideLabel(side), `${target.primitive.type} ${side === 'accepted' ? 'accepts' : 'rejects'} no ${field.type === 'int' ? 'integer' : 'number'} for the ground truth ${pyStr(target.groundTruth)}`)
  }
  return field.type === 'str' ? numbers.map(String) : numbers
}

/** A field that holds the ground truth as is (numbers, booleans): values equal to it or its nearest misses. */
function sameValue(target: VariantTarget, side: Side): Arbitrary<unknown> {
  const gt = target.groundTruth
  if (side === 'accepted') return fc.constant(gt)
  if (typeof gt === 'boolean') return fc.constant(!gt)
  if (typeof gt === 'number') return numericVariants(target, side, exactSplit)
  // LiteralMatch compares strings exactly: case-sensitive near misses.
  if (typeof gt === 'string') return nearMissTexts([], gt)
  throw cannotGenerate(target, sideLabel(side), `no near miss is known for the ground truth ${pyStr(gt)} of ${target.primitive.type}`)
}

/** Literal options of the field that the predicate keeps; a TemplateError giving `reason` when none does. */
function literalChoices(target: VariantTarget, side: Side, keep: (option: unknown) => boolean, reason: string): Arbitrary<unknown> {
  const options = literalOptions(target.field.schema).filter(keep)
  if (options.length === 0) throw cannotGenerate(target, sideLabel(side), reason)
  return fc.constantFrom(...options)
}

function exactMatchVariants(target: VariantTarget, side: Side, normalize: readonly Normalizer[]): Arbitrary<unknown> {
  const { field, groundTruth: gt } = target
  if (field.type === 'literal') {
    // A literal field can only hold its options: keep those the chain does (not) map onto the ground truth.
    const expected = applyNormalizers(normalize, pyStr(gt))
    const qualifies = (o: unknown) => (applyNormalizers(normalize, pyStr(o)) === expected) === (side === 'accepted')
    return literalChoices(target, side, qualifies, 'no literal option of the field qualifies')
  }
  if (TEXT_TYPES.has(field.type)) return side === 'accepted' ? normalizerVariants(normalize, pyStr(gt)) : nearMissTexts(normalize, pyStr(gt))
  return sameValue(target, side)
}

function booleanMatchVariants(target: VariantTarget, side: Side): Arbitrary<unknown> {
  const { field, groundTruth: gt } = target
  if (field.type !== 'bool') throw cannotGenerate(target, sideLabel(side), `BooleanMatch variants are generated for bool fields, not ${field.type}`)
  if (gt === null) return side === 'accepted' ? fc.constant(null) : fc.boolean()
  return fc.constant(side === 'accepted' ? pyTruthy(gt) : !pyTruthy(gt))
}

function literalMatchVariants(target: VariantTarget, side: Side): Arbitrary<unknown> {
  if (target.field.type !== 'literal') return sameValue(target, side)
  const reason = `no literal option of the field ${side === 'accepted' ? 'equals' : 'differs from'} the ground truth ${pyStr(target.groundTruth)}`
  return literalChoices(target, side, (o) => pyEq(o, target.groundTruth) === (side === 'accepted'), reason)
}

function listGroundTruth(target: VariantTarget, side: Side): unknown[] {
  if (!Array.isArray(target.groundTruth)) throw cannotGenerate(target, sideLabel(side), `${target.primitive.type} variants need a list ground truth`)
  return target.groundTruth
}

/** A generator's values; the reason it gives when there are none is thrown, naming the field. */
function generated<T>(target: VariantTarget, side: Side, values: Arbitrary<T> | string): Arbitrary<T> {
  if (typeof values === 'string') throw cannotGenerate(target, sideLabel(side), values)
  return values
}

/** Dispatches on the primitive type; every generator builds its values from the primitive's definition. */
function variantsOf(target: VariantTarget, side: Side): Arbitrary<unknown> {
  const p = target.primitive.params as Params
  const accepted = side === 'accepted'
  const normalize = (p.normalize ?? []) as Normalizer[]
  const type = target.primitive.type
  switch (type) {
    case 'ExactMatch':
      return exactMatchVariants(target, side, normalize)
    case 'BooleanMatch':
      return booleanMatchVariants(target, side)
    case 'LiteralMatch':
      return literalMatchVariants(target, side)
    case 'ContainsAny':
      return generated(target, side, containsAnyVariants(p.substrings as string[], normalize, accepted))
    case 'ContainsAll':
      return generated(target, side, containsAllVariants(p.substrings as string[], normalize, accepted))
    case 'NumericExact':
      return numericVariants(target, side, exactSplit)
    case 'NumericTolerance':
      return numericVariants(target, side, (gt) => distanceSplit(gt, p.tolerance as number, p.mode as 'absolute' | 'relative'))
    case 'NumericGraded':
      return numericVariants(target, side, (gt) => distanceSplit(gt, (p.full_credit ?? p.cutoff) as number, p.mode as 'absolute' | 'relative'))
    case 'NumericMinimum':
    case 'NumericMaximum':
      return numericVariants(target, side, (gt) => thresholdSplit(gt, type === 'NumericMinimum' ? 'min' : 'max', p.exclusive as boolean))
    case 'NumericThresholdGraded':
      return numericVariants(target, side, (gt) => thresholdSplit(gt, p.direction as 'min' | 'max', p.exclusive as boolean))
    case 'NumericRange':
    case 'NumericRangeGraded': {
      const bounds = { min: p.min as number | null, max: p.max as number | null, exclusiveMin: p.exclusive_min as boolean, exclusiveMax: p.exclusive_max as boolean }
      return numericVariants(target, side, () => boundsSplit(bounds), false)
    }
    case 'SetContainment':
      return generated(target, side, setContainmentVariants(listGroundTruth(target, side), p.mode as string, p.min_overlap as number | null, accepted))
    case 'OrderedMatch':
      return orderedMatchVariants(listGroundTruth(target, side), normalize, accepted)
    case 'DateMatch':
      if (p.format !== null) throw cannotGenerate(target, sideLabel(side), 'DateMatch with a strptime format (variants are generated for format=None only)')
      return generated(target, side, dateMatchVariants(target.groundTruth, accepted))
    case 'DateTolerance':
      return generated(target, side, dateToleranceVariants(target.groundTruth, p.tolerance as number, p.unit as 'days' | 'hours' | 'minutes', accepted))
    case 'DateRange':
      return generated(target, side, dateRangeVariants(p.min as string | null, p.max as string | null, accepted))
    case 'RegexMatch':
      throw cannotGenerate(target, sideLabel(side), 'RegexMatch patterns are Python regular expressions; pass your own arbitrary (e.g. fc.stringMatching) for this field')
    case 'SemanticMatch':
      throw cannotGenerate(target, sideLabel(side), 'SemanticMatch is decided by the embedding check stage, not by the primitive (its check always throws)')
    default:
      throw cannotGenerate(target, sideLabel(side), `no generator for primitive ${type}`)
  }
}

/** Variants of one field of a template (what templateValues builds its records from). */
export function fieldVariants(template: Template, field: TemplateFieldInfo, side: Side, options: VariantOptions): Arbitrary<unknown> {
  return variantsOf(resolveTarget(template.name, field, sideLabel(side), options), side)
}

/** The target of `(template, fieldName, options?)` or `(field, options?)`; a bare field's template is "Answer". */
function targetOf(args: readonly unknown[], what: string): VariantTarget {
  if (typeof args[1] !== 'string') return resolveTarget('Answer', args[0] as TemplateFieldInfo, what, (args[1] ?? {}) as VariantOptions)
  const template = args[0] as Template
  const field = fieldNamed(template, args[1], `cannot generate ${what}`)
  return resolveTarget(template.name, field, what, (args[2] ?? {}) as VariantOptions)
}

/**
 * Values of a verified field that its primitive must accept against the ground truth: the variants its
 * normalizers erase (ExactMatch, OrderedMatch), numbers within the tolerance or bounds (numeric
 * primitives; integers for an `int` field), texts containing the substrings, permutations and supersets
 * (SetContainment by mode), the same calendar day in other formats (DateMatch), date-times within the
 * tolerance or range. Values are built from each primitive's documented semantics, not by running it, so a
 * property over them tests both the template and the engine. Throws a TemplateError (naming the field and
 * the reason) for a plain or trace field, or when no value can be built (RegexMatch, SemanticMatch).
 *
 * @example
 * const Answer = defineTemplate({
 *   target: field(z.string(), { description: 'Drug target', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] }) }),
 * })
 * fc.assert(fc.property(acceptedVariants(Answer, 'target'), (target) => Answer.verify({ target })))
 */
export function acceptedVariants<S extends TemplateShape, K extends keyof TemplateValues<Template<S>> & string>(
  template: Template<S>,
  fieldName: K,
  options?: VariantOptions,
): Arbitrary<TemplateValues<Template<S>>[K]>
export function acceptedVariants(field: TemplateFieldInfo, options?: VariantOptions): Arbitrary<unknown>
export function acceptedVariants(...args: unknown[]): Arbitrary<unknown> {
  return variantsOf(targetOf(args, sideLabel('accepted')), 'accepted')
}

/**
 * Near misses of a verified field that its primitive must reject: a changed or added letter or digit (the
 * normalizers never erase those), the nearest numbers beyond the tolerance or bounds, a list missing an
 * element or holding a foreign one, another calendar day, another literal option. Use it to check that a
 * template is not too lenient. Throws a TemplateError when the primitive rejects nothing (e.g. NumericRange
 * without bounds) or no near miss can be built.
 *
 * @example
 * fc.assert(fc.property(rejectedVariants(Answer, 'target'), (target) => !Answer.verify({ target })))
 */
export function rejectedVariants<S extends TemplateShape, K extends keyof TemplateValues<Template<S>> & string>(
  template: Template<S>,
  fieldName: K,
  options?: VariantOptions,
): Arbitrary<TemplateValues<Template<S>>[K]>
export function rejectedVariants(field: TemplateFieldInfo, options?: VariantOptions): Arbitrary<unknown>
export function rejectedVariants(...args: unknown[]): Arbitrary<unknown> {
  return variantsOf(targetOf(args, sideLabel('rejected')), 'rejected')
}
