import { z } from 'zod'
import { PyFloat } from '../compat/py-float-value.js'
import { pyStrip } from '../compat/py-whitespace.js'
import { strategyFieldNames, strategyFromJSON, type StrategyNode } from '../composition/strategy-node.js'
import { KareninaError } from '../errors/karenina-error.js'
import { TemplateError } from '../errors/template-error.js'
import type { Primitive } from '../primitives/primitive.js'
import { isConditionalGroundTruth } from './conditional-ground-truth.js'
import { definitionProblem, groundTruthMismatch } from './definition-checks.js'
import { isVerifiedField, type FieldOptions, type VerifiedField } from './field.js'
import { unknownKeyMessage, unknownKeys } from '../utils/did-you-mean.js'
import { keysOf } from '../utils/keys-of.js'
import { pythonAnnotationOf, zodFieldInfo } from './field-type.js'
import { buildJudgeSchema, type JsonSchema } from './judge-schema.js'
import { type TemplateSpec, templateToSpec } from './spec/template-spec.js'
import { templateSpecToPython } from './spec/template-spec-to-python.js'
import { generateTemplateId } from './template-id.js'
import { Instance } from './template-instance.js'
import type { FieldVerification, InstantiateOptions, ShapeSchemas, Template, TemplateFieldInfo, TemplateInput, TemplateInstance, TemplateMode, TemplateOptions, TemplateShape } from './template.js'

const TEMPLATE_MARKER = Symbol.for('karenina.template')

const RESERVED: Record<string, string> = {
  correct: 'is reserved by BaseAnswer (it holds the ground truths, `self.correct`); rename the field',
  id: 'is reserved (the pipeline overwrites it with the question id); rename the field',
  regex: 'is reserved (it holds the classic regex checks, `self.regex`); rename the field',
}

/** How `templateFromSpec` differs from user code: ground truths are already Python-typed JSON. */
export interface DefineInternals {
  /** The spec the template was read from: its Python rendering is the template's `source`. */
  spec?: TemplateSpec
}

function isZodType(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value
}

function isPrimitive(value: unknown): value is Primitive {
  return typeof value === 'object' && value !== null && ((value as Primitive).kind === 'field' || (value as Primitive).kind === 'trace')
}

// Every key a user may write; anything else is a typo that would be silently ignored.
const FIELD_OPTION_KEYS = keysOf<FieldOptions<z.ZodType>>()(['description', 'groundTruth', 'check', 'weight', 'extractionHint', 'type'])
const TEMPLATE_OPTION_KEYS = keysOf<TemplateOptions<TemplateShape>>()(['name', 'strategy', 'groundTruth', 'verify', 'verifyGranular', 'source', 'compat'])

function verifiedFieldInfo(
  template: string,
  name: string,
  entry: VerifiedField,
  compat: boolean,
  pythonTyped: boolean,
  warnings: string[],
): TemplateFieldInfo {
  const o = entry.options
  const info = zodFieldInfo(entry.schema, o.type === 'date')
  const fail = (problem: string) => new TemplateError(template, name, problem)
  const [unknownKey] = unknownKeys(o, FIELD_OPTION_KEYS)
  if (unknownKey !== undefined) throw fail(unknownKeyMessage(unknownKey, 'field options', FIELD_OPTION_KEYS))
  if (o.check === undefined || o.check === null) {
    throw fail('a verification primitive is required (`check`): pass one such as exactMatch() or booleanMatch()')
  }
  if (!isPrimitive(o.check)) throw fail('`check` must be a verification primitive such as exactMatch() or booleanMatch()')
  // A check that compares with the ground truth (a trace check with its truthiness) needs one: without it a
  // trace check would run inverted and a value check would compare with nothing. tsc requires it; plain JS and
  // vitest (which does not type-check) do not.
  if (o.groundTruth === undefined && (o.check.kind === 'trace' || o.check.readsGroundTruth === true)) {
    throw fail(
      o.check.kind === 'trace'
        ? `${o.check.type} needs a groundTruth and has none: a trace check is compared with it (groundTruth: true = the trace must match, false = it must not)`
        : `${o.check.type} needs a groundTruth and has none: it compares the extracted value with it (pass groundTruth: <the expected value>)`,
    )
  }
  const description = o.description ?? info.description
  if (typeof description !== 'string' || pyStrip(description) === '') {
    throw fail('a non-empty description is required: the judge relies on it to know what to extract (pass `description` or use .describe())')
  }
  const weight = o.weight ?? 1
  if (typeof weight !== 'number' || Number.isNaN(weight)) throw fail(`weight must be a number, received ${JSON.stringify(weight)}`)
  const hint = o.extractionHint ?? null
  if (hint !== null && typeof hint !== 'string') throw fail('extractionHint must be a string')
  if (!compat && !pythonTyped) {
    const problem = definitionProblem(o.check)
    if (problem !== undefined) throw fail(problem)
  }
  const isTrace = o.check.kind === 'trace'
  if (isTrace && info.type !== 'bool' && !compat) {
    throw fail(
      `trace primitive ${o.check.type} needs a boolean field (z.boolean()), not a ${info.type} field: trace fields are ` +
        'evaluated on the raw trace and compared with the boolean ground truth (true = must hold, false = must not)',
    )
  }
  const conditional = isConditionalGroundTruth(o.groundTruth)
  let groundTruth: unknown = o.groundTruth
  // TS cannot write 8.0: an integral number given for a float field is taken as the Python float it stands for.
  if (!pythonTyped && info.type === 'float' && typeof groundTruth === 'number' && Number.isInteger(groundTruth)) {
    groundTruth = new PyFloat(groundTruth)
  }
  if (!pythonTyped && !conditional) {
    const rounded = roundedInteger(groundTruth)
    const annotation = pythonAnnotationOf(entry.schema) ?? ''
    if (rounded !== undefined && /\bint\b/.test(annotation) && !annotation.includes('float')) {
      throw fail(
        `the ground truth integer ${rounded} is beyond 2^53, so JavaScript has already rounded it: write it as a bigint (e.g. ${rounded}n, or BigInt('…') with the exact digits)`,
      )
    }
  }
  if (!conditional) {
    const warning = groundTruthMismatch(groundTruth, o.check)
    if (warning !== undefined) warnings.push(`template ${template} › field "${name}": ${warning}`)
  }
  const verification: FieldVerification = { groundTruth, primitive: o.check, weight, extractionHint: hint, isTrace, conditional }
  return { name, schema: entry.schema, ...info, description, verification }
}

/** The first plain JS integer beyond 2^53 in a ground truth (numbers, lists, objects), which the JS literal already rounded. */
function roundedInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && !Number.isSafeInteger(value) ? value : undefined
  if (Array.isArray(value)) return value.map(roundedInteger).find((v) => v !== undefined)
  if (typeof value === 'object' && value !== null && !(value instanceof PyFloat)) return Object.values(value).map(roundedInteger).find((v) => v !== undefined)
  return undefined
}

function checkStrategy(template: string, strategy: StrategyNode, fields: readonly TemplateFieldInfo[]): void {
  const verified = new Set(fields.filter((f) => f.verification !== null).map((f) => f.name))
  if (verified.size === 0) throw new TemplateError(template, undefined, 'a strategy needs verified fields (field(...)) to combine')
  const unknown = strategyFieldNames(strategy).filter((n) => !verified.has(n))
  if (unknown.length > 0) {
    throw new TemplateError(
      template,
      unknown[0],
      `the strategy references ${unknown.map((n) => `"${n}"`).join(', ')}, which ${unknown.length > 1 ? 'are' : 'is'} not a verified field (verified fields: ${[...verified].join(', ')})`,
    )
  }
}

/** Placeholder values for the definition-time dry run of a `groundTruth` hook (Karenina's ValidateTemplate). */
function placeholderValues(fields: readonly TemplateFieldInfo[]): Record<string, unknown> {
  const byType = { int: 0, float: 0, bool: false, list_str: [], str: '', date: '', literal: '' } as Record<string, unknown>
  return Object.fromEntries(fields.map((f) => [f.name, f.type === 'literal' ? (f.literalValues?.[0] ?? '') : byType[f.type]]))
}

/** `defineTemplate` with internal knobs for `templateFromSpec`. */
export function defineTemplateInternal<S extends TemplateShape>(shape: S, options: TemplateOptions<S>, internals: DefineInternals): Template<S> {
  const name = options.name ?? 'Answer'
  const [unknownKey] = unknownKeys(options, TEMPLATE_OPTION_KEYS)
  if (unknownKey !== undefined) throw new TemplateError(name, undefined, unknownKeyMessage(unknownKey, 'defineTemplate options', TEMPLATE_OPTION_KEYS))
  const compat = options.compat === 'karenina-python'
  const warnings: string[] = []
  const fields: TemplateFieldInfo[] = []
  for (const [fieldName, entry] of Object.entries(shape)) {
    // Karenina only forbids `correct`; `id` and `regex` collide with its machinery, so karenina-ts rejects them too.
    if (Object.hasOwn(RESERVED, fieldName) && (fieldName === 'correct' || !compat)) {
      throw new TemplateError(name, fieldName, `the field name "${fieldName}" ${RESERVED[fieldName]}`)
    }
    if (isVerifiedField(entry)) {
      fields.push(verifiedFieldInfo(name, fieldName, entry, compat, internals.spec !== undefined, warnings))
    } else if (isZodType(entry)) {
      fields.push({ name: fieldName, schema: entry, ...zodFieldInfo(entry), verification: null })
    } else {
      throw new TemplateError(name, fieldName, 'expected field(schema, {...}) or a zod schema')
    }
  }
  for (const hook of ['groundTruth', 'verify', 'verifyGranular'] as const) {
    if (options[hook] !== undefined && typeof options[hook] !== 'function') throw new TemplateError(name, undefined, `${hook} must be a function`)
  }
  const hasVerified = fields.some((f) => f.verification !== null)
  if (!hasVerified && fields.length > 0 && options.verify === undefined) {
    throw new TemplateError(name, undefined, 'a classic template (no field(...) with a primitive) must define verify(answer)')
  }
  let strategy: StrategyNode | null = null
  if (options.strategy !== undefined && options.strategy !== null) {
    try {
      strategy = strategyFromJSON(options.strategy)
    } catch (error) {
      throw new TemplateError(name, undefined, `invalid strategy: ${(error as Error).message}`, { cause: error })
    }
    if (!compat) checkStrategy(name, strategy, fields)
  }
  // Karenina's mode ignores a user field named `id`; its attribute list also leaves out `regex`.
  const declared = fields.filter((f) => f.name !== 'id')
  const verifiedCount = declared.filter((f) => f.verification !== null).length
  const mode: TemplateMode = verifiedCount === 0 ? 'classic' : verifiedCount === declared.length ? 'verified' : 'mixed'
  const attributeNames = fields.map((f) => f.name).filter((n) => n !== 'id' && n !== 'regex')
  const hooks = options.groundTruth === undefined && options.verify === undefined && options.verifyGranular === undefined
    ? NO_HOOKS
    : Object.freeze({ groundTruth: options.groundTruth, verify: options.verify, verifyGranular: options.verifyGranular })
  // Only a verified template without hooks renders its own source; the spec is kept for that alone.
  const source = options.source ?? (mode === 'verified' && hooks === NO_HOOKS ? (internals.spec ?? null) : undefined)
  const template = new DefinedTemplate<S>(name, options.name !== undefined, shape, Object.freeze(fields), strategy, mode, Object.freeze(attributeNames), warnings, hasVerified, hooks, source)
  if (hooks.groundTruth !== undefined) dryRunGroundTruth(template)
  return Object.freeze(template)
}

const NO_HOOKS = Object.freeze({ groundTruth: undefined, verify: undefined, verifyGranular: undefined })
const NO_WARNINGS: readonly string[] = Object.freeze([])

/**
 * What `defineTemplate` returns. The state is in fields and the behaviour on the prototype, so a template is a small
 * object with fast properties: a checkpoint of 5,000 questions holds 5,000 of them (issue 31: ~11 MiB less than an
 * object literal with getters and a closure per method).
 */
class DefinedTemplate<S extends TemplateShape> implements Template<S> {
  readonly isRegexOnly: boolean
  readonly isTraceOnly: boolean
  readonly hasVerify: boolean
  readonly hasVerifyGranular: boolean
  readonly warnings: readonly string[]
  /** The source as given, or the spec or `null` (render it from the fields) until first read; `undefined`: none. */
  #source: string | TemplateSpec | null | undefined
  #templateId: string | undefined | null = null
  #valuesSchema: z.ZodObject<ShapeSchemas<S>> | undefined

  constructor(
    readonly name: string,
    readonly nameGiven: boolean,
    readonly shape: S,
    readonly fields: readonly TemplateFieldInfo[],
    readonly strategy: StrategyNode | null,
    readonly mode: TemplateMode,
    readonly attributeNames: readonly string[],
    warnings: string[],
    hasVerified: boolean,
    readonly hooks: Template<S>['hooks'],
    source: string | TemplateSpec | null | undefined,
  ) {
    this.isRegexOnly = attributeNames.length === 0
    this.isTraceOnly = fields.length > 0 && fields.every((f) => f.verification?.isTrace === true)
    this.warnings = warnings.length === 0 ? NO_WARNINGS : Object.freeze(warnings)
    this.hasVerify = hasVerified || hooks.verify !== undefined
    this.hasVerifyGranular = hasVerified || hooks.verifyGranular !== undefined
    this.#source = source
  }

  get source(): string | undefined {
    if (this.#source !== undefined && typeof this.#source !== 'string') this.#source = pythonSource(this, this.#source ?? undefined)
    return this.#source
  }

  get templateId(): string | undefined {
    // Read for every task of a run: hashed once (the source is fixed once defined).
    if (this.#templateId === null) this.#templateId = this.source === undefined ? undefined : generateTemplateId(this.source)
    return this.#templateId
  }

  get valuesSchema(): z.ZodObject<ShapeSchemas<S>> {
    return (this.#valuesSchema ??= z.object(Object.fromEntries(this.fields.map((f) => [f.name, f.schema]))) as unknown as z.ZodObject<ShapeSchemas<S>>)
  }

  // Built on each call, not kept: the pipeline shares one copy while its tasks run (shared-schemas.ts).
  judgeSchema(): JsonSchema {
    return buildJudgeSchema(this.name, this.fields, false)
  }

  sufficiencySchema(): JsonSchema {
    return buildJudgeSchema(this.name, this.fields, true)
  }

  instantiate(values?: TemplateInput<S>, options?: InstantiateOptions): TemplateInstance<S> {
    return new Instance(this, values, options)
  }

  verify(values?: TemplateInput<S>, options?: InstantiateOptions): boolean {
    return new Instance(this, values, options).verify()
  }

  verifyGranular(values?: TemplateInput<S>, options?: InstantiateOptions): number | null {
    return new Instance(this, values, options).verifyGranular()
  }
}
Object.defineProperty(DefinedTemplate.prototype, TEMPLATE_MARKER, { value: true })

/** True for a template made by `defineTemplate` or `templateFromSpec`. */
export function isTemplate(value: unknown): value is Template {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[TEMPLATE_MARKER] === true
}

function pythonSource<S extends TemplateShape>(template: Template<S>, spec: TemplateSpec | undefined): string {
  if (spec !== undefined) return templateSpecToPython(spec, { validate: false })
  // The spec's types are coarser than zod's (any list is `list_str`): write each field's exact annotation.
  const annotations: Record<string, string> = {}
  for (const f of template.fields) {
    const exact = f.type === 'date' ? null : pythonAnnotationOf(f.schema)
    if (exact !== null) annotations[f.name] = exact
  }
  return templateSpecToPython(templateToSpec(template), { validate: false, annotations })
}

// Karenina's ValidateTemplate runs the ground_truth hook on placeholder values: do it at definition time.
function dryRunGroundTruth<S extends TemplateShape>(template: Template<S>): void {
  try {
    new Instance(template, placeholderValues(template.fields) as TemplateInput<S>)
  } catch (error) {
    if (KareninaError.isInstance(error)) throw error
    throw new TemplateError(template.name, undefined, `the groundTruth hook failed on placeholder values: ${(error as Error).message}`, { cause: error })
  }
}

/**
 * Defines an answer template: a zod record the judge fills, with verification on `field(...)` entries
 * (ground truth + primitive + weight) and optional classic hooks. Definition problems (empty description,
 * missing primitive, reserved name, trace primitive on a non-boolean field, strategy on an unknown field,
 * unknown normalizer, invalid regular expression) throw a TemplateError naming the template and the field.
 *
 * @example
 * const Answer = defineTemplate({
 *   target: field(z.string(), {
 *     description: 'The protein target of venetoclax',
 *     groundTruth: 'BCL2',
 *     check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] }),
 *   }),
 *   is_approved: field(z.boolean(), { description: 'True if the drug is FDA-approved', groundTruth: true, check: booleanMatch() }),
 * })
 * Answer.verify({ target: 'Bcl-2', is_approved: true }) // true
 */
export function defineTemplate<S extends TemplateShape>(shape: S, options: TemplateOptions<S> = {}): Template<S> {
  return defineTemplateInternal(shape, options, {})
}
