/**
 * The ports through which Karenina talks to models (spec 05 §2.2, adapted per 00-index A5). Providers are
 * thin adapters behind these interfaces; nothing provider-specific crosses them. Every call takes
 * `{ signal }`, which reaches the SDK request.
 */
import type { ProviderAttempt } from '../errors/provider-error.js'
import type { ParseAttemptRecord } from '../errors/parse-failure-error.js'
import type { ModelIdentity } from '../config/model-identity.js'
import type { AgentMetrics, CallUsage } from './usage.js'
import type { ChatMessage, QuestionRef, ToolCall } from '../trace/chat-message-schema.js'

export type { ChatMessage, QuestionRef, ToolCall }

/** A JSON Schema object (draft 2020-12 style, as zod's `toJSONSchema` or a template's `judgeSchema()` emits). */
export type JsonSchema = { [key: string]: unknown }

/** Options of every port call. */
export interface CallOptions {
  /** Cancels the call, down to the HTTP request; an aborted call is never retried. */
  signal?: AbortSignal
  /** Called before each transport retry (for the result's `retry_counts`). */
  onRetry?: (attempt: ProviderAttempt) => void
  /**
   * Called when an HTTP attempt starts (its concurrency slot acquired); the returned function is called
   * when it ends. Lets a caller say which call is waiting and for how long.
   */
  onAttempt?: (attempt: { attempt: number; timeoutMs: number | undefined }) => (() => void) | void
}

/** What an adapter can do (Karenina port capabilities). */
export interface PortCapabilities {
  /** @default true */
  supportsSystemPrompt: boolean
  supportsStructuredOutput: boolean
  supportsStreaming: boolean
}

/** One chat completion request. */
export interface ChatRequest {
  messages: readonly ChatMessage[]
  /** @default the model config's `temperature` */
  temperature?: number
  /** @default the model config's `max_tokens` */
  maxTokens?: number
  question?: QuestionRef
}

/** A chat completion. */
export interface ChatResult {
  content: string
  usage: CallUsage
  /** True when the provider reported no usage (Karenina `usage_unavailable`). */
  usageUnavailable: boolean
  /** Normalized finish reason (`stop`, `length`, `tool_calls`, …) when the provider gave one. */
  finishReason?: string
}

/** Chat messages → text + usage (Karenina `LLMPort.invoke`). */
export interface LlmPort {
  readonly identity: ModelIdentity
  readonly capabilities: PortCapabilities
  invoke(request: ChatRequest, options?: CallOptions): Promise<ChatResult>
}

/** A structured judge call: fill `schema` from the conversation and validate the result. */
export interface ParseRequest<T> {
  /** The assembled parsing prompt (system + user). */
  messages: readonly ChatMessage[]
  /** The JSON Schema the judge must fill (e.g. `template.judgeSchema()`). */
  schema: JsonSchema
  /** Name used for the provider's schema/tool name and in errors. @default schema.title ?? 'Answer' */
  schemaName?: string
  /**
   * Validates (and laxly coerces) the judge's JSON value; throws with a readable message when invalid.
   * Text replies are parsed with Python `json.loads` semantics, so a number written `5.0` arrives as a
   * `PyFloat` box (compat/py-float-value.ts), as Karenina's lax validation expects.
   */
  validate: (raw: unknown) => T
  /** @default the model config's `temperature` */
  temperature?: number
  question?: QuestionRef
}

/** A filled, validated judge object. */
export interface ParseResult<T> {
  value: T
  /** The JSON value the judge produced, before validation. */
  raw: unknown
  /** Summed usage of every call of the ladder. */
  usage: CallUsage
  usageUnavailable: boolean
  /** Every call of the retry ladder, the accepted one last. */
  attempts: readonly ParseAttemptRecord[]
}

/**
 * Free text + JSON Schema + validator → validated object (Karenina `ParserPort`). A judge that never
 * produces a valid object throws `ParseFailureError` (a parse failure, never a wrong answer).
 */
export interface ParserPort {
  readonly identity: ModelIdentity
  readonly capabilities: PortCapabilities
  parse<T>(request: ParseRequest<T>, options?: CallOptions): Promise<ParseResult<T>>
}

/** A tool the agent may call: a plain function with JSON-Schema parameters (see `defineTool`). */
export interface AgentTool {
  name: string
  description: string
  parameters: JsonSchema
  /** Runs the tool; the result is sent back as text (non-strings as JSON). A throw becomes an error result. */
  execute(input: Record<string, unknown>, options: { signal?: AbortSignal }): Promise<unknown>
}

/**
 * Tools that are only loaded when the agent really runs (e.g. an MCP server's, listed over the network), so
 * a replayed run needs no server: `identity` stands for them in cassette keys.
 */
export interface DeferredTools {
  /** What the tools are, independent of where they live (e.g. MCP server names, tool filter, overrides). */
  identity: Record<string, unknown>
  load(): Promise<readonly AgentTool[]>
}

/** One agent run. */
export interface AgentRequest {
  messages: readonly ChatMessage[]
  tools: readonly AgentTool[]
  /** Offered after `tools`, loaded when the run starts. @default none */
  deferredTools?: DeferredTools
  /** Model calls allowed before stopping with `recursionLimitReached`. @default config `agent_middleware.limits.model_call_limit`, else 25 */
  maxTurns?: number
  /** Tool calls allowed in the run. @default config `agent_middleware.limits.tool_call_limit`, else unlimited */
  maxToolCalls?: number
  /** @default the model config's `temperature` */
  temperature?: number
  question?: QuestionRef
  /** The task's replicate (1-based; null with one replicate). Handed to an app answerer and part of its cassette key. @default null */
  replicate?: number | null
  /**
   * The directory the agent works in (Karenina `AgentConfig.workspace_path`): a deep agent's `cwd`
   * (`claude_agent_sdk`). Tool-loop agents ignore it; give them `workspaceTools(dir)`. @default a fresh empty directory
   */
  workspacePath?: string
}

/** The outcome of an agent run; the trace is kept when the turn limit is hit. */
export interface AgentResult {
  /** Text of the last assistant message. */
  finalResponse: string
  /** Harmonized trace string (spec 02 §6.1). */
  rawTrace: string
  /** Messages produced by the run (assistant and tool messages), in Karenina's dict form. */
  traceMessages: ChatMessage[]
  usage: CallUsage
  usageUnavailable: boolean
  /** Model calls made. */
  turns: number
  /** Karenina `recursion_limit_reached`. */
  recursionLimitReached: boolean
  /** Karenina `agent_metrics` (spec 04 §2.5). */
  agentMetrics: AgentMetrics
}

/** A tool-using loop with a turn limit (Karenina `AgentPort`, tier `tool_loop`). */
export interface AgentPort {
  readonly identity: ModelIdentity
  run(request: AgentRequest, options?: CallOptions): Promise<AgentResult>
}

/** Embedding request. */
export interface EmbedRequest {
  texts: readonly string[]
  /** Output dimensions, for models that support them. */
  dimensions?: number
}

/** Embedding vectors, one per text, in order. */
export interface EmbedResult {
  vectors: number[][]
  usage: CallUsage
}

/** Texts → vectors (used by the embedding check, 00-index A3). */
export interface EmbeddingPort {
  readonly identity: ModelIdentity
  embed(request: EmbedRequest, options?: CallOptions): Promise<EmbedResult>
}

/** The ports of one model, as `resolveModel` returns them. */
export interface ModelPorts {
  llm: LlmPort
  parser: ParserPort
  agent?: AgentPort
  embeddings?: EmbeddingPort
}
