import type { LanguageModel } from 'ai'
import { aiSdkModelOf } from '../../config/ai-sdk-model.js'
import type { ModelConfig } from '../../config/model-config.js'
import { modelDisplayString } from '../../config/model-identity.js'
import { modelIdentityOf } from '../../config/model-config.js'
import { providerRuntime, type AdapterOptions } from '../adapter-options.js'
import type { ModelPorts } from '../ports.js'
import { providerPorts } from '../provider-ports.js'
import { aiSdkKit, loadAi, type AiSdkContext } from './context.js'

/** Options of the AI SDK adapter (the model's own provider settings — key, base URL, fetch — stay the user's). */
export interface AiSdkAdapterOptions extends AdapterOptions {
  /** `'answering'` puts the MCP server names in the identity. @default 'answering' */
  role?: 'answering' | 'parsing'
}

/**
 * The ports of an AI SDK `LanguageModel` given in code (interface `ai_sdk`): chat, judge (structured output)
 * and tool-loop agent over `generateText`, with Karenina's retry policy (the AI SDK's retries off), the
 * process-wide limiter of the provider, per-request timeouts and usage in Karenina's shape. `ai` is loaded
 * on first use (optional peer).
 */
export async function createAiSdkPorts(config: ModelConfig, options: AiSdkAdapterOptions = {}): Promise<ModelPorts> {
  const model = aiSdkModelOf(config)
  const ai = await loadAi()
  // The limiter is per AI SDK provider (`openai.chat`, `anthropic.messages`, …): its key and base URL are inside the model.
  const runtime = providerRuntime(`ai_sdk:${model.provider}`, config, options, { baseURL: undefined, apiKey: undefined }, (error) => error)
  const identity = modelIdentityOf(config, options.role ?? 'answering')
  const ctx: AiSdkContext = {
    ai,
    model: model as unknown as LanguageModel,
    runtime,
    config,
    identity,
    display: modelDisplayString(identity),
    compat: options.compat ?? 'default',
  }
  return providerPorts(aiSdkKit(ctx))
}
