import { INTERFACES, LANGCHAIN_PROVIDERS } from '../config/interfaces.js'
import { modelIdentityOf, type ModelConfig, type ModelConfigInput } from '../config/model-config.js'
import { toModelConfig, type ModelInput } from '../config/model-id.js'
import { aiSdkModelOf } from '../config/ai-sdk-model.js'
import { ConfigError } from '../errors/config-error.js'
import { extraKwarg, type AdapterOptions } from './adapter-options.js'
import type { ManualTraces } from '../trace/manual-traces.js'
import type { ModelPorts } from './ports.js'
import type { OpenAiAdapterOptions } from './openai/index.js'
import type { AnthropicAdapterOptions } from './anthropic/index.js'
import { deepAgentsProvider } from './langchain-deep-agents/chat-model.js'
import { resolveReplay, type ReplayOptions } from './replay/replay-mode.js'

/** Options of {@link resolveModel}. */
export interface ResolveModelOptions extends AdapterOptions {
  /** An `OpenAI` or `Anthropic` SDK client matching the model's adapter (its retries off). @default a new client */
  client?: unknown
  /** Record/replay cassette. @default env KARENINA_REPLAY / KARENINA_REPLAY_CASSETTE, else off */
  replay?: ReplayOptions
  /** Pre-recorded answers for the `manual` interface (keyed by question id or MD5 of the question text). */
  manualTraces?: ManualTraces
  /** Fields applied on top of the model (e.g. `{ temperature: 0 }`). */
  overrides?: Partial<ModelConfigInput>
}

type AdapterName = 'openai' | 'anthropic' | 'ai_sdk' | 'claude_agent_sdk' | 'langchain_deep_agents' | 'manual' | 'app'

/** Which TS adapter serves a config; unsupported interfaces and providers throw ConfigError naming them. */
export function adapterFor(config: ModelConfig): AdapterName {
  const adapter = INTERFACES[config.interface].adapter
  if (adapter === null) {
    throw new ConfigError('interface', `interface "${config.interface}" has no TypeScript implementation (runnable: langchain with openai/anthropic, ai_sdk (an AI SDK model in code), openrouter, openai_endpoint, claude_tool, claude_agent_sdk, langchain_deep_agents with openai/anthropic, manual)`)
  }
  // Each throws when its adapter cannot serve the config: the deep agent's provider; for ai_sdk, only a
  // LanguageModel given in code in this process (a config or checkpoint file cannot construct one).
  if (adapter === 'langchain_deep_agents') deepAgentsProvider(config)
  if (adapter === 'ai_sdk') aiSdkModelOf(config)
  if (adapter !== 'by-provider') return adapter
  const provider = config.model_provider ?? ''
  if (!(LANGCHAIN_PROVIDERS as readonly string[]).includes(provider)) {
    throw new ConfigError('model_provider', `provider "${provider}" is not supported for interface ${config.interface} (supported: ${LANGCHAIN_PROVIDERS.join(', ')}; any OpenAI-compatible server: openai_endpoint)`)
  }
  return provider as AdapterName
}

// Each adapter's module is loaded on first use: the core never loads an SDK it does not use.
const LIVE_PORTS: Record<Exclude<AdapterName, 'manual'>, (config: ModelConfig, options: ResolveModelOptions) => Promise<ModelPorts>> = {
  app: async (config) => (await import('./app/app-ports.js')).createAppPorts(config),
  openai: async (config, options) => (await import('./openai/index.js')).createOpenAiPorts(config, options as OpenAiAdapterOptions),
  anthropic: async (config, options) =>
    (await import('./anthropic/index.js')).createAnthropicPorts(config, options as AnthropicAdapterOptions),
  ai_sdk: async (config, options) => (await import('./ai-sdk/index.js')).createAiSdkPorts(config, options),
  claude_agent_sdk: async (config, options) =>
    (await import('./claude-agent-sdk/index.js')).createClaudeAgentSdkPorts(config, options as AnthropicAdapterOptions),
  langchain_deep_agents: async (config, options) =>
    (await import('./langchain-deep-agents/index.js')).createLangchainDeepAgentsPorts(config, options),
}

/**
 * Resolves a model (short id such as `openai:gpt-4.1-mini`, a ModelConfig, or an AI SDK `LanguageModel`) to its ports, loading the
 * provider module lazily. With a cassette (`KARENINA_REPLAY`), calls are recorded or replayed; replay
 * needs neither network nor key.
 * @example
 * const { parser } = await resolveModel('anthropic:claude-haiku-4-5', { concurrency: 8 })
 */
export async function resolveModel(model: ModelInput, options: ResolveModelOptions = {}): Promise<ModelPorts> {
  const overrides = { ...options.overrides, ...(options.manualTraces ? { manual_traces: options.manualTraces } : {}) }
  const config = toModelConfig(model, overrides)
  const adapter = adapterFor(config)
  if (adapter === 'manual') {
    const { createManualPorts } = await import('./manual/index.js')
    return createManualPorts(config)
  }
  const env = options.env ?? process.env
  const replay = resolveReplay(options.replay, env)
  if (replay.mode === 'off') return LIVE_PORTS[adapter](config, options)
  const { withReplay } = await import('./replay/replay-ports.js')
  const secrets = [
    options.apiKey,
    config.endpoint_api_key,
    config.anthropic_api_key,
    extraKwarg(config, 'api_key'),
    env['OPENAI_API_KEY'],
    env['ANTHROPIC_API_KEY'],
    env['OPENROUTER_API_KEY'],
  ].filter((s): s is string => typeof s === 'string' && s !== '')
  return withReplay({
    ...replay,
    config,
    identity: modelIdentityOf(config, options.role ?? 'answering'),
    live: () => LIVE_PORTS[adapter](config, options),
    secrets,
    // An app's answers are recorded like an agent's runs: a replayed run does not call the app.
    hasAgent: true,
    hasEmbeddings: adapter === 'openai',
    compat: options.compat ?? 'default',
  })
}
