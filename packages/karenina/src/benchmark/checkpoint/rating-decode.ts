import { unboxNumber } from '../../compat/py-float-value.js'
import { parsePyJson } from '../../compat/parse-py-json.js'
import { ValidationError } from '../../errors/validation-error.js'
import { RubricSchema, traitListKey, TRAIT_TYPES, type AnyRubricTrait, type Rubric, type TraitByType, type TraitType } from '../../rubric/rubric.js'
import { agenticTraitFromJSON } from '../../rubric/traits/agentic-trait.js'
import { callableTrait, callableTraitFromJSON, type CallableRegistry, type CallableRubricTrait, type CallableTraitOptions } from '../../rubric/traits/callable-trait.js'
import { llmTraitFromJSON } from '../../rubric/traits/llm-trait.js'
import { metricTraitFromJSON } from '../../rubric/traits/metric-trait.js'
import { regexTraitFromJSON } from '../../rubric/traits/regex-trait.js'
import { isTemplateKind } from '../../rubric/traits/template-kind.js'
import { camelKey, zodObjectKeysAt } from '../../utils/zod-object-keys.js'
import { ShapeError, type CheckpointRating } from './checkpoint-schema.js'

/**
 * What a checkpoint's rating carries besides its trait, kept so that saving writes it back; by trait (traits
 * are plain data, so these live beside them).
 */
export const ratingExtras = new WeakMap<object, { id?: string; ratingValue?: unknown; ratingExplanation?: string }>()

/** Where a rating lives: the benchmark (`Global…`) or one question (`QuestionSpecific…`). */
export type RatingScope = 'global' | 'question'

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
      throw new ShapeError(['additionalType'], `${JSON.stringify(value)}: manual rubric traits are no longer supported by Karenina`)
    }
    throw new ShapeError(['additionalType'], `unknown trait type ${JSON.stringify(value)} (expected one of ${RATING_TYPES.join(', ')})`)
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

type Props = Record<string, unknown>

const TRAIT_FIELDS = Object.fromEntries(TRAIT_TYPES.map((type) => [type, new Set(zodObjectKeysAt(RubricSchema, [traitListKey(type), 0]))])) as Record<TraitType, Set<string>>

/**
 * Every field of the trait type, from the rating's properties of that name; a missing or None one is left to the
 * trait's default, which is Karenina's loader default too.
 */
function propertiesOf(rating: CheckpointRating, type: TraitType): Props {
  const props: Props = Object.fromEntries([...TRAIT_FIELDS[type]].map((name) => [name, undefined]))
  for (const { name, value } of rating.additionalProperty ?? []) if (TRAIT_FIELDS[type].has(name)) props[name] = value ?? undefined
  return props
}

function truncInt(value: unknown): number {
  return Math.trunc(unboxNumber(value) as number)
}

function classesOf(props: Props): unknown {
  return nativeOrJsonString(props.classes ?? null)
}

/** A score bound: the property, else (score kind) the rating's range, which older files hold alone. */
function bound(props: Props, name: 'min_score' | 'max_score', range: unknown): unknown {
  return props[name] ?? (props.kind === 'score' ? truncInt(range) : null)
}

/** Each type's fields where Karenina's loader differs from the trait's own defaults, or reads stored JSON text. */
const DECODERS: { [T in TraitType]: (props: Props, rating: CheckpointRating) => Props } = {
  llm: (stored, rating) => {
    const kind = stored.kind ?? (unboxNumber(rating.bestRating) === 1 && unboxNumber(rating.worstRating) === 0 ? 'boolean' : 'score')
    const props = { ...stored, kind }
    return {
      ...props,
      classes: classesOf(props),
      // Template kinds cannot use deep judgment, and have no direction.
      ...(isTemplateKind(kind) ? { deep_judgment_enabled: false, higher_is_better: null } : {}),
      // Karenina writes the bounds as properties (any kind); a score trait from an older file without them reads
      // its range from worstRating/bestRating, where Karenina's loader would assume 1–5 (docs/divergences.md).
      min_score: bound(props, 'min_score', rating.worstRating),
      max_score: bound(props, 'max_score', rating.bestRating),
    }
  },
  regex: (props) => ({ ...props, pattern: props.pattern ?? '' }),
  callable: (props) => ({ ...props, callable_code: props.callable_code ?? '', kind: props.kind ?? 'boolean', classes: classesOf(props) }),
  metric: (props) => {
    const list = (name: string) => {
      const value = nativeOrJsonString(props[name] ?? [])
      return Array.isArray(value) ? value : []
    }
    return { ...props, metrics: list('metrics'), tp_instructions: list('tp_instructions'), tn_instructions: list('tn_instructions') }
  },
  agentic: (stored, rating) => {
    const props = { ...stored, kind: stored.kind ?? 'boolean' }
    const trait = { ...props, classes: classesOf(props), ...(isTemplateKind(props.kind) ? { higher_is_better: null } : {}) }
    // Bounds stated for another kind are kept (a missing one of the two is then None), else the trait's defaults.
    const stated = rating.additionalProperty?.some(({ name }) => name === 'min_score' || name === 'max_score')
    if (props.kind !== 'score' && !stated) return trait
    return { ...trait, min_score: bound(props, 'min_score', rating.worstRating), max_score: bound(props, 'max_score', rating.bestRating) }
  },
}

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
 * Throws a ShapeError with the path inside the rating.
 */
export function decodeRating(rating: CheckpointRating): DecodedRating {
  const { scope, family } = classifyAdditionalType(rating.additionalType)
  const declared = rating.additionalProperty?.findLast((prop) => prop.name === 'dynamic_trait_type')?.value
  const base = family === 'dynamic' ? (declared ?? 'llm') : family
  if (typeof base !== 'string' || !(TRAIT_TYPES as readonly string[]).includes(base)) {
    throw new ShapeError(['additionalProperty', 'dynamic_trait_type'], `expected one of ${TRAIT_TYPES.join(', ')}, got ${JSON.stringify(base)}`)
  }
  const type = base as TraitType
  const raw = { ...DECODERS[type](propertiesOf(rating, type), rating), name: rating.name, description: rating.description ?? null }
  let trait: AnyRubricTrait
  try {
    trait = TRAIT_FROM_JSON[type](raw)
  } catch (error) {
    if (error instanceof ValidationError) throw new ShapeError(['additionalProperty', ...error.path], `trait "${rating.name}": ${error.problem}`)
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
    // The trait's fields as factory options (camelCase; a boolean trait takes no score bounds), with the function.
    const { min_score, max_score, ...fields } = trait
    const kept = trait.kind === 'boolean' ? fields : { ...fields, min_score, max_score }
    const options = Object.fromEntries(Object.entries(kept).map(([key, value]) => [camelKey(key), value])) as Omit<CallableTraitOptions, 'fn'>
    const rebuilt = callableTrait({ ...options, fn })
    const extras = ratingExtras.get(trait)
    if (extras !== undefined) ratingExtras.set(rebuilt, extras)
    return rebuilt
  })
  return { ...rubric, callable_traits: bound as CallableRubricTrait[] }
}
