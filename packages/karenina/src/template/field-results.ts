import { PyFloat } from '../compat/py-float-value.js'
import { pyFloat } from '../compat/py-float.js'
import { pyTruthy } from '../compat/py-truthy.js'
import { CheckError } from '../errors/check-error.js'
import { RegexTimeoutError } from '../regex-guard/guarded-regex.js'
import { isTracePrimitive, type Primitive } from '../primitives/primitive.js'
import { isConditionalGroundTruth, resolveConditionalGroundTruth, type ScenarioContext } from './conditional-ground-truth.js'
import type { FieldResult, TemplateFieldInfo } from './template.js'

/** The instance state field results depend on. */
export interface FieldResultsInput {
  readonly fields: readonly TemplateFieldInfo[]
  readonly values: Readonly<Record<string, unknown>>
  readonly nullFields: ReadonlySet<string>
  readonly rawTrace: string | null
  readonly scenarioContext: ScenarioContext | null
  readonly pythonTypedValues: boolean
}

/**
 * A value as Python holds it in a field of the given type: Pydantic stores an integral number in a `float`
 * field as a float, so `8` becomes `8.0` (and `str()` gives "8.0", which ExactMatch sees).
 */
export function asFieldValue(field: TemplateFieldInfo, value: unknown): unknown {
  return field.type === 'float' && typeof value === 'number' && Number.isInteger(value) ? new PyFloat(value) : value
}

/** Python `min(1.0, max(0.0, s))`: NaN becomes 0.0 (JS Math.min/max would keep NaN). */
function clamp01(score: number): number {
  if (Number.isNaN(score)) return 0
  return Math.min(1, Math.max(0, score))
}

/** The ground truth and primitive of a verified field, a conditional ground truth resolved. */
export function resolveField(field: TemplateFieldInfo, context: ScenarioContext | null): { groundTruth: unknown; primitive: Primitive } {
  const v = field.verification!
  if (!isConditionalGroundTruth(v.groundTruth)) return { groundTruth: v.groundTruth, primitive: v.primitive }
  const resolved = resolveConditionalGroundTruth(v.groundTruth, context)
  return { groundTruth: resolved.value, primitive: resolved.primitive ?? v.primitive }
}

/** Runs a field's check; a regex that ran out of its time budget is reported with the field's name. */
function namingField(field: string, check: () => boolean): boolean {
  try {
    return check()
  } catch (error) {
    if (RegexTimeoutError.isRegexTimeout(error)) throw new CheckError('regex', `field '${field}': ${error.message}`, { cause: error })
    throw error
  }
}

/**
 * Karenina's `_compute_field_results` (spec 01 §4.1): per verified field, in order — judge-null fields give
 * `null`; trace fields compare `checkTrace(rawTrace)` with the ground truth's truthiness (no raw trace →
 * CheckError('value')); others run `check` (which may throw) and `score`, clamped to [0, 1] (NaN → 0), with
 * `check ? 1 : 0` when `score` throws.
 */
export function computeFieldResults(input: FieldResultsInput): Record<string, FieldResult> {
  const results: Record<string, FieldResult> = {}
  for (const field of input.fields) {
    if (field.verification === null) continue
    const { groundTruth, primitive } = resolveField(field, input.scenarioContext)
    if (input.nullFields.has(field.name)) {
      results[field.name] = { result: null, score: null, groundTruth }
      continue
    }
    if (isTracePrimitive(primitive)) {
      if (input.rawTrace === null) {
        throw new CheckError('value', `Field '${field.name}' uses a TracePrimitive but requires _raw_trace to be set (pass rawTrace)`)
      }
      const passed = namingField(field.name, () => primitive.checkTrace(input.rawTrace!)) === pyTruthy(groundTruth)
      results[field.name] = { result: passed, score: passed ? 1 : 0, groundTruth }
      continue
    }
    const raw = Object.hasOwn(input.values, field.name) ? (input.values[field.name] ?? null) : null
    const extracted = input.pythonTypedValues ? raw : asFieldValue(field, raw)
    const passed = namingField(field.name, () => primitive.check(extracted, groundTruth))
    let score: number
    try {
      score = clamp01(pyFloat(primitive.score(extracted, groundTruth)))
    } catch {
      score = passed ? 1 : 0
    }
    results[field.name] = { result: passed, score, groundTruth }
  }
  return results
}
