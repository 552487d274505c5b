import { PyFloat } from '../compat/py-float-value.js'
import { ConfigError } from '../errors/config-error.js'
import { serializeModelConfig, type ModelConfig } from './model-config.js'
import type { VerificationConfig } from './verification-config.js'

// Float-typed fields in Karenina: boxed so Python-style JSON writes `0.0`, `120.0` (compat/py-float-value.ts).
const CONFIG_FLOATS = [
  'embedding_check_threshold',
  'batch_timeout_seconds',
  'deep_judgment_fuzzy_match_threshold',
  'deep_judgment_rubric_fuzzy_match_threshold_default',
  'agentic_parsing_timeout',
  'request_timeout',
] as const
const MODEL_FLOATS = ['temperature', 'request_timeout', 'mcp_http_timeout', 'mcp_sse_read_timeout'] as const

function boxFloats(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  for (const key of keys) {
    const value = record[key]
    if (typeof value === 'number' && Number.isInteger(value)) record[key] = new PyFloat(value)
  }
  return record
}

/** A model config as Karenina's `model_dump(mode="json")` writes it: secrets masked, manual traces dropped. */
export function serializeModel(model: ModelConfig): Record<string, unknown> {
  return boxFloats(serializeModelConfig(model), MODEL_FLOATS)
}

/**
 * The JSON form of a config (Karenina's `model_dump(mode="json")`): `replay_store` and `skip_triples` left out,
 * `rubric_enabled` last, integral floats boxed as {@link PyFloat}; `compat` only when not `'default'` and
 * `agentic_tool_loop_judges` only when true (Python Karenina rejects both keys). A function search tool cannot be serialized and throws `ConfigError`.
 */
export function serializeVerificationConfig(config: VerificationConfig): Record<string, unknown> {
  const { replay_store: _store, skip_triples: _skip, compat, agentic_tool_loop_judges, rubric_enabled, ...rest } = config
  for (const key of ['deep_judgment_search_tool', 'deep_judgment_rubric_search_tool'] as const) {
    if (typeof rest[key] === 'function') throw new ConfigError(key, 'a function search tool cannot be serialized (use "tavily")')
  }
  const out: Record<string, unknown> = {
    ...rest,
    answering_models: rest.answering_models.map(serializeModel),
    parsing_models: rest.parsing_models.map(serializeModel),
    rubric_enabled,
  }
  if (compat !== 'default') out.compat = compat
  if (agentic_tool_loop_judges) out.agentic_tool_loop_judges = true
  return boxFloats(out, CONFIG_FLOATS)
}
