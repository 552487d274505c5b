import { PyFloat } from '../../compat/py-float-value.js'
import { traitsOf, TRAIT_TYPES, type AnyRubricTrait, type Rubric, type TraitByType, type TraitType } from '../../rubric/rubric.js'
import { isTemplateKind } from '../../rubric/traits/template-kind.js'
import { ratingExtras, type RatingScope } from './rating-decode.js'

/** A rating as written: key order of Karenina's `SchemaOrgRating`. */
export type RatingJson = Record<string, unknown>

type Prop = [name: string, value: unknown]

/** A property written always (no rule), when it is not None (`'set'`), or when its rule holds. */
type Written<T extends TraitType> = readonly (readonly [name: keyof TraitByType[T] & string, when?: 'set' | ((trait: TraitByType[T]) => boolean)])[]

/** The properties of each trait type in Karenina's order, with when each is written (spec 05 §6.3 table). */
const WRITTEN: { [T in TraitType]: Written<T> } = {
  llm: [
    ['deep_judgment_enabled'],
    ['deep_judgment_excerpt_enabled'],
    ['deep_judgment_search_enabled'],
    ['deep_judgment_max_excerpts', 'set'],
    ['deep_judgment_fuzzy_match_threshold', 'set'],
    ['deep_judgment_excerpt_retry_attempts', 'set'],
    ['higher_is_better'],
    ['summary', 'set'],
    // Karenina's loader reads the bounds from these properties only (a missing one is its default 1 or 5, whatever
    // the rating range says), so a 0–10 score trait must carry them to read back as 0–10 in Python.
    ['min_score', 'set'],
    ['max_score', 'set'],
    // Not in Karenina's encoding: written only when set, so that it survives a save (Karenina ignores it).
    ['include_ground_truth', (trait) => trait.include_ground_truth],
    ['kind', (trait) => trait.kind === 'literal' || isTemplateKind(trait.kind)],
    ['classes', (trait) => trait.kind === 'literal'],
  ],
  regex: [['pattern'], ['case_sensitive'], ['invert_result'], ['higher_is_better'], ['summary', 'set']],
  callable: [
    ['callable_code'],
    ['kind'],
    ['invert_result'],
    ['higher_is_better'],
    ['min_score', (trait) => trait.kind === 'score' && trait.min_score !== null],
    ['max_score', (trait) => trait.kind === 'score' && trait.max_score !== null],
    ['summary', 'set'],
    ['classes', 'set'],
  ],
  metric: [
    ['metrics'],
    ['repeated_extraction'],
    ['evaluation_mode'],
    ['higher_is_better'],
    ['tp_instructions', (trait) => trait.tp_instructions.length > 0],
    ['tn_instructions', (trait) => trait.tn_instructions.length > 0],
    ['summary', 'set'],
  ],
  agentic: [
    ['kind'],
    ['higher_is_better'],
    ['context_mode'],
    ['materialize_trace'],
    ['persist_trace'],
    ['max_turns'],
    ['timeout_seconds'],
    ['classes', 'set'],
    ['model_override', 'set'],
    ['summary', 'set'],
    ['min_score', 'set'],
    ['max_score', 'set'],
  ],
}

/** A trait's properties as Karenina writes them. */
function propertiesOf<T extends TraitType>(trait: TraitByType[T], type: T): Prop[] {
  return (WRITTEN[type] as Written<T>).flatMap(([name, when]): Prop[] => {
    const value: unknown = trait[name]
    if (when === 'set' ? value === null || value === undefined : when !== undefined && !when(trait)) return []
    // The one Python float among the properties stays a float in the file (`0.8`, `1.0`).
    if (name === 'deep_judgment_fuzzy_match_threshold' && Number.isInteger(value)) return [[name, new PyFloat(value as number)]]
    return [[name, Array.isArray(value) ? [...value] : value]]
  })
}

const FAMILIES: Record<TraitType, string> = { llm: 'RubricTrait', regex: 'RegexTrait', callable: 'CallableTrait', metric: 'MetricRubricTrait', agentic: 'AgenticRubricTrait' }

/**
 * The trait's family (an LLM trait of a literal or template kind is an `LLMRubricTrait`) and the rating range
 * Karenina writes: 0–0 for a template kind, 0–1 for a boolean, else the score bounds (default 1–5; 0 for LLM literals).
 */
function familyAndRange(trait: AnyRubricTrait, type: TraitType): { family: string; best: PyFloat; worst: PyFloat } {
  const kind = 'kind' in trait ? trait.kind : 'boolean'
  const family = type === 'llm' && (kind === 'literal' || isTemplateKind(kind)) ? 'LLMRubricTrait' : FAMILIES[type]
  if (isTemplateKind(kind)) return { family, best: new PyFloat(0), worst: new PyFloat(0) }
  if (kind === 'boolean') return { family, best: new PyFloat(1), worst: new PyFloat(0) }
  const { min_score, max_score } = trait as { min_score: number | null; max_score: number | null }
  const llmLiteral = type === 'llm' && kind === 'literal'
  return { family, best: new PyFloat(max_score ?? (llmLiteral ? 0 : 5)), worst: new PyFloat(min_score ?? (llmLiteral ? 0 : 1)) }
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
  const encoded = familyAndRange(trait, type)
  let props = propertiesOf(trait, type)
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
