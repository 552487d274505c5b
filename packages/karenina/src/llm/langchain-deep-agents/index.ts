import type { ModelConfig } from '../../config/model-config.js'
import { accountLimiter, type AdapterOptions } from '../adapter-options.js'
import type { ModelPorts } from '../ports.js'
import { providerModel } from '../provider-ports.js'
import { DeepAgentsAgent } from './agent.js'
import { chatModelFields, deepAgentsAccount } from './chat-model.js'

/** Options of the langchain_deep_agents adapter (`client` is the OpenAI / Anthropic client of the chat and judge calls). */
export interface LangchainDeepAgentsOptions extends AdapterOptions {
  client?: unknown
}

/**
 * The ports of a `langchain_deep_agents` model: the agent is a LangChain deep agent (`deepagents`, its chat
 * model `ChatOpenAI` or `ChatAnthropic` on the config's endpoint and key, file tools confined to the
 * workspace); plain calls and the structured judge go through our OpenAI / Anthropic adapter to the same
 * endpoint and key. `model_provider` must be `openai` or `anthropic`.
 */
export async function createLangchainDeepAgentsPorts(config: ModelConfig, options: LangchainDeepAgentsOptions = {}): Promise<Omit<Required<ModelPorts>, 'embeddings'>> {
  const account = deepAgentsAccount(config, options)
  // Dynamic imports: an anthropic deep agent never loads the OpenAI SDK, and the reverse.
  const { llm, parser } =
    account.provider === 'openai'
      ? (await import('../openai/index.js')).createOpenAiPorts(config, options as Parameters<typeof import('../openai/index.js').createOpenAiPorts>[1])
      : (await import('../anthropic/index.js')).createAnthropicPorts(config, options as Parameters<typeof import('../anthropic/index.js').createAnthropicPorts>[1])
  const agent = new DeepAgentsAgent({
    ...providerModel(config, options),
    account,
    chatFields: chatModelFields(config, account, options),
    // One run holds one slot of the account's limiter (the judge's key): the agent's model calls are sequential.
    limiter: accountLimiter(account.provider, account, options),
  })
  return { llm, parser, agent }
}
