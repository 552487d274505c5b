import { PyFloat } from '../compat/py-float-value.js'
import { ModelConfigSchema } from '../config/model-config.js'
import { TRAIT_TYPES, traitListKey, traitsOf, type Rubric, type TraitType } from '../rubric/rubric.js'
import { toPyJsonValue } from './to-py-json-value.js'

/**
 * The fields Karenina's checkpoint loader passes to each trait's constructor (`convert_rating_to_rubric_trait`),
 * i.e. the fields `model_dump(exclude_unset=True)` keeps for a rubric read from a checkpoint.
 */
const SET_BY_LOADER: Record<TraitType, ReadonlySet<string>> = {
  llm: new Set([
    'name', 'description', 'summary', 'kind', 'min_score', 'max_score', 'classes',
    'deep_judgment_enabled', 'deep_judgment_excerpt_enabled', 'deep_judgment_max_excerpts',
    'deep_judgment_fuzzy_match_threshold', 'deep_judgment_excerpt_retry_attempts', 'deep_judgment_search_enabled',
    'higher_is_better',
  ]),
  regex: new Set(['name', 'description', 'summary', 'pattern', 'case_sensitive', 'invert_result', 'higher_is_better']),
  callable: new Set(['name', 'description', 'summary', 'kind', 'callable_code', 'min_score', 'max_score', 'invert_result', 'higher_is_better']),
  metric: new Set(['name', 'description', 'summary', 'evaluation_mode', 'metrics', 'tp_instructions', 'tn_instructions', 'repeated_extraction']),
  agentic: new Set([
    'name', 'description', 'summary', 'kind', 'higher_is_better', 'context_mode', 'materialize_trace', 'persist_trace',
    'max_turns', 'timeout_seconds', 'min_score', 'max_score', 'classes', 'model_override',
  ]),
}

const FLOAT_FIELDS = new Set(['deep_judgment_fuzzy_match_threshold'])

function fieldValue(key: string, value: unknown): unknown {
  if (FLOAT_FIELDS.has(key) && typeof value === 'number' && Number.isInteger(value)) return new PyFloat(value)
  if (key === 'model_override' && value !== null) return toPyJsonValue(ModelConfigSchema, value)
  return value
}

/**
 * `shared_data.rubric_definition` as Karenina writes it for the global rubric of a checkpoint:
 * `global_rubric.model_dump(mode="json", exclude_unset=True)`. The loader builds the rubric with all five
 * trait lists and each trait with a fixed set of fields, so those are the keys written, in field order.
 * `callable_code` stays base64 text (docs/divergences.md). Null when there is no global rubric.
 */
export function rubricDefinition(rubric: Rubric | null): Record<string, unknown> | null {
  if (rubric === null) return null
  const out: Record<string, unknown> = {}
  for (const type of TRAIT_TYPES) {
    out[traitListKey(type)] = traitsOf(rubric, type).map((trait) => {
      const dumped: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(trait)) {
        if (SET_BY_LOADER[type].has(key) && value !== undefined) dumped[key] = fieldValue(key, value)
      }
      return dumped
    })
  }
  return out
}
