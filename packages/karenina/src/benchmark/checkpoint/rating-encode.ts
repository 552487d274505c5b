import { PyFloat } from '../../compat/py-float-value.js'
import { traitsOf, TRAIT_TYPES, type AnyRubricTrait, type Rubric, type TraitByType, type TraitType } from '../../rubric/rubric.js'
import { isTemplateKind } from '../../rubric/traits/template-kind.js'
import { ratingExtras, type RatingScope } from './rating-decode.js'

/** A rating as written: key order of Karenina's `SchemaOrgRating`. */
export type RatingJson = Record<string, unknown>

type Prop = [name: string, value: unknown]

function float(value: number | null | undefined, fallback: number): PyFloat {
  return new PyFloat(value ?? fallback)
}

/** Python floats stay floats in the file (`0.8`, `1.0`). */
function floatValue(value: number | null): unknown {
  return value === null ? null : Number.isInteger(value) ? new PyFloat(value) : value
}

type Bounds = { min_score?: number | null; max_score?: number | null }
type Encoded = { family: string; best: PyFloat; worst: PyFloat; props: Prop[] }

/** The rating range Karenina writes: 0–0 for a template kind, 0–1 for a boolean, else the score bounds (default 1–5). */
function range(kind: unknown, trait: Bounds): { best: PyFloat; worst: PyFloat } {
  if (isTemplateKind(kind)) return { best: float(0, 0), worst: float(0, 0) }
  if (kind === 'boolean') return { best: float(1, 1), worst: float(0, 0) }
  return { best: float(trait.max_score, 5), worst: float(trait.min_score, 1) }
}

/** `min_score` / `max_score` when set, whatever the kind, as Karenina writes LLM and agentic traits. */
function pushScoreBounds(props: Prop[], trait: Bounds): void {
  if (trait.min_score !== null && trait.min_score !== undefined) props.push(['min_score', trait.min_score])
  if (trait.max_score !== null && trait.max_score !== undefined) props.push(['max_score', trait.max_score])
}

function encodeLlm(trait: TraitByType['llm']): Encoded {
  const props: Prop[] = [
    ['deep_judgment_enabled', trait.deep_judgment_enabled],
    ['deep_judgment_excerpt_enabled', trait.deep_judgment_excerpt_enabled],
    ['deep_judgment_search_enabled', trait.deep_judgment_search_enabled],
  ]
  if (trait.deep_judgment_max_excerpts !== null) props.push(['deep_judgment_max_excerpts', trait.deep_judgment_max_excerpts])
  if (trait.deep_judgment_fuzzy_match_threshold !== null) props.push(['deep_judgment_fuzzy_match_threshold', floatValue(trait.deep_judgment_fuzzy_match_threshold)])
  if (trait.deep_judgment_excerpt_retry_attempts !== null) props.push(['deep_judgment_excerpt_retry_attempts', trait.deep_judgment_excerpt_retry_attempts])
  props.push(['higher_is_better', trait.higher_is_better])
  if (trait.summary !== null) props.push(['summary', trait.summary])
  // Karenina's loader reads the bounds from these properties only (a missing one is its default 1 or 5, whatever
  // the rating range says), so a 0–10 score trait must carry them to read back as 0–10 in Python.
  pushScoreBounds(props, trait)
  // Not in Karenina's encoding: written only when set, so that it survives a save (Karenina ignores it).
  if (trait.include_ground_truth) props.push(['include_ground_truth', true])
  if (isTemplateKind(trait.kind)) {
    props.push(['kind', trait.kind])
    return { family: 'LLMRubricTrait', ...range(trait.kind, trait), props }
  }
  if (trait.kind === 'literal') {
    props.push(['kind', 'literal'], ['classes', trait.classes])
    return { family: 'LLMRubricTrait', best: float(trait.max_score, 0), worst: float(trait.min_score, 0), props }
  }
  return { family: 'RubricTrait', ...range(trait.kind, trait), props }
}

/** The properties a trait type always stores, in Karenina's order. */
const STORED_PROPERTIES = {
  regex: ['pattern', 'case_sensitive', 'invert_result', 'higher_is_better'],
  callable: ['callable_code', 'kind', 'invert_result', 'higher_is_better'],
  agentic: ['context_mode', 'materialize_trace', 'persist_trace', 'max_turns', 'timeout_seconds'],
} as const

/** The properties a trait type always stores, from the trait. */
function stored<T extends keyof typeof STORED_PROPERTIES>(type: T, trait: TraitByType[T]): Prop[] {
  return STORED_PROPERTIES[type].map((name) => [name, trait[name as keyof TraitByType[T]]])
}

function encodeRegex(trait: TraitByType['regex']): Encoded {
  const props = stored('regex', trait)
  if (trait.summary !== null) props.push(['summary', trait.summary])
  return { family: 'RegexTrait', ...range('boolean', {}), props }
}

function encodeCallable(trait: TraitByType['callable']): Encoded {
  const props = stored('callable', trait)
  if (trait.kind === 'score') pushScoreBounds(props, trait)
  if (trait.summary !== null) props.push(['summary', trait.summary])
  if (trait.classes !== null) props.push(['classes', trait.classes])
  return { family: 'CallableTrait', ...range(trait.kind, trait), props }
}

function encodeMetric(trait: TraitByType['metric']): Encoded {
  const props: Prop[] = [
    ['metrics', [...trait.metrics]],
    ['repeated_extraction', trait.repeated_extraction],
    ['evaluation_mode', trait.evaluation_mode],
    ['higher_is_better', trait.higher_is_better],
  ]
  if (trait.tp_instructions.length > 0) props.push(['tp_instructions', [...trait.tp_instructions]])
  if (trait.tn_instructions.length > 0) props.push(['tn_instructions', [...trait.tn_instructions]])
  if (trait.summary !== null) props.push(['summary', trait.summary])
  return { family: 'MetricRubricTrait', ...range('boolean', {}), props }
}

function encodeAgentic(trait: TraitByType['agentic']): Encoded {
  const props: Prop[] = [['kind', trait.kind], ['higher_is_better', trait.higher_is_better], ...stored('agentic', trait)]
  if (trait.classes !== null) props.push(['classes', trait.classes])
  if (trait.model_override !== null) props.push(['model_override', trait.model_override])
  if (trait.summary !== null) props.push(['summary', trait.summary])
  pushScoreBounds(props, trait)
  return { family: 'AgenticRubricTrait', ...range(trait.kind, trait), props }
}

const ENCODERS: { [T in TraitType]: (trait: TraitByType[T]) => Encoded } = {
  llm: encodeLlm,
  regex: encodeRegex,
  callable: encodeCallable,
  metric: encodeMetric,
  agentic: encodeAgentic,
}

/** Options of {@link encodeTrait}. */
export interface EncodeTraitOptions {
  /** A dynamic-rubric trait (`…DynamicRubricTrait` with `dynamic_trait_type`). @default false */
  dynamic?: boolean
  /** Keep `deep_judgment_*` properties of LLM traits (Karenina's `save_deep_judgment_config`). @default false */
  keepDeepJudgment?: boolean
}

/** A PropertyValue as Karenina dumps it: `value` omitted when it is None. */
export function propertyValue(name: string, value: unknown): Record<string, unknown> {
  return value === null || value === undefined ? { '@type': 'PropertyValue', name } : { '@type': 'PropertyValue', name, value }
}

/** Encodes a trait as a schema.org Rating, in Karenina's key and property order (spec 05 §6.3 table). */
export function encodeTrait(trait: AnyRubricTrait, type: TraitType, scope: RatingScope, options: EncodeTraitOptions = {}): RatingJson {
  const encoded = (ENCODERS[type] as (trait: AnyRubricTrait) => Encoded)(trait)
  let props = encoded.props
  if (type === 'llm' && !options.keepDeepJudgment) props = props.filter(([name]) => !name.startsWith('deep_judgment_'))
  let family = encoded.family
  if (options.dynamic) {
    // The summary closes the list of a dynamic trait, after its base type.
    props = [...props.filter(([name]) => name !== 'summary'), ['dynamic_trait_type', type], ['summary', trait.summary ?? null]]
    family = 'DynamicRubricTrait'
  }
  const rating: RatingJson = { '@type': 'Rating' }
  const extras = ratingExtras.get(trait)
  if (extras?.id !== undefined) rating['@id'] = extras.id
  rating.name = trait.name
  if (trait.description !== null && trait.description !== undefined) rating.description = trait.description
  rating.bestRating = encoded.best
  rating.worstRating = encoded.worst
  if (extras?.ratingValue !== undefined) rating.ratingValue = extras.ratingValue
  if (extras?.ratingExplanation !== undefined) rating.ratingExplanation = extras.ratingExplanation
  rating.additionalType = `karenina:${scope === 'global' ? 'Global' : 'QuestionSpecific'}${family}`
  if (props.length > 0) rating.additionalProperty = props.map(([name, value]) => propertyValue(name, value))
  return rating
}

/** Encodes a rubric's traits in Karenina's order (llm, regex, callable, metric, agentic). */
export function encodeRubric(rubric: Rubric | null, scope: RatingScope, options: EncodeTraitOptions = {}): RatingJson[] {
  if (rubric === null) return []
  return TRAIT_TYPES.flatMap((type) => traitsOf(rubric, type).map((trait) => encodeTrait(trait as AnyRubricTrait, type, scope, options)))
}
