import type { z } from 'zod'
import type { CompatMode } from '../compat/compat-mode.js'
import type { StrategyNode } from '../composition/strategy-node.js'
import type { Primitive } from '../primitives/primitive.js'
import type { RegexChecks, RegexVerification } from './classic/verify-regex.js'
import type { ScenarioContext } from './conditional-ground-truth.js'
import type { VerifiedField } from './field.js'
import type { ZodFieldInfo } from './field-type.js'
import type { JsonSchema } from './judge-schema.js'

/** One entry of a template shape: a verified `field(...)` or a plain (classic) zod schema. */
export type TemplateShapeEntry = VerifiedField | z.ZodType

/** The object passed to `defineTemplate`: field name → entry, in declaration order. */
export type TemplateShape = Record<string, TemplateShapeEntry>

type SchemaOf<E> = E extends VerifiedField<infer Z> ? Z : E extends z.ZodType ? E : never

/** The zod object shape of a template shape (verified fields unwrapped to their schema). */
export type ShapeSchemas<S extends TemplateShape> = { [K in keyof S]: SchemaOf<S[K]> }

/** The values a filled template holds: `TemplateValues<typeof Answer>` or `TemplateValues<typeof shape>`. */
export type TemplateValues<T> =
  T extends Template<infer S> ? z.output<z.ZodObject<ShapeSchemas<S>>> : T extends TemplateShape ? z.output<z.ZodObject<ShapeSchemas<T>>> : never

/** Values given to `instantiate`: every field optional (absent = `None` in Karenina) and nullable. */
export type TemplateInput<S extends TemplateShape = TemplateShape> = { [K in keyof TemplateValues<S>]?: TemplateValues<S>[K] | null }

/** `classic` (no verified field), `verified` (every field verified) or `mixed`. */
export type TemplateMode = 'classic' | 'verified' | 'mixed'

/** Verification metadata of a verified field (Karenina's `VerificationMeta`, resolved). */
export interface FieldVerification {
  /** A plain value or a `ConditionalGroundTruth`. */
  readonly groundTruth: unknown
  readonly primitive: Primitive
  readonly weight: number
  readonly extractionHint: string | null
  /** True when the primitive is a trace primitive (the field is evaluated on the raw trace). */
  readonly isTrace: boolean
  readonly conditional: boolean
}

/** A template field as the engine sees it. */
export interface TemplateFieldInfo extends ZodFieldInfo {
  readonly name: string
  readonly schema: z.ZodType
  /** `null` for plain (classic) fields. */
  readonly verification: FieldVerification | null
}

/** What a classic `groundTruth` hook returns: Karenina's `self.correct`, `self.regex` and any extra attributes. */
export type GroundTruthHookResult = {
  correct?: Record<string, unknown> | null
  regex?: RegexChecks | null
} & Record<string, unknown>

/** Options of `defineTemplate`. */
export interface TemplateOptions<S extends TemplateShape> {
  /**
   * The class name (Python `class <name>(BaseAnswer)`, the judge schema's title); failure messages and errors
   * name the template by it. @default 'Answer'
   */
  name?: string
  /** Composition of field results for `verify()`. @default null (every verified field must pass) */
  strategy?: StrategyNode | null
  // The hooks use method syntax on purpose: method parameters are bivariant, so a `Template<{ a: … }>` stays
  // assignable to `Template` (a function property would make `Template<S>` invariant in `S`).
  /** Classic hook (Karenina's `ground_truth(self)`): returns `correct`, `regex` and extra attributes. */
  groundTruth?(answer: TemplateInstance<S>): GroundTruthHookResult | void
  /** Classic `verify(self)`. In a verified template it replaces the automatic verify. */
  verify?(answer: TemplateInstance<S>): boolean
  /** Classic `verify_granular(self)`: a score in [0, 1]. */
  verifyGranular?(answer: TemplateInstance<S>): number
  /** The Python source this template stands for (e.g. read from a checkpoint): sets `source` and `templateId`. */
  source?: string
  /**
   * `'karenina-python'` skips the definition-time checks Karenina does not have (trace primitive on a
   * non-boolean field, strategy naming an unknown field: a KeyError at verify time instead, fields named
   * `id` or `regex`).
   * @default 'default'
   */
  compat?: CompatMode
}

/** Per-field verification outcome: tri-valued result, score in [0, 1] (`null` when the judge returned null). */
export interface FieldResult {
  readonly result: boolean | null
  readonly score: number | null
  /** The ground truth used (a conditional one resolved against the scenario context). */
  readonly groundTruth: unknown
}

/** Options of `instantiate` (and of the `verify`/`verifyGranular` shorthands). */
export interface InstantiateOptions {
  /** The raw answer trace, needed by trace-primitive fields. */
  rawTrace?: string | null
  /** Fields the judge returned as null (their result and score are `null`). */
  nullFields?: Iterable<string>
  /** `{ node_results: {...} }` for conditional ground truths. */
  scenarioContext?: ScenarioContext | null
  /** Sets `id` (the pipeline overwrites it with the question id). */
  questionId?: string | null
  /** Extra attributes (Pydantic `extra="allow"`), e.g. unknown keys of the judge output. */
  extras?: Readonly<Record<string, unknown>>
  /**
   * The values already carry Python typing (read with `parsePyJson`, integral floats boxed as `PyFloat`), so
   * a plain integer in a `float` field is a Python int and is not turned into a float.
   * @default false (an integral number in a `float` field is the float Pydantic would store: 8 → 8.0)
   */
  pythonTypedValues?: boolean
}

/** A filled template (Karenina's `BaseAnswer` instance). */
export interface TemplateInstance<S extends TemplateShape = TemplateShape> {
  readonly template: Template<S>
  /** The field values as given (absent fields are missing, not `undefined`). */
  readonly values: Readonly<TemplateInput<S>>
  readonly id: string | null
  readonly rawTrace: string | null
  readonly nullFields: ReadonlySet<string>
  readonly scenarioContext: ScenarioContext | null
  /** Karenina's `self.correct`: from the `groundTruth` hook, else `{field: groundTruth}` of verified fields. */
  readonly groundTruths: Readonly<Record<string, unknown>> | null
  /** Karenina's `self.regex` (classic regex checks). */
  readonly regex: RegexChecks | null
  /** Extra attributes: construction extras, then what the `groundTruth` hook returned besides correct/regex. */
  readonly extras: Readonly<Record<string, unknown>>
  /** Sets the raw trace (and forgets cached field results). */
  setRawTrace(rawTrace: string | null): void
  /** Sets the scenario context (and forgets cached field results). */
  setScenarioContext(context: ScenarioContext | null): void
  setQuestionId(questionId: string | null): void
  /** Per-field results in declaration order, computed once and cached. Throws when a check throws. */
  fieldResults(): Readonly<Record<string, FieldResult>>
  /** Ground truths of verified fields, conditional ones resolved (no check is run). */
  resolvedGroundTruths(): Record<string, unknown>
  /** The pass/fail verdict: user `verify`, else the strategy, else every verified field passes. */
  verify(): boolean
  /** Granular score: user `verifyGranular`, else the composition-aware score; `null` when neither exists. */
  verifyGranular(): number | null
  /** Runs the classic regex checks against a text (the raw trace). */
  verifyRegex(text: string): RegexVerification
  /** Karenina's `model_dump()`: `id`, present fields, extra attributes (incl. `correct`, `regex`). */
  dump(): Record<string, unknown>
}

/** An answer template: a zod schema the judge fills plus deterministic verification. Made by `defineTemplate`. */
export interface Template<S extends TemplateShape = TemplateShape> {
  /** The class name (judge schema title, Python source). */
  readonly name: string
  /** The name was given (`defineTemplate(shape, { name })`, a Python class); messages say "the template" otherwise. */
  readonly nameGiven: boolean
  readonly shape: S
  /** Every field in declaration order. */
  readonly fields: readonly TemplateFieldInfo[]
  readonly strategy: StrategyNode | null
  readonly mode: TemplateMode
  /** Field names (Karenina's attribute list: all fields but `id`, `correct`, `regex`). */
  readonly attributeNames: readonly string[]
  /** No fields at all: the pipeline skips parsing and runs only verify/regex. */
  readonly isRegexOnly: boolean
  /** Every field is a trace field: the pipeline skips parsing. */
  readonly isTraceOnly: boolean
  /** Definition-time warnings (e.g. a numeric primitive with a non-numeric ground truth). */
  readonly warnings: readonly string[]
  /** A verify exists (user or automatic); regex-only templates may have none. */
  readonly hasVerify: boolean
  /** A granular score exists (user or automatic). */
  readonly hasVerifyGranular: boolean
  /** The hooks given to `defineTemplate`. */
  readonly hooks: Readonly<Pick<TemplateOptions<S>, 'groundTruth' | 'verify' | 'verifyGranular'>>
  /** Python source (the TemplateSpec generator's output, or `options.source`); undefined when not representable. */
  readonly source: string | undefined
  /** `template_id`: MD5 of the normalized `source`; undefined without a source. */
  readonly templateId: string | undefined
  /** The zod object of the template's fields (without the `id` the judge schema adds). */
  readonly valuesSchema: z.ZodObject<ShapeSchemas<S>>
  /** JSON Schema sent to the judge: trace fields removed, no ground truth or verification metadata. */
  judgeSchema(): JsonSchema
  /** JSON Schema for the sufficiency check: like `judgeSchema` but trace fields kept. */
  sufficiencySchema(): JsonSchema
  /** Builds a filled instance (no validation: values are taken as the judge's validated output). */
  instantiate(values?: TemplateInput<S>, options?: InstantiateOptions): TemplateInstance<S>
  /** `instantiate(values, options).verify()`. */
  verify(values?: TemplateInput<S>, options?: InstantiateOptions): boolean
  /** `instantiate(values, options).verifyGranular()`. */
  verifyGranular(values?: TemplateInput<S>, options?: InstantiateOptions): number | null
}
