import { compareCodePoints } from '../compat/compare-code-points.js'

/**
 * Which model produced a result (Karenina's `ModelIdentity`, serialized snake_case): interface, model name,
 * the answering model's MCP tool names and an optional config id.
 */
export interface ModelIdentity {
  interface: string
  model_name: string
  /** MCP server names (answering role only). @default [] */
  tools?: readonly string[]
  /** The model config's id when it differs from the model name. @default null */
  config_id?: string | null
}

/** `interface:model_name:` + `config_id:` (if set) + sorted tools joined by `|` (spec 04 §2.1); hashed into result ids. */
export function modelCanonicalKey(identity: ModelIdentity): string {
  const config = identity.config_id ? `${identity.config_id}:` : ''
  const tools = [...(identity.tools ?? [])].sort(compareCodePoints).join('|')
  return `${identity.interface}:${identity.model_name}:${config}${tools}`
}

/** `interface:model_name` + ` (<config_id>)` + ` +[t1, t2]` (spec 04 §2.1); tools in stored order. */
export function modelDisplayString(identity: ModelIdentity): string {
  let out = `${identity.interface}:${identity.model_name}`
  if (identity.config_id) out += ` (${identity.config_id})`
  const tools = identity.tools ?? []
  if (tools.length > 0) out += ` +[${tools.join(', ')}]`
  return out
}
