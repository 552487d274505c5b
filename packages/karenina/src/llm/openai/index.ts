import OpenAI from 'openai'
import type { ModelConfig } from '../../config/model-config.js'
import { ConfigError } from '../../errors/config-error.js'
import { extraKwarg, missingApiKey, providerAccount, providerRuntime, sdkClientOptions, type AdapterOptions } from '../adapter-options.js'
import type { ModelPorts } from '../ports.js'
import { providerModel, providerPorts } from '../provider-ports.js'
import { mapOpenAiError, openAiKit, type OpenAiContext, OpenAiEmbeddings } from './context.js'
import { withLeanResponsePromises } from './lean-response-promise.js'
import { nodeHttpFetch } from './node-http-fetch.js'
import { OpenAiBatchApi } from './batch.js'

/** Options of the OpenAI adapter. */
export interface OpenAiAdapterOptions extends AdapterOptions {
  /** A ready client (its own retries should be off: `maxRetries: 0`). @default a new `OpenAI` client */
  client?: OpenAI
}

/** OpenRouter's OpenAI-compatible base URL. */
export const OPENROUTER_BASE_URL = 'https://openrouter.ai/api/v1'

function resolveTarget(config: ModelConfig, options: AdapterOptions) {
  const missingKey = (provider: string, envVar: string, field: string): never => {
    throw missingApiKey(provider, config, envVar, field)
  }
  if (config.interface === 'openrouter') {
    const env = options.env ?? process.env
    const apiKey = options.apiKey ?? extraKwarg(config, 'api_key') ?? env['OPENROUTER_API_KEY'] ?? missingKey('openrouter', 'OPENROUTER_API_KEY', 'extra_kwargs.api_key')
    return { provider: 'openrouter', apiKey, baseURL: options.baseURL ?? extraKwarg(config, 'base_url') ?? OPENROUTER_BASE_URL }
  }
  // OpenAI and any OpenAI-compatible endpoint: the same settings, only the endpoint's base URL is required.
  const { apiKey, baseURL } = providerAccount('openai', config, options)
  if (config.interface === 'openai_endpoint') {
    if (!baseURL) throw new ConfigError('endpoint_base_url', `the openai_endpoint model "${config.model_name ?? ''}" needs a base URL (e.g. http://localhost:11434/v1)`)
    const keyHint = 'endpoint_api_key (any non-empty value for key-less servers)'
    return { provider: 'openai_endpoint', apiKey: apiKey ?? missingKey('openai_endpoint', 'OPENAI_API_KEY', keyHint), baseURL }
  }
  return { provider: 'openai', apiKey: apiKey ?? missingKey('openai', 'OPENAI_API_KEY', 'endpoint_api_key'), baseURL }
}

/**
 * The ports of an OpenAI-family model (`langchain` + openai, `openrouter`, `openai_endpoint`) over the
 * official SDK. The SDK's retries are off: Karenina's retry policy runs instead (per-category budgets,
 * `retry-after`, attempt log), around a process-wide limiter per provider + base URL + key.
 */
export function createOpenAiPorts(config: ModelConfig, options: OpenAiAdapterOptions = {}): Required<ModelPorts> {
  const target = resolveTarget(config, options)
  const runtime = providerRuntime(target.provider, config, options, target, (error, signal) => mapOpenAiError(error, signal, target.provider))
  // Node's fetch keeps each request's state alive until a full GC (see node-http-fetch.ts).
  const client = options.client ?? withLeanResponsePromises(new OpenAI(sdkClientOptions(target, runtime, options, options.fetch ?? nodeHttpFetch)))
  const openAiProper = target.provider === 'openai'
  const ctx: OpenAiContext = {
    client,
    runtime,
    ...providerModel(config, options),
    tokenParam: openAiProper ? 'max_completion_tokens' : 'max_tokens',
    sendTemperature: !(openAiProper && /^(o\d|gpt-5)/.test(config.model_name ?? '')),
    ownTransport: options.client === undefined && options.fetch === undefined,
  }
  if (options.batch) {
    if (target.provider === 'openrouter') throw new ConfigError('batch', `OpenRouter has no batch API: model "${config.model_name ?? ''}" cannot run in batch mode (batch mode: OpenAI, OpenAI-compatible endpoints that serve /v1/batches, Anthropic)`)
    const account = `${target.provider} ${target.baseURL ?? 'https://api.openai.com/v1'}`
    ctx.batch = { sink: options.batch, api: new OpenAiBatchApi(client, runtime, account) }
  }
  return { ...providerPorts(openAiKit(ctx)), embeddings: new OpenAiEmbeddings(ctx) }
}
