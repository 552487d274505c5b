import { ConfigError } from '../errors/config-error.js'
import { aiSdkModelConfigFields, isAiSdkLanguageModel, type AiSdkLanguageModel } from './ai-sdk-model.js'
import { INTERFACES, isInterfaceName } from './interfaces.js'
import { parseModelConfig, type ModelConfig, type ModelConfigInput } from './model-config.js'

/**
 * Short model ids, accepted everywhere a user names a model. Grammar (whitespace around the id is ignored):
 *
 * ```text
 * model-id  = "manual"                                      ; pre-recorded answers
 *           | "openai_endpoint:" model "@" base-url         ; base-url starts with http:// or https://
 *           | ("langchain" | "langchain_deep_agents") ":" provider ":" model
 *           | interface ":" model                           ; openrouter, claude_tool, claude_agent_sdk, taskeval
 *           | provider ":" model                            ; = langchain:provider:model
 * provider  = a name without ":" that is not an interface   ; openai, anthropic, …
 * model     = any non-empty text (may contain ":", "/", "@")
 * ```
 *
 * Examples: `openai:gpt-4.1-mini` → `{interface: 'langchain', model_provider: 'openai', model_name: 'gpt-4.1-mini'}`;
 * `anthropic:claude-haiku-4-5`; `openrouter:meta-llama/llama-3.3-70b-instruct:free`;
 * `claude_tool:claude-sonnet-4-5`; `openai_endpoint:qwen2.5@http://localhost:11434/v1`; `manual`.
 * The config `id` is the model name, so the ModelIdentity display string is `interface:model_name`.
 */
export function parseModelId(modelId: string, overrides: Partial<ModelConfigInput> = {}): ModelConfig {
  return parseModelConfig({ ...modelIdFields(modelId), ...overrides })
}

/** A model as code may give it: a short id, a ModelConfig, or an AI SDK `LanguageModel` object. */
export type ModelInput = string | ModelConfigInput | AiSdkLanguageModel

/** A short id, a config input, a resolved config or an AI SDK model → a resolved {@link ModelConfig}. */
export function toModelConfig(model: ModelInput, overrides: Partial<ModelConfigInput> = {}): ModelConfig {
  if (typeof model === 'string') return parseModelId(model, overrides)
  if (isAiSdkLanguageModel(model)) return parseModelConfig({ ...aiSdkModelConfigFields(model), ...overrides })
  // Without overrides the config itself (an owned, already validated one is then returned as is).
  for (const _ in overrides) return parseModelConfig({ ...model, ...overrides })
  return parseModelConfig(model)
}

/** The short id of a config (inverse of {@link parseModelId} for the fields the grammar covers). */
export function formatModelId(config: ModelConfig): string {
  const name = config.model_name ?? ''
  switch (config.interface) {
    case 'manual':
      return 'manual'
    case 'openai_endpoint':
      return config.endpoint_base_url ? `openai_endpoint:${name}@${config.endpoint_base_url}` : `openai_endpoint:${name}`
    case 'langchain':
      return config.model_provider && !isInterfaceName(config.model_provider)
        ? `${config.model_provider}:${name}`
        : `langchain:${config.model_provider ?? ''}:${name}`
    case 'langchain_deep_agents':
      return `langchain_deep_agents:${config.model_provider ?? ''}:${name}`
    default:
      return `${config.interface}:${name}`
  }
}

function modelIdFields(raw: string): ModelConfigInput {
  const id = raw.trim()
  const bad = (problem: string): never => {
    throw new ConfigError(
      'model',
      `${JSON.stringify(raw)}: ${problem} (expected "provider:model" such as "openai:gpt-4.1-mini", ` +
        `"interface:model", "openai_endpoint:model@http://host/v1" or "manual")`,
    )
  }
  if (id === 'manual') return { interface: 'manual' }
  const colon = id.indexOf(':')
  if (colon <= 0 || colon === id.length - 1) return bad('missing provider or model')
  const head = id.slice(0, colon)
  const rest = id.slice(colon + 1)

  if (head === 'openai_endpoint') {
    const at = rest.search(/@https?:\/\//)
    if (at <= 0) return bad('openai_endpoint needs "model@http(s)://base-url"')
    return { interface: 'openai_endpoint', model_name: rest.slice(0, at), endpoint_base_url: rest.slice(at + 1) }
  }
  if (head === 'langchain' || head === 'langchain_deep_agents') {
    const second = rest.indexOf(':')
    if (second <= 0 || second === rest.length - 1) return bad(`${head} needs "${head}:provider:model"`)
    return { interface: head, model_provider: rest.slice(0, second), model_name: rest.slice(second + 1) }
  }
  if (head === 'manual') return bad('manual takes no model name')
  if (isInterfaceName(head)) {
    if (INTERFACES[head].requiresProvider) return bad(`${head} needs a provider`)
    return { interface: head, model_name: rest }
  }
  return { interface: 'langchain', model_provider: head, model_name: rest }
}
