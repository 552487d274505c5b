import Anthropic from '@anthropic-ai/sdk'
import type { ModelConfig } from '../../config/model-config.js'
import { missingApiKey, providerAccount, providerRuntime, sdkClientOptions, type AdapterOptions } from '../adapter-options.js'
import type { ModelPorts } from '../ports.js'
import { providerModel, providerPorts } from '../provider-ports.js'
import { anthropicKit, mapAnthropicError, type AnthropicContext } from './context.js'
import { AnthropicBatchApi } from './batch.js'

/** Options of the Anthropic adapter. */
export interface AnthropicAdapterOptions extends AdapterOptions {
  /** A ready client (its own retries should be off: `maxRetries: 0`). @default a new `Anthropic` client */
  client?: Anthropic
}

/**
 * The ports of an Anthropic model (`claude_tool`, `claude_agent_sdk`, `langchain` + anthropic) over the
 * official SDK, with the SDK's retries off in favour of Karenina's retry policy. No embeddings.
 */
export function createAnthropicPorts(config: ModelConfig, options: AnthropicAdapterOptions = {}): Omit<Required<ModelPorts>, 'embeddings'> {
  const { apiKey, baseURL } = providerAccount('anthropic', config, options)
  if (!apiKey && !options.client) throw missingApiKey('anthropic', config, 'ANTHROPIC_API_KEY', 'anthropic_api_key')
  const runtime = providerRuntime('anthropic', config, options, { baseURL, apiKey }, (error, signal) => mapAnthropicError(error, signal))
  const client = options.client ?? new Anthropic(sdkClientOptions({ apiKey: apiKey!, baseURL }, runtime, options))
  const ctx: AnthropicContext = { client, runtime, ...providerModel(config, options) }
  if (options.batch) ctx.batch = { sink: options.batch, api: new AnthropicBatchApi(client, runtime, `anthropic ${baseURL ?? 'https://api.anthropic.com'}`) }
  return providerPorts(anthropicKit(ctx))
}
