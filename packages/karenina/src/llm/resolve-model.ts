import { INTERFACES, LANGCHAIN_PROVIDERS } from '../config/interfaces.js'
import { modelIdentityOf, type ModelConfig, type ModelConfigInput } from '../config/model-config.js'
import { toModelConfig, type ModelInput } from '../config/model-id.js'
import { aiSdkModelOf } from '../config/ai-sdk-model.js'
import { ConfigError } from '../errors/config-error.js'
import { extraKwarg, type AdapterOptions } from './adapter-options.js'
import type { ManualTraces } from '../trace/manual-traces.js'
import type { ModelPorts } from './ports.js'
import { deepAgentsProvider } from './langchain-deep-agents/chat-model.js'
import { resolveReplay, type ReplayOptions } from './replay/replay-mode.js'

/** Options of {@link resolveModel}. */
export interface ResolveModelOptions extends AdapterOptions {
  /** An `OpenAI` or `Anthropic` SDK client matching the model's adapter (its retries off). @default a new client */
  client?: unknown
  /** `'answering'` puts the model's MCP server names in its identity. @default 'answering' */
  role?: 'answering' | 'parsing'
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
  if (adapter === 'langchain_deep_agents') {
    deepAgentsProvider(config)
    return adapter
  }
  // Only a LanguageModel given in code in this process: a config or checkpoint file cannot construct one.
  if (adapter === 'ai_sdk') {
    aiSdkModelOf(config)
    return adapter
  }
  if (adapter !== 'by-provider') return adapter
  const provider = config.model_provider ?? ''
  if (!(LANGCHAIN_PROVIDERS as readonly string[]).includes(provider)) {
    throw new ConfigError('model_provider', `provider "${provider}" is not supported for interface ${config.interface} (supported: ${LANGCHAIN_PROVIDERS.join(', ')}; any OpenAI-compatible server: openai_endpoint)`)
  }
  return provider as AdapterName
}

async function livePorts(adapter: Exclude<AdapterName, 'manual'>, config: ModelConfig, options: ResolveModelOptions): Promise<ModelPorts> {
  // Dynamic imports: the core never loads an SDK it does not use.
  if (adapter === 'app') {
    const { createAppPorts } = await import('./app/app-ports.js')
    return createAppPorts(config)
  }
  if (adapter === 'openai') {
    const { createOpenAiPorts } = await import('./openai/index.js')
    return createOpenAiPorts(config, options as Parameters<typeof createOpenAiPorts>[1])
  }
  if (adapter === 'ai_sdk') {
    const { createAiSdkPorts } = await import('./ai-sdk/index.js')
    return createAiSdkPorts(config, options as Parameters<typeof createAiSdkPorts>[1])
  }
  if (adapter === 'claude_agent_sdk') {
    const { createClaudeAgentSdkPorts } = await import('./claude-agent-sdk/index.js')
    return createClaudeAgentSdkPorts(config, options as Parameters<typeof createClaudeAgentSdkPorts>[1])
  }
  if (adapter === 'langchain_deep_agents') {
    const { createLangchainDeepAgentsPorts } = await import('./langchain-deep-agents/index.js')
    return createLangchainDeepAgentsPorts(config, options as Parameters<typeof createLangchainDeepAgentsPorts>[1])
  }
  const { createAnthropicPorts } = await import('./anthropic/index.js')
  return createAnthropicPorts(config, options as Parameters<typeof createAnthropicPorts>[1])
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
  if (replay.mode === 'off') return livePorts(adapter, config, options)
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
    mode: replay.mode,
    cassette: replay.cassette,
    ...(replay.workspaces ? { workspaces: replay.workspaces } : {}),
    config,
    identity: modelIdentityOf(config, options.role ?? 'answering'),
    live: () => livePorts(adapter, config, options),
    secrets,
    hasAgent: true,
    hasEmbeddings: adapter === 'openai',
    // An app's answers are recorded like an agent's runs: a replayed run does not call the app.
    compat: options.compat ?? 'default',
  })
}
