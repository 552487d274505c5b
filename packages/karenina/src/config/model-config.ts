import { z } from 'zod'
import { compareCodePoints } from '../compat/compare-code-points.js'
import { AI_SDK_MODEL_KWARG } from './ai-sdk-model.js'
import { ManualTracesSchema } from '../trace/manual-traces.js'
import { McpServerEntrySchema } from './mcp-server-spec.js'
import type { ModelIdentity } from './model-identity.js'
import { configErrorFromZod } from './config-issues.js'
import { INTERFACES, isInterfaceName, type InterfaceName } from './interfaces.js'
import { RetryPolicySchema } from './retry-policy.js'

// Interfaces that may carry `anthropic_base_url` / `anthropic_api_key` (spec 05 §2.1).
const ANTHROPIC_FIELD_INTERFACES = new Set(['claude_agent_sdk', 'claude_tool', 'langchain', 'langchain_deep_agents'])
const LANGCHAIN_FAMILY = new Set(['langchain', 'langchain_deep_agents'])

/** Masked form of secrets in serialized configs (Karenina's `SecretStr`). */
export const SECRET_MASK = '**********'

const nullableString = z.string().nullable().default(null)

/**
 * Karenina's `AgentMiddlewareConfig` (spec 05 §2.1; LangChain middleware in Python). Accepted verbatim;
 * the TS agent loop honours `limits.model_call_limit` (max turns) and `limits.tool_call_limit`.
 */
export const AgentMiddlewareSchema = z.strictObject({
  limits: z
    .strictObject({
      model_call_limit: z.int().min(1).default(25),
      tool_call_limit: z.int().min(1).default(50),
      exit_behavior: z.enum(['end', 'continue']).default('end'),
    })
    .prefault({}),
  model_retry: z
    .strictObject({
      max_retries: z.int().min(0).default(2),
      backoff_factor: z.number().default(2.0),
      initial_delay: z.number().default(2.0),
      max_delay: z.number().default(10.0),
      jitter: z.boolean().default(true),
      on_failure: z.enum(['continue', 'raise']).default('continue'),
    })
    .prefault({}),
  tool_retry: z
    .strictObject({
      max_retries: z.int().min(0).default(3),
      backoff_factor: z.number().default(2.0),
      initial_delay: z.number().default(1.0),
      on_failure: z.enum(['return_message', 'raise']).default('return_message'),
    })
    .prefault({}),
  summarization: z
    .strictObject({
      enabled: z.boolean().default(true),
      model: z.string().nullable().default(null),
      trigger_fraction: z.number().default(0.8),
      trigger_tokens: z.int().nullable().default(null),
      keep_messages: z.int().default(20),
    })
    .prefault({}),
  prompt_caching: z
    .strictObject({
      enabled: z.boolean().default(true),
      ttl: z.enum(['5m', '1h']).default('5m'),
      min_messages_to_cache: z.int().default(0),
      unsupported_model_behavior: z.enum(['ignore', 'warn', 'raise']).default('warn'),
    })
    .prefault({}),
})

/** Karenina's `agent_runtime` (sandbox settings of deep agents; accepted, not used by the TS tool loop). */
export const AgentRuntimeSchema = z.strictObject({
  backend: z.enum(['native', 'filesystem', 'container', 'docker', 'local_shell']).nullable().default(null),
  access_mode: z.enum(['read_write', 'read_only']).default('read_write'),
  sandbox_enabled: z.boolean().default(true),
  container_runtime: z.enum(['docker', 'singularity', 'apptainer']).default('docker'),
  container_image: z.string().nullable().default(null),
  container_network: z.enum(['bridge', 'none']).default('bridge'),
  container_add_hosts: z.array(z.string()).default([]),
  read_max_bytes: z.int().positive().nullable().default(null),
})

/**
 * Karenina's `ModelConfig` (spec 05 §2.1), snake_case as serialized; extra keys are rejected. One
 * divergence: a missing `id` defaults to `model_name` (Python requires it; the ModelIdentity is the same).
 */
export const ModelConfigSchema = z
  .strictObject({
    id: nullableString,
    model_provider: nullableString,
    model_name: nullableString,
    /** @default 0.1 */
    temperature: z.number().default(0.1),
    /** @default 16384 */
    max_tokens: z.int().positive().default(16384),
    /** A registered interface (config/interfaces.ts). @default 'langchain' */
    interface: z.string().default('langchain'),
    system_prompt: nullableString,
    /** Parser feedback retries (spec 06 §8.4). Transport retries follow `retry_policy`. @default 2 */
    max_retries: z.int().min(0).default(2),
    /** `{server name: URL}` (Streamable HTTP); karenina-ts also takes a stdio server `{ command, args?, env?, cwd? }`. */
    mcp_urls_dict: z.record(z.string().min(1, 'a server name must not be empty'), McpServerEntrySchema).nullable().default(null),
    mcp_tool_filter: z.array(z.string()).nullable().default(null),
    mcp_tool_description_overrides: z.record(z.string(), z.string()).nullable().default(null),
    /** Seconds for connecting and listing tools. @default null (30 s) */
    mcp_http_timeout: z.number().positive().nullable().default(null),
    /** Seconds a tool call may take. @default null (300 s) */
    mcp_sse_read_timeout: z.number().positive().nullable().default(null),
    /** Base URL of an OpenAI-compatible endpoint (`openai_endpoint`; also honoured by `langchain`+openai). */
    endpoint_base_url: nullableString,
    /** Secret; serialized as `**********`. */
    endpoint_api_key: nullableString,
    anthropic_base_url: nullableString,
    /** Secret; serialized as `**********`. */
    anthropic_api_key: nullableString,
    agent_runtime: AgentRuntimeSchema.nullable().default(null),
    extra_kwargs: z.record(z.string(), z.unknown()).nullable().default(null),
    /** Pre-recorded answers of the `manual` interface; excluded from serialization. */
    manual_traces: ManualTracesSchema.nullable().default(null),
    /**
     * The function of the `app` interface (karenina-ts): the user's app answering each question (`defineAnswerer`).
     * Code only: a file cannot hold a function. Excluded from serialization.
     */
    answerer: z.custom<AnswererSlot>((v) => typeof v === 'function', 'expected a function (question, context) => answer').nullable().default(null),
    agent_middleware: AgentMiddlewareSchema.nullable().default(null),
    max_context_tokens: z.int().nullable().default(null),
    /** Seconds. @default null (→ 180 s for answer generation) */
    agent_timeout: z.int().nullable().default(null),
    /** Seconds per request. */
    request_timeout: z.number().positive().nullable().default(null),
    retry_policy: RetryPolicySchema.nullable().default(null),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (!isInterfaceName(c.interface)) {
      issue('interface', `unknown interface ${JSON.stringify(c.interface)} (expected one of ${Object.keys(INTERFACES).join(', ')})`)
      return
    }
    if (c.interface === 'manual') {
      if (c.manual_traces === null) issue('manual_traces', 'the manual interface needs pre-recorded traces')
      if (c.mcp_urls_dict !== null) issue('mcp_urls_dict', 'the manual interface cannot use MCP servers')
    } else if (c.interface === 'app') {
      if (c.answerer === null) issue('answerer', 'the app interface needs the answering function, given in code (defineAnswerer) or with the CLI flag --answerer')
      if (!c.model_name) issue('model_name', "the app interface needs a name (the model name in results), e.g. 'support-bot'")
      for (const key of ['mcp_urls_dict', 'manual_traces', 'agent_runtime'] as const)
        if (c[key] !== null) issue(key, 'not allowed for interface app: your app brings its own tools and runtime')
    } else if (c.interface !== 'taskeval' && !c.model_name) {
      issue('model_name', `required for interface ${c.interface}`)
    }
    if (c.answerer !== null && c.interface !== 'app') issue('answerer', `only the app interface takes an answering function (interface is ${c.interface})`)
    if (INTERFACES[c.interface].requiresProvider && !c.model_provider)
      issue('model_provider', `required for interface ${c.interface} (e.g. "openai", "anthropic")`)
    for (const key of ['anthropic_base_url', 'anthropic_api_key'] as const) {
      if (c[key] === null) continue
      if (!ANTHROPIC_FIELD_INTERFACES.has(c.interface)) issue(key, `not allowed for interface ${c.interface}`)
      else if (LANGCHAIN_FAMILY.has(c.interface) && c.model_provider !== 'anthropic')
        issue(key, `needs model_provider "anthropic" for interface ${c.interface}`)
      const duplicate = key === 'anthropic_base_url' ? 'base_url' : 'api_key'
      if (c.extra_kwargs && Object.hasOwn(c.extra_kwargs, duplicate))
        issue(key, `duplicates extra_kwargs.${duplicate}; set only one`)
    }
  })
  .transform((c) => {
    const manual = c.interface === 'manual'
    const model_name = c.model_name ?? (manual ? 'manual' : null)
    return { ...c, interface: c.interface as InterfaceName, model_name, id: c.id ?? (manual ? 'manual' : model_name) }
  })

/** The slot of an `app` model's function; its precise type is `AnswerFunction` (llm/app/answerer.ts), which config may not import. */
// `never`: a function's parameters are contravariant, so every AnswerFunction fits.
export type AnswererSlot = (question: string, context: never) => unknown

/** A model config as users write it (every key but the model optional). */
export type ModelConfigInput = z.input<typeof ModelConfigSchema>
/** A resolved model config. */
export type ModelConfig = z.output<typeof ModelConfigSchema>

/** Validates a model config; a problem throws `ConfigError` naming the key (`model_config.interface`). */
export function parseModelConfig(input: ModelConfigInput, subject = 'model_config'): ModelConfig {
  if (OWNED.has(input)) return input as ModelConfig
  const result = ModelConfigSchema.safeParse(input, { reportInput: true })
  if (result.success) return result.data
  throw configErrorFromZod(result.error, subject, undefined, ModelConfigSchema)
}

// Configs validated by a run for its own tasks and never handed to users: validating one again returns it as
// is (the batch would otherwise run the schema three times per task, most of a task's CPU beside the SDK's).
const OWNED = new WeakSet<object>()

/** {@link parseModelConfig}, for a config only the caller holds: later parses of the result return it as is. */
export function parseOwnedModelConfig(input: ModelConfigInput, subject = 'model_config'): ModelConfig {
  const config = parseModelConfig(input, subject)
  OWNED.add(config)
  return config
}

/**
 * The serialized form: secrets masked, `manual_traces` and an app's `answerer` function dropped (as Karenina dumps
 * it), and an AI SDK model's in-process reference left out (it means nothing outside this process and changes every run).
 */
export function serializeModelConfig(config: ModelConfig): Record<string, unknown> {
  const { manual_traces: _dropped, answerer: _code, ...rest } = config
  const kwargs = rest.extra_kwargs
  if (kwargs && Object.hasOwn(kwargs, AI_SDK_MODEL_KWARG)) {
    const { [AI_SDK_MODEL_KWARG]: _ref, ...others } = kwargs
    rest.extra_kwargs = Object.keys(others).length > 0 ? others : null
  }
  return {
    ...rest,
    endpoint_api_key: rest.endpoint_api_key === null ? null : SECRET_MASK,
    anthropic_api_key: rest.anthropic_api_key === null ? null : SECRET_MASK,
  }
}

/**
 * The ModelIdentity of a config (spec 04 §2.1): `tools` = sorted MCP server names for the answering role
 * (always `[]` for parsing), `config_id` = `id` when non-empty and different from `model_name`. The names
 * of TS agent tools given to the answering model join the MCP server names (docs/divergences.md).
 */
export function modelIdentityOf(config: ModelConfig, role: 'answering' | 'parsing' = 'parsing', agentToolNames: readonly string[] = []): ModelIdentity {
  const model_name = config.model_name ?? 'unknown'
  const servers = config.mcp_urls_dict ? Object.keys(config.mcp_urls_dict) : []
  const tools = role === 'answering' ? [...new Set([...servers, ...agentToolNames])].sort(compareCodePoints) : []
  return {
    interface: config.interface,
    model_name,
    tools,
    config_id: config.id && config.id !== model_name ? config.id : null,
  }
}
