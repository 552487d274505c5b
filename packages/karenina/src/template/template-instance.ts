import { PyFloat } from '../compat/py-float-value.js'
import { pyFloat } from '../compat/py-float.js'
import { pyTruthy } from '../compat/py-truthy.js'
import { evaluateStrategy } from '../composition/evaluate-strategy.js'
import { granularScore } from '../composition/granular-score.js'
import { CheckError } from '../errors/check-error.js'
import { TemplateError } from '../errors/template-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { isTracePrimitive, type Primitive } from '../primitives/primitive.js'
import { RegexTimeoutError } from '../regex-guard/guarded-regex.js'
import { assertRegexCheckKeys, type RegexChecks, type RegexVerification, verifyRegex } from './classic/verify-regex.js'
import { isConditionalGroundTruth, resolveConditionalGroundTruth, type ScenarioContext } from './conditional-ground-truth.js'
import type { FieldResult, InstantiateOptions, Template, TemplateFieldInfo, TemplateInput, TemplateInstance, TemplateShape } from './template.js'

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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype
}

/** Karenina's `BaseAnswer` instance (made by `Template.instantiate`): field values plus the attributes its post-init hook sets. */
export class Instance<S extends TemplateShape> implements TemplateInstance<S> {
  readonly values: Readonly<TemplateInput<S>>
  readonly nullFields: ReadonlySet<string>
  readonly groundTruths: Readonly<Record<string, unknown>> | null = null
  readonly regex: RegexChecks | null = null
  readonly extras: Readonly<Record<string, unknown>>
  id: string | null
  rawTrace: string | null
  scenarioContext: ScenarioContext | null
  readonly #pythonTypedValues: boolean
  // Attribute names in the order Python would have set them (for dump()).
  readonly #attributeOrder: string[] = []
  #fieldResults: Record<string, FieldResult> | undefined

  constructor(
    readonly template: Template<S>,
    values: TemplateInput<S> = {},
    options: InstantiateOptions = {},
  ) {
    const fieldNames = new Set(template.fields.map((f) => f.name))
    const own: Record<string, unknown> = {}
    const extras: Record<string, unknown> = { ...options.extras }
    let id = options.questionId ?? null
    for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
      if (value === undefined) continue
      if (fieldNames.has(key)) own[key] = value
      else if (key === 'id') id ??= typeof value === 'string' ? value : null
      else extras[key] = value
    }
    this.values = own as TemplateInput<S>
    this.id = id
    this.rawTrace = options.rawTrace ?? null
    this.scenarioContext = options.scenarioContext ?? null
    this.nullFields = new Set(options.nullFields ?? [])
    this.#pythonTypedValues = options.pythonTypedValues ?? false
    this.#attributeOrder.push(...Object.keys(extras))
    this.extras = extras
    this.#runGroundTruthHook(extras)
  }

  // Karenina's post-init: the user's ground_truth hook, else `correct` from the verified fields.
  #runGroundTruthHook(extras: Record<string, unknown>): void {
    const { groundTruth } = this.template.hooks
    const self = this as { groundTruths: Record<string, unknown> | null; regex: RegexChecks | null }
    if (groundTruth === undefined) {
      const verified = this.template.fields.filter((f) => f.verification !== null && !f.verification.conditional)
      if (this.template.fields.some((f) => f.verification !== null)) {
        self.groundTruths = Object.fromEntries(verified.map((f) => [f.name, f.verification!.groundTruth]))
        this.#attributeOrder.push('correct')
      }
      return
    }
    const returned: unknown = groundTruth(this)
    if (returned === undefined || returned === null) return
    if (!isPlainObject(returned)) {
      throw new TemplateError(this.template.name, undefined, `groundTruth must return an object ({ correct, regex, ... }), received ${typeof returned}`)
    }
    for (const [key, value] of Object.entries(returned)) {
      if (key === 'correct') {
        if (value !== null && value !== undefined && !isPlainObject(value)) {
          throw new TemplateError(this.template.name, undefined, "groundTruth must return `correct` as an object of field → expected value (Karenina: 'self.correct' must be a dictionary)")
        }
        self.groundTruths = (value ?? null) as Record<string, unknown> | null
      } else if (key === 'regex') {
        if (value !== null && value !== undefined && !isPlainObject(value)) {
          throw new TemplateError(this.template.name, undefined, 'groundTruth must return `regex` as an object of named checks ({ pattern, expected, matchType })')
        }
        try {
          assertRegexCheckKeys(value)
        } catch (error) {
          if (error instanceof ValidationError) throw new TemplateError(this.template.name, undefined, `groundTruth returned regex checks with ${error.problem}`)
          throw error
        }
        self.regex = (value ?? null) as RegexChecks | null
      } else {
        extras[key] = value
      }
      this.#attributeOrder.push(key)
    }
  }

  setRawTrace(rawTrace: string | null): void {
    this.rawTrace = rawTrace
    this.#fieldResults = undefined
  }

  setScenarioContext(context: ScenarioContext | null): void {
    this.scenarioContext = context
    this.#fieldResults = undefined
  }

  setQuestionId(questionId: string | null): void {
    this.id = questionId
  }

  /**
   * Karenina's `_compute_field_results` (spec 01 §4.1): per verified field, in order — judge-null fields give
   * `null`; trace fields compare `checkTrace(rawTrace)` with the ground truth's truthiness (no raw trace →
   * CheckError('value')); others run `check` (which may throw) and `score`, clamped to [0, 1] (NaN → 0), with
   * `check ? 1 : 0` when `score` throws.
   */
  fieldResults(): Readonly<Record<string, FieldResult>> {
    if (this.#fieldResults !== undefined) return this.#fieldResults
    const results: Record<string, FieldResult> = {}
    for (const field of this.template.fields) {
      if (field.verification === null) continue
      const { groundTruth, primitive } = resolveField(field, this.scenarioContext)
      if (this.nullFields.has(field.name)) {
        results[field.name] = { result: null, score: null, groundTruth }
        continue
      }
      if (isTracePrimitive(primitive)) {
        const rawTrace = this.rawTrace
        if (rawTrace === null) {
          throw new CheckError('value', `Field '${field.name}' uses a TracePrimitive but requires _raw_trace to be set (pass rawTrace)`)
        }
        const passed = namingField(field.name, () => primitive.checkTrace(rawTrace)) === pyTruthy(groundTruth)
        results[field.name] = { result: passed, score: passed ? 1 : 0, groundTruth }
        continue
      }
      const extracted = this.#fieldValue(field)
      const passed = namingField(field.name, () => primitive.check(extracted, groundTruth))
      let score: number
      try {
        score = clamp01(pyFloat(primitive.score(extracted, groundTruth)))
      } catch {
        score = passed ? 1 : 0
      }
      results[field.name] = { result: passed, score, groundTruth }
    }
    return (this.#fieldResults = results)
  }

  // A value as Python holds it: Pydantic stores an integral number in a `float` field as a float, so `8` becomes
  // `8.0` (and `str()` gives "8.0", which ExactMatch sees), unless the values already carry Python typing.
  #fieldValue(field: TemplateFieldInfo): unknown {
    const values = this.values as Record<string, unknown>
    const value = Object.hasOwn(values, field.name) ? (values[field.name] ?? null) : null
    const boxed = !this.#pythonTypedValues && field.type === 'float' && typeof value === 'number' && Number.isInteger(value)
    return boxed ? new PyFloat(value) : value
  }

  resolvedGroundTruths(): Record<string, unknown> {
    const out: Record<string, unknown> = {}
    for (const f of this.template.fields) if (f.verification !== null) out[f.name] = resolveField(f, this.scenarioContext).groundTruth
    return out
  }

  verify(): boolean {
    const { verify } = this.template.hooks
    if (verify !== undefined) return verify(this)
    // Only regex-only templates may lack a verify (defineTemplate rejects the others): the pipeline uses true.
    if (!this.template.fields.some((f) => f.verification !== null)) return true
    const results = this.fieldResults()
    const flat = Object.fromEntries(Object.entries(results).map(([name, r]) => [name, r.result]))
    if (this.template.strategy !== null) return evaluateStrategy(this.template.strategy, flat)
    return Object.values(flat).every((r) => r === true)
  }

  verifyGranular(): number | null {
    const { verifyGranular } = this.template.hooks
    if (verifyGranular !== undefined) return verifyGranular(this)
    const verified = this.template.fields.filter((f) => f.verification !== null)
    if (verified.length === 0) return null
    const results = this.fieldResults()
    const contributions = verified.map((f) => ({ weight: f.verification!.weight, score: results[f.name]!.score }))
    return granularScore(contributions, this.template.strategy)
  }

  verifyRegex(text: string): RegexVerification {
    return verifyRegex(this.regex, text)
  }

  dump(): Record<string, unknown> {
    const out: Record<string, unknown> = { id: this.id }
    for (const f of this.template.fields) {
      if (Object.hasOwn(this.values, f.name) && !this.nullFields.has(f.name)) out[f.name] = this.#fieldValue(f)
    }
    for (const key of this.#attributeOrder) {
      if (key === 'correct') out.correct = this.groundTruths
      else if (key === 'regex') out.regex = this.regex
      else out[key] = this.extras[key]
    }
    return out
  }
}

/** The two views of a filled template stored in results (`parsed_gt_response`, `parsed_llm_response`). */
export interface ParsedResponseSplit {
  /** `correct` of the dump (or null), plus the resolved ground truths when asked. */
  parsedGtResponse: Record<string, unknown> | null
  /** The dump without `id`, `correct` and `regex`: fields and extra attributes (judge-null fields absent). */
  parsedLlmResponse: Record<string, unknown>
}

/**
 * Karenina's parsed-response split (spec 01 §7.4). Extra attributes set by a `groundTruth` hook end up in
 * `parsedLlmResponse`, as in Karenina. With `mergeResolvedGroundTruths` (what FinalizeResult does) the
 * resolved ground truths of all verified fields are merged into `parsedGtResponse`, creating it if null.
 */
export function splitParsedResponse<S extends TemplateShape>(
  instance: TemplateInstance<S>,
  options: { mergeResolvedGroundTruths?: boolean } = {},
): ParsedResponseSplit {
  const { id: _id, correct, regex: _regex, ...parsedLlmResponse } = instance.dump()
  let parsedGtResponse = typeof correct === 'object' && correct !== null ? { ...(correct as Record<string, unknown>) } : null
  if (options.mergeResolvedGroundTruths) {
    const resolved = instance.resolvedGroundTruths()
    if (Object.keys(resolved).length > 0) parsedGtResponse = { ...(parsedGtResponse ?? {}), ...resolved }
  }
  return { parsedGtResponse, parsedLlmResponse }
}
