import type { CompatMode } from '../compat/compat-mode.js'
import type { AdapterOptions } from './adapter-options.js'
import { modelIdentityOf, type ModelConfig } from '../config/model-config.js'
import { modelDisplayString, type ModelIdentity } from '../config/model-identity.js'
import { runAgentLoop } from './agent-loop.js'
import { runParserLadder, type ParserBackend } from './parser-ladder.js'
import type { AgentPort, AgentTool, CallOptions, ChatMessage, LlmPort, ParseRequest, ParserPort, PortCapabilities } from './ports.js'
import { isUsageEmpty, type CallUsage } from './usage.js'

/** Per-call overrides of the model config for one model call. */
export interface TurnParams {
  temperature?: number
  maxTokens?: number
  /** The agent's tools, declared to the model; their calls come back to Karenina's loop. */
  tools?: readonly AgentTool[]
}

/** One model reply, as the chat, judge and agent ports read it. */
export interface ProviderTurn {
  message: ChatMessage
  usage: CallUsage
  finishReason?: string | null | undefined
}

/** The model an adapter serves, as every adapter's context and kit hold it. */
export interface ProviderModel {
  config: ModelConfig
  identity: ModelIdentity
  /** ModelIdentity display string, the `model` of usage records. */
  display: string
  compat: CompatMode
}

/** The model of `config` as an adapter serves it; an `'answering'` role (the default) puts its MCP server names in the identity. */
export function providerModel(config: ModelConfig, options: Pick<AdapterOptions, 'role' | 'compat'>): ProviderModel {
  const identity = modelIdentityOf(config, options.role ?? 'answering')
  return { config, identity, display: modelDisplayString(identity), compat: options.compat ?? 'default' }
}

/**
 * What a provider adapter (OpenAI, Anthropic, AI SDK) supplies: one model call through its SDK and, when the
 * provider has any, native structured output. The ports over it are the same for every provider.
 */
export interface ProviderKit extends ProviderModel {
  turn(messages: readonly ChatMessage[], params: TurnParams, options: CallOptions): Promise<ProviderTurn>
  /** The provider's structured output for this judge request, or undefined when the schema goes through the prompt. */
  native(request: ParseRequest<unknown>): ParserBackend['native']
}

/** A schema name as OpenAI's `json_schema.name` and Anthropic's tool names take it: `^[a-zA-Z0-9_-]{1,64}$`. */
export function providerSchemaName(name: string): string {
  const cleaned = name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64)
  return cleaned === '' ? 'Answer' : cleaned
}

/** Every provider port takes a system prompt and structured output, and answers in one piece. */
const CAPABILITIES: PortCapabilities = {
  supportsSystemPrompt: true,
  supportsStructuredOutput: true,
  supportsStreaming: false,
}

/**
 * The chat port, the judge (native structured output, then the shared retry ladder on the reply text) and the
 * tool-loop agent (Karenina's loop runs the tools with its limits, retries per model call and trace) of a provider.
 */
export function providerPorts(kit: ProviderKit): { llm: LlmPort; parser: ParserPort; agent: AgentPort } {
  const { identity } = kit
  const llm: LlmPort = {
    identity,
    capabilities: CAPABILITIES,
    async invoke(request, options = {}) {
      const turn = await kit.turn(request.messages, { temperature: request.temperature, maxTokens: request.maxTokens }, options)
      const { usage, finishReason } = turn
      return { content: turn.message.content, usage, usageUnavailable: isUsageEmpty(usage), ...(finishReason ? { finishReason } : {}) }
    },
  }
  const parser: ParserPort = {
    identity,
    capabilities: CAPABILITIES,
    parse(request, options = {}) {
      const native = kit.native(request)
      const backend: ParserBackend = {
        ...(native === undefined ? {} : { native }),
        plain: async (messages, opts) => {
          const { message, usage } = await kit.turn(messages, { temperature: request.temperature }, opts)
          return { text: message.content, usage }
        },
      }
      return runParserLadder(backend, request, { maxRetries: kit.config.max_retries, compat: kit.compat }, options)
    },
  }
  const agent: AgentPort = {
    identity,
    run: (request, options) => runAgentLoop(kit, request, options),
  }
  return { llm, parser, agent }
}

