import { unboxNumber } from '../../compat/py-float-value.js'
import { parsePyJson } from '../../compat/parse-py-json.js'
import { ValidationError } from '../../errors/validation-error.js'
import { rubricFromTraits, TRAIT_TYPES, type AnyRubricTrait, type Rubric, type TraitByType, type TraitType } from '../../rubric/rubric.js'
import { agenticTraitFromJSON } from '../../rubric/traits/agentic-trait.js'
import { callableTrait, callableTraitFromJSON, type CallableRegistry, type CallableRubricTrait } from '../../rubric/traits/callable-trait.js'
import { llmTraitFromJSON } from '../../rubric/traits/llm-trait.js'
import { metricTraitFromJSON } from '../../rubric/traits/metric-trait.js'
import { regexTraitFromJSON } from '../../rubric/traits/regex-trait.js'
import { isTemplateKind } from '../../rubric/traits/template-kind.js'
import type { CheckpointRating } from './checkpoint-schema.js'

/**
 * What a checkpoint's rating carries besides its trait, kept so that saving writes it back; by trait (traits
 * are plain data, so these live beside them).
 */
export const ratingExtras = new WeakMap<object, { id?: string; ratingValue?: unknown; ratingExplanation?: string }>()

/** Where a rating lives: the benchmark (`Global…`) or one question (`QuestionSpecific…`). */
export type RatingScope = 'global' | 'question'

/** A trait decoding problem, with the path inside the rating. */
export class RatingDecodeError extends Error {
  constructor(
    readonly path: readonly (string | number)[],
    readonly problem: string,
  ) {
    super(problem)
  }
}

const FAMILIES = {
  RubricTrait: 'llm',
  LLMRubricTrait: 'llm',
  RegexTrait: 'regex',
  CallableTrait: 'callable',
  MetricRubricTrait: 'metric',
  AgenticRubricTrait: 'agentic',
  DynamicRubricTrait: 'dynamic',
} as const
type Family = (typeof FAMILIES)[keyof typeof FAMILIES]

/** The valid `additionalType` values (with the `karenina:` prefix), for error messages. */
const RATING_TYPES: readonly string[] = ['Global', 'QuestionSpecific'].flatMap((scope) => Object.keys(FAMILIES).map((f) => `karenina:${scope}${f}`))

/**
 * Scope and family of an `additionalType` (Karenina adds the `karenina:` prefix to old files); a missing one
 * is a global-or-question LLM trait.
 */
function classifyAdditionalType(value: string | null | undefined): { scope: RatingScope | null; family: Family } {
  if (value === null || value === undefined || value === '') return { scope: null, family: 'llm' }
  const type = value.startsWith('karenina:') ? value : `karenina:${value}`
  const match = /^karenina:(Global|QuestionSpecific)(\w+)$/.exec(type)
  const family = match ? FAMILIES[match[2] as keyof typeof FAMILIES] : undefined
  if (!match || family === undefined) {
    if (match && match[2] === 'ManualRubricTrait') {
      throw new RatingDecodeError(['additionalType'], `${JSON.stringify(value)}: manual rubric traits are no longer supported by Karenina`)
    }
    throw new RatingDecodeError(['additionalType'], `unknown trait type ${JSON.stringify(value)} (expected one of ${RATING_TYPES.join(', ')})`)
  }
  return { scope: match[1] === 'Global' ? 'global' : 'question', family }
}

// ── decoding ────────────────────────────────────────────────────────────────────────────────────────

/** A list or dict property that Karenina may have stored as a JSON string (`json.loads` of a string value). */
export function nativeOrJsonString(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return parsePyJson(value)
  } catch {
    return value
  }
}

function propertiesOf(rating: CheckpointRating): Map<string, unknown> {
  const props = new Map<string, unknown>()
  for (const prop of rating.additionalProperty ?? []) props.set(prop.name, prop.value ?? null)
  return props
}

function truncInt(value: unknown): number {
  return Math.trunc(unboxNumber(value) as number)
}

/** The fields every trait family reads the same way. */
function common(rating: CheckpointRating, props: Map<string, unknown>) {
  return { name: rating.name, description: rating.description ?? null, summary: props.get('summary') ?? null }
}

function classesOf(props: Map<string, unknown>): unknown {
  return props.has('classes') ? nativeOrJsonString(props.get('classes')) : null
}

function decodeLlm(rating: CheckpointRating, props: Map<string, unknown>): Record<string, unknown> {
  const raw = props.get('kind')
  const kind = raw ?? (unboxNumber(rating.bestRating) === 1 && unboxNumber(rating.worstRating) === 0 ? 'boolean' : 'score')
  const template = isTemplateKind(kind)
  const trait: Record<string, unknown> = {
    ...common(rating, props),
    kind,
    classes: classesOf(props),
    // Template kinds cannot use deep judgment.
    deep_judgment_enabled: template ? false : (props.get('deep_judgment_enabled') ?? false),
    // Karenina's loader defaults it to True (the trait's own default), as a save strips the deep-judgment properties.
    deep_judgment_excerpt_enabled: props.get('deep_judgment_excerpt_enabled') ?? true,
    deep_judgment_max_excerpts: props.get('deep_judgment_max_excerpts') ?? null,
    deep_judgment_fuzzy_match_threshold: props.get('deep_judgment_fuzzy_match_threshold') ?? null,
    deep_judgment_excerpt_retry_attempts: props.get('deep_judgment_excerpt_retry_attempts') ?? null,
    deep_judgment_search_enabled: props.get('deep_judgment_search_enabled') ?? false,
    include_ground_truth: props.get('include_ground_truth') ?? false,
    higher_is_better: template ? null : (props.get('higher_is_better') ?? true),
  }
  // Karenina writes the bounds as properties (any kind); a score trait from an older file without them reads
  // its range from worstRating/bestRating, where Karenina's loader would assume 1–5 (docs/divergences.md).
  trait.min_score = props.get('min_score') ?? (kind === 'score' ? truncInt(rating.worstRating) : null)
  trait.max_score = props.get('max_score') ?? (kind === 'score' ? truncInt(rating.bestRating) : null)
  return trait
}

/**
 * The properties a trait type always stores, in Karenina's order (rating-encode.ts writes them so), with the
 * value Karenina's loader assumes when one is missing.
 */
export const STORED_PROPERTIES = {
  regex: { pattern: '', case_sensitive: true, invert_result: false, higher_is_better: true },
  callable: { callable_code: '', kind: 'boolean', invert_result: false, higher_is_better: true },
  agentic: { context_mode: 'trace_and_workspace', materialize_trace: false, persist_trace: false, max_turns: 15, timeout_seconds: 120 },
} as const

/** The stored properties of a type, each read or defaulted. */
function stored(type: keyof typeof STORED_PROPERTIES, props: Map<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(STORED_PROPERTIES[type]).map(([name, fallback]) => [name, props.get(name) ?? fallback]))
}

function decodeRegex(rating: CheckpointRating, props: Map<string, unknown>): Record<string, unknown> {
  return { ...common(rating, props), ...stored('regex', props) }
}

function decodeCallable(rating: CheckpointRating, props: Map<string, unknown>): Record<string, unknown> {
  return {
    ...common(rating, props),
    ...stored('callable', props),
    min_score: props.get('min_score') ?? null,
    max_score: props.get('max_score') ?? null,
    classes: classesOf(props),
  }
}

function decodeMetric(rating: CheckpointRating, props: Map<string, unknown>): Record<string, unknown> {
  const list = (name: string) => {
    const value = nativeOrJsonString(props.get(name) ?? [])
    return Array.isArray(value) ? value : []
  }
  return {
    ...common(rating, props),
    evaluation_mode: props.get('evaluation_mode') ?? 'tp_only',
    metrics: list('metrics'),
    tp_instructions: list('tp_instructions'),
    tn_instructions: list('tn_instructions'),
    repeated_extraction: props.get('repeated_extraction') ?? true,
    higher_is_better: props.get('higher_is_better') ?? null,
  }
}

function decodeAgentic(rating: CheckpointRating, props: Map<string, unknown>): Record<string, unknown> {
  const kind = props.get('kind') ?? 'boolean'
  const trait: Record<string, unknown> = {
    ...common(rating, props),
    kind,
    higher_is_better: isTemplateKind(kind) ? null : (props.get('higher_is_better') ?? true),
    classes: classesOf(props),
    ...stored('agentic', props),
    model_override: props.get('model_override') ?? null,
  }
  if (kind === 'score') {
    trait.min_score = props.get('min_score') ?? truncInt(rating.worstRating)
    trait.max_score = props.get('max_score') ?? truncInt(rating.bestRating)
  } else if (props.has('min_score') || props.has('max_score')) {
    trait.min_score = props.get('min_score') ?? null
    trait.max_score = props.get('max_score') ?? null
  }
  return trait
}

const DECODERS = { llm: decodeLlm, regex: decodeRegex, callable: decodeCallable, metric: decodeMetric, agentic: decodeAgentic }
/** Each trait type's reader of its JSON (snake_case) form. */
export const TRAIT_FROM_JSON: { [T in TraitType]: (raw: unknown) => TraitByType[T] } = {
  llm: llmTraitFromJSON,
  regex: regexTraitFromJSON,
  callable: callableTraitFromJSON,
  metric: metricTraitFromJSON,
  agentic: agenticTraitFromJSON,
}


/** One decoded rating. */
export interface DecodedRating {
  /** `null` when `additionalType` is missing (an LLM trait valid at either level). */
  readonly scope: RatingScope | null
  readonly dynamic: boolean
  readonly type: TraitType
  readonly trait: AnyRubricTrait
}

/**
 * Decodes one rating into a trait (spec 05 §6.3 decoding rules): dispatch on `additionalType`, Karenina's
 * defaults for missing properties, the LLM kind inferred from the range when no `kind` property exists.
 * Throws a RatingDecodeError with the path inside the rating.
 */
export function decodeRating(rating: CheckpointRating): DecodedRating {
  const { scope, family } = classifyAdditionalType(rating.additionalType)
  const props = propertiesOf(rating)
  let type: TraitType
  if (family === 'dynamic') {
    const base = props.get('dynamic_trait_type') ?? 'llm'
    if (typeof base !== 'string' || !(TRAIT_TYPES as readonly string[]).includes(base)) {
      throw new RatingDecodeError(['additionalProperty', 'dynamic_trait_type'], `expected one of ${TRAIT_TYPES.join(', ')}, got ${JSON.stringify(base)}`)
    }
    type = base as TraitType
  } else {
    type = family
  }
  const raw = DECODERS[type](rating, props)
  let trait: AnyRubricTrait
  try {
    trait = TRAIT_FROM_JSON[type](raw)
  } catch (error) {
    if (error instanceof ValidationError) throw new RatingDecodeError(['additionalProperty', ...error.path], `trait "${rating.name}": ${error.problem}`)
    throw error
  }
  const extras = {
    ...(rating['@id'] ? { id: rating['@id'] } : {}),
    ...(rating.ratingValue !== null && rating.ratingValue !== undefined ? { ratingValue: rating.ratingValue } : {}),
    ...(rating.ratingExplanation !== null && rating.ratingExplanation !== undefined ? { ratingExplanation: rating.ratingExplanation } : {}),
  }
  if (Object.keys(extras).length > 0) ratingExtras.set(trait, extras)
  return { scope, dynamic: family === 'dynamic', type, trait }
}

/** Binds TS functions of the registry to the callable traits of that name (others are returned as they are). */
export function bindCallables(rubric: Rubric, registry: CallableRegistry): Rubric {
  const bound = rubric.callable_traits.map((trait) => {
    const fn = registry[trait.name]
    if (fn === undefined || !Object.hasOwn(registry, trait.name)) return trait
    const rebuilt = callableTrait({
      name: trait.name,
      description: trait.description,
      summary: trait.summary,
      kind: trait.kind,
      ...(trait.kind === 'boolean' ? {} : { minScore: trait.min_score, maxScore: trait.max_score }),
      invertResult: trait.invert_result,
      classes: trait.classes,
      higherIsBetter: trait.higher_is_better,
      callableCode: trait.callable_code,
      fn,
    })
    const extras = ratingExtras.get(trait)
    if (extras !== undefined) ratingExtras.set(rebuilt, extras)
    return rebuilt
  })
  return { ...rubric, callable_traits: bound as CallableRubricTrait[] }
}

/** Sorts decoded traits into a rubric (Karenina's name rules apply); `null` when there are none. */
export function rubricOf(traits: readonly AnyRubricTrait[]): Rubric | null {
  return traits.length === 0 ? null : rubricFromTraits(traits)
}
