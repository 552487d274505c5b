import type { ModelConfig } from '../../config/model-config.js'
import { ConfigError } from '../../errors/config-error.js'
import { DEFAULT_REQUEST_TIMEOUT_SECONDS, missingApiKey, providerAccount, type AdapterOptions } from '../adapter-options.js'

/** Providers the `langchain_deep_agents` interface runs here. */
export const DEEP_AGENTS_PROVIDERS = ['openai', 'anthropic'] as const

/** A supported provider. */
export type DeepAgentsProvider = (typeof DEEP_AGENTS_PROVIDERS)[number]

/** The config's `model_provider`, checked: a ConfigError names the field and the supported values. */
export function deepAgentsProvider(config: ModelConfig): DeepAgentsProvider {
  const provider = config.model_provider ?? ''
  if (!(DEEP_AGENTS_PROVIDERS as readonly string[]).includes(provider)) {
    throw new ConfigError('model_provider', `provider "${provider}" is not supported for interface langchain_deep_agents (supported: ${DEEP_AGENTS_PROVIDERS.join(', ')})`)
  }
  return provider as DeepAgentsProvider
}

/**
 * The account of the agent's chat model, resolved as the OpenAI adapter (`endpoint_api_key`,
 * `endpoint_base_url`, `extra_kwargs.api_key/base_url`, OPENAI_API_KEY) or the Anthropic adapter
 * (`anthropic_api_key`, `anthropic_base_url`, ANTHROPIC_API_KEY) resolves it.
 */
export function deepAgentsAccount(config: ModelConfig, options: AdapterOptions) {
  const provider = deepAgentsProvider(config)
  const { apiKey, baseURL } = providerAccount(provider, config, options)
  if (!apiKey) {
    const [envVar, field] = provider === 'openai' ? ['OPENAI_API_KEY', 'endpoint_api_key'] : ['ANTHROPIC_API_KEY', 'anthropic_api_key']
    throw missingApiKey('langchain_deep_agents', config, envVar, field)
  }
  return { provider, apiKey, baseURL }
}

/** Where the deep agent's chat model sends its calls: the same account the openai / anthropic adapters use. */
export type DeepAgentsAccount = ReturnType<typeof deepAgentsAccount>

/**
 * The fields of `ChatOpenAI` / `ChatAnthropic` for the account. The client's own retries are Karenina's
 * `agent_middleware.model_retry.max_retries` (default 2), as Python's model-retry middleware. As our
 * Anthropic adapter, no temperature is sent to Anthropic (current models reject it).
 */
export function chatModelFields(config: ModelConfig, account: DeepAgentsAccount, options: AdapterOptions): Record<string, unknown> {
  const timeout = options.timeoutMs ?? (config.request_timeout ?? DEFAULT_REQUEST_TIMEOUT_SECONDS) * 1000
  const maxRetries = config.agent_middleware?.model_retry?.max_retries ?? 2
  const common = { model: config.model_name, apiKey: account.apiKey, maxTokens: config.max_tokens, maxRetries }
  if (account.provider === 'openai') {
    return {
      ...common,
      temperature: config.temperature,
      useResponsesApi: false,
      timeout,
      configuration: {
        ...(account.baseURL === undefined ? {} : { baseURL: account.baseURL }),
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.headers ? { defaultHeaders: options.headers } : {}),
      },
    }
  }
  return {
    ...common,
    ...(account.baseURL === undefined ? {} : { anthropicApiUrl: account.baseURL }),
    clientOptions: { timeout, ...(options.fetch ? { fetch: options.fetch } : {}), ...(options.headers ? { defaultHeaders: options.headers } : {}) },
  }
}
