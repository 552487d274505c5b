import { z } from 'zod'
import { ReplayStoreDataSchema } from '../replay-store/replay-schema.js'
import { ReplayStore } from '../replay-store/replay-store.js'
import type { CompatMode } from '../compat/compat-mode.js'
import { ConfigError } from '../errors/config-error.js'
import { asPyFloat } from '../compat/py-float-value.js'
import { configErrorFromZod } from './config-issues.js'
import { DeepJudgmentRubricConfigSchema } from './deep-judgment-rubric-config.js'
import { parseEnvBoolean, parseEnvFloat, parseEnvInt, type Env } from './env.js'
import { FewShotConfigSchema } from './few-shot-config.js'
import { ModelConfigSchema, serializeModelConfig, type ModelConfig } from './model-config.js'
import { parseModelId, toModelConfig } from './model-id.js'
import { isAiSdkLanguageModel, type AiSdkLanguageModel } from './ai-sdk-model.js'
import { PromptConfigSchema, type PromptConfigKey } from './prompt-config.js'
import { ErrorPatternSchema, RetryPolicySchema } from './retry-policy.js'
import { agenticJudgeProblem } from './interfaces.js'
import { snakeKey, ZOD_WRAPPERS, zodDef } from '../utils/zod-object-keys.js'

/** System prompt given to answering models that have none (spec 05 §1.2 step 2; Karenina's text). */
export const DEFAULT_ANSWERING_SYSTEM_PROMPT = 'You are an expert assistant. Answer the question accurately and concisely.'

/** A custom deep-judgment search tool: takes a query (or a batch) and returns results (or a promise of them). */
export type DeepJudgmentSearchTool = (query: string | string[]) => unknown

// A model: a short id (`openai:gpt-4.1-mini`, config/model-id.ts), a ModelConfig object, or (in code only) an
// AI SDK LanguageModel object.
const ModelEntrySchema = z.union([
  z.string().transform((id, ctx): ModelConfig => {
    try {
      return parseModelId(id)
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error), input: id })
      return z.NEVER
    }
  }),
  ModelConfigSchema,
  z.custom<AiSdkLanguageModel>(isAiSdkLanguageModel).transform((model): ModelConfig => toModelConfig(model)),
])

const searchTool = z
  .union([z.string(), z.custom<DeepJudgmentSearchTool>((v) => typeof v === 'function', 'expected a tool name or a function')])
  .default('tavily')
const PROMPT_CONFIG_KEYS = Object.keys(PromptConfigSchema.shape) as PromptConfigKey[]
// Karenina's `generation_instructions`, `parsing_instructions`, …: one per PromptConfig key.
const INSTRUCTION_SHORTCUTS = Object.fromEntries(PROMPT_CONFIG_KEYS.map((key) => [`${key}_instructions`, z.string().nullable().optional()])) as {
  [K in PromptConfigKey as `${K}_instructions`]: z.ZodOptional<z.ZodNullable<z.ZodString>>
}

/**
 * Karenina's `VerificationConfig` (spec 05 §1.1) with its snake_case keys; extra keys are rejected. Parsing
 * applies §1.2 steps 2–5; {@link resolveVerificationConfig} adds the environment (step 1) and camelCase keys.
 */
export const VerificationConfigSchema = z
  .strictObject({
    /** Models that answer; short ids or ModelConfig objects. ≥ 1 unless `parsing_only`. @default [] */
    answering_models: z.array(ModelEntrySchema).default([]),
    /** Judge models (≥ 1, required). */
    parsing_models: z.array(ModelEntrySchema),
    /** Runs per question × answering × parsing model. @default 1 */
    replicate_count: z.int().min(1).default(1),
    /** TaskEval only: no answer generation. @default false */
    parsing_only: z.boolean().default(false),
    /** Filters dynamic traits only (no effect in the batch runner). @default null */
    rubric_trait_names: z.array(z.string()).nullable().default(null),
    /** `batch`: all LLM traits in one call; `sequential`: one call per trait. @default 'batch' */
    rubric_evaluation_strategy: z.enum(['batch', 'sequential']).nullable().default('batch'),
    /** Which stages run. @default 'template_only' */
    evaluation_mode: z.enum(['template_only', 'template_and_rubric', 'rubric_only']).default('template_only'),
    /** Ignored on input: derived from `evaluation_mode`. */
    rubric_enabled: z.boolean().optional(),
    /** Parse the full trace instead of the final AI message. @default false */
    use_full_trace_for_template: z.boolean().default(false),
    /** Evaluate rubrics on the full trace. @default true */
    use_full_trace_for_rubric: z.boolean().default(true),
    /** Score responses truncated by an answering timeout. @default true */
    allow_partial_trace_scoring: z.boolean().default(true),
    /** Run the abstention check. @default false */
    abstention_enabled: z.boolean().default(false),
    /** Run the sufficiency check. @default false */
    sufficiency_enabled: z.boolean().default(false),
    /** Show fields' extraction hints in the parsing prompt. @default true */
    include_extraction_hints: z.boolean().default(true),
    /** Embedding-similarity fallback (env `EMBEDDING_CHECK`). @default false */
    embedding_check_enabled: z.boolean().default(false),
    /** Embedding model (env `EMBEDDING_CHECK_MODEL`). @default 'all-MiniLM-L6-v2' */
    embedding_check_model: z.string().default('all-MiniLM-L6-v2'),
    /** Similarity threshold in [0, 1] (env `EMBEDDING_CHECK_THRESHOLD`). @default 0.85 */
    embedding_check_threshold: z.number().min(0).max(1).default(0.85),
    /** Run tasks in parallel (env `KARENINA_ASYNC_ENABLED`). @default true */
    async_enabled: z.boolean().default(true),
    /** Parallel workers (env `KARENINA_ASYNC_MAX_WORKERS`). @default 2 */
    async_max_workers: z.int().min(1).default(2),
    /** Global cap on concurrent LLM requests (env `KARENINA_MAX_CONCURRENT_LLM_REQUESTS`). @default null */
    max_concurrent_requests: z.int().min(1).nullable().default(null),
    /** Seconds before a batch is abandoned. @default null */
    batch_timeout_seconds: z.number().positive().nullable().default(null),
    /** Task queue order (spec 02 §8.2). @default 'auto' */
    task_ordering: z.enum(['auto', 'prefix_cache', 'distribute_answerers', 'generation_order', 'random']).default('auto'),
    /** Concurrent tasks per answerer: one cap, or caps by model id. @default null */
    answerer_concurrency_limits: z.union([z.int(), z.record(z.string(), z.int())]).nullable().default(null),
    /** Template deep judgment. @default 'disabled' */
    deep_judgment_mode: z.enum(['disabled', 'reasoning_only', 'full']).default('disabled'),
    /** @default 3 */
    deep_judgment_max_excerpts_per_attribute: z.int().default(3),
    /** @default 0.8 */
    deep_judgment_fuzzy_match_threshold: z.number().default(0.8),
    /** @default 2 */
    deep_judgment_excerpt_retry_attempts: z.int().default(2),
    /** Check excerpts against web search. @default false */
    deep_judgment_search_enabled: z.boolean().default(false),
    /** `"tavily"` (any case) or a function. @default 'tavily' */
    deep_judgment_search_tool: searchTool,
    /** @default 7 */
    deep_judgment_rubric_max_excerpts_default: z.int().default(7),
    /** @default 0.8 */
    deep_judgment_rubric_fuzzy_match_threshold_default: z.number().default(0.8),
    /** @default 2 */
    deep_judgment_rubric_excerpt_retry_attempts_default: z.int().default(2),
    /** @default 'tavily' */
    deep_judgment_rubric_search_tool: searchTool,
    /** Rubric deep judgment (spec 03 §4). @default 'disabled' */
    deep_judgment_rubric_mode: z.enum(['disabled', 'enable_all', 'use_checkpoint', 'custom']).default('disabled'),
    /** Excerpts on in `enable_all` mode. @default true */
    deep_judgment_rubric_global_excerpts: z.boolean().default(true),
    /** Per-trait settings of `custom` mode. @default null */
    deep_judgment_rubric_config: DeepJudgmentRubricConfigSchema.nullable().default(null),
    /** Ignored on input, as in Karenina (rubric search is enabled per trait). */
    deep_judgment_rubric_search_enabled: z.boolean().optional(),
    /** @default null */
    few_shot_config: FewShotConfigSchema.nullable().default(null),
    /** Per-task user instructions. @default null */
    prompt_config: PromptConfigSchema.nullable().default(null),
    /** `<key>_instructions`: shortcut for `prompt_config.<key>` (fills it only when null). */
    ...INSTRUCTION_SHORTCUTS,
    /** The judge investigates the workspace with tools (deep-agent parsing models only). @default false */
    agentic_parsing: z.boolean().default(false),
    /** @default 'always' */
    agentic_parsing_trigger: z.enum(['always', 'dynamic']).default('always'),
    /** @default 'workspace_only' */
    agentic_judge_context: z.enum(['workspace_only', 'trace_and_workspace', 'trace_only']).default('workspace_only'),
    /** @default 15 */
    agentic_parsing_max_turns: z.int().min(1).default(15),
    /** Seconds. @default 120 */
    agentic_parsing_timeout: z.number().min(0).default(120),
    /** @default false */
    agentic_parsing_materialize_trace: z.boolean().default(false),
    /** @default false */
    agentic_parsing_persist_trace: z.boolean().default(false),
    /**
     * karenina-ts only: also let OpenAI/Anthropic tool-loop judges (`openai`, `openai_endpoint`, `openrouter`,
     * `claude_tool`, `langchain`) investigate for agentic parsing and agentic rubric traits, through the read-only
     * workspace tools. Off, as in Karenina, those judges must be of the `deep_agent` tier (`claude_agent_sdk`, `langchain_deep_agents`).
     * Serialized only when true. @default false
     */
    agentic_tool_loop_judges: z.boolean().default(false),
    /** @default 'individual' */
    agentic_rubric_strategy: z.enum(['individual', 'shared']).default('individual'),
    /** No effect (not implemented in Karenina either). @default false */
    agentic_rubric_parallel: z.boolean().default(false),
    /** Root of question workspaces; a Benchmark's `workspaceRoot` overrides it. @default null */
    workspace_root: z.string().nullable().default(null),
    /** Copy question workspaces before running. @default true */
    workspace_copy: z.boolean().default(true),
    /** Delete working copies afterwards. @default true */
    workspace_cleanup: z.boolean().default(true),
    /**
     * Keep task workspaces in `workspace_output_dir/<question>__<result id>`: `full` (the agents work there;
     * never deleted) or `produced` (only the files new or changed during the task). @default 'none'
     */
    workspace_output_mode: z.enum(['none', 'full', 'produced']).default('none'),
    /** Where `workspace_output_mode` keeps workspaces; required by `full` and `produced`. @default null */
    workspace_output_dir: z.string().nullable().default(null),
    /** fnmatch globs (relative path or base name) excluded from kept workspaces. @default [] */
    workspace_output_exclude_patterns: z.array(z.string()).default([]),
    /** Result persistence settings (accepted and stored; no database backend in this port). @default null */
    db_config: z.record(z.string(), z.unknown()).nullable().default(null),
    /** Seconds per LLM request, stamped onto models without one. @default 120 */
    request_timeout: z.number().positive().nullable().default(120),
    /** @default 20 */
    scenario_turn_limit: z.int().min(1).default(20),
    /**
     * Recorded answers (spec 05 §4.2): a ReplayStore, or its data `{miss_policy, entries: [[key, entry], …]}`.
     * Never serialized. @default null
     */
    replay_store: z
      .union([z.instanceof(ReplayStore), ReplayStoreDataSchema.transform((data) => new ReplayStore(data))])
      .nullable()
      .default(null),
    /** @default 'fall_through' */
    replay_parse_on_hydration_mismatch: z.enum(['fall_through', 'strict']).default('fall_through'),
    /** Internal: tasks to skip (keys from {@link skipTripleKey}); never serialized. @default null */
    skip_triples: z.custom<ReadonlySet<string>>((v) => v instanceof Set, 'expected a Set of skipTripleKey() strings').nullable().default(null),
    /** Stamped onto models without one. @default the default policy */
    retry_policy: RetryPolicySchema.prefault({}),
    /** @default [] */
    custom_error_patterns: z.array(ErrorPatternSchema).default([]),
    /** @default 5 */
    max_requeue_count: z.int().min(1).default(5),
    /** Reproduce Karenina's Python defects (docs/divergences.md). @default 'default' */
    compat: z.enum(['default', 'karenina-python']).default('default') satisfies z.ZodType<CompatMode>,
  })
  .transform((input) => {
    const given = (key: PromptConfigKey) => input[`${key}_instructions`]
    const active = PROMPT_CONFIG_KEYS.filter((key) => given(key) != null)
    const { rubric_enabled: _derived, deep_judgment_rubric_search_enabled: _dropped, ...all } = input
    const kept = Object.entries(all).filter(([key]) => !Object.hasOwn(INSTRUCTION_SHORTCUTS, key))
    const rest = Object.fromEntries(kept) as Omit<typeof all, keyof typeof INSTRUCTION_SHORTCUTS>
    let prompt_config = rest.prompt_config
    if (active.length > 0) {
      prompt_config = { ...(prompt_config ?? PromptConfigSchema.parse({})) }
      for (const key of active) if (prompt_config[key] === null) prompt_config[key] = given(key)!
    }
    return {
      ...rest,
      answering_models: rest.answering_models.map((m) => (m.system_prompt ? m : { ...m, system_prompt: DEFAULT_ANSWERING_SYSTEM_PROMPT })),
      prompt_config,
      rubric_enabled: rest.evaluation_mode !== 'template_only',
    }
  })
  .superRefine(validateVerificationConfig)

type SnakeInput = z.input<typeof VerificationConfigSchema>
/** A verification config as users write it: Karenina's snake_case keys, or the same keys in camelCase. */
export type VerificationConfigInput = SnakeInput | CamelCaseKeys<SnakeInput>
/** A resolved verification config, what stages read. */
export type VerificationConfig = z.output<typeof VerificationConfigSchema>

/**
 * Environment variables that fill keys not passed explicitly (spec 05 §1.2 step 1), each with its parser of the
 * variable's text (`undefined` means "unparseable": the default then applies).
 */
export const VERIFICATION_CONFIG_ENV: Readonly<Record<string, { variable: string; parse: (text: string) => unknown }>> = {
  embedding_check_enabled: { variable: 'EMBEDDING_CHECK', parse: parseEnvBoolean },
  embedding_check_model: { variable: 'EMBEDDING_CHECK_MODEL', parse: (text) => text },
  embedding_check_threshold: { variable: 'EMBEDDING_CHECK_THRESHOLD', parse: parseEnvFloat },
  async_enabled: { variable: 'KARENINA_ASYNC_ENABLED', parse: parseEnvBoolean },
  async_max_workers: { variable: 'KARENINA_ASYNC_MAX_WORKERS', parse: parseEnvInt },
  max_concurrent_requests: { variable: 'KARENINA_MAX_CONCURRENT_LLM_REQUESTS', parse: parseEnvInt },
}

/** Options of {@link resolveVerificationConfig}. */
export interface ResolveVerificationConfigOptions {
  /** Receives configuration warnings. @default process.emitWarning */
  onWarning?: (message: string) => void
}

/**
 * Resolves what users write into the config stages read: camelCase keys mapped, environment defaults applied
 * (explicit > env > default), then Karenina's construction steps and validation. Throws `ConfigError` naming
 * the key, the expectation and the value received.
 * @example resolveVerificationConfig({ parsing_models: ['openai:gpt-4.1-mini'], answering_models: ['anthropic:claude-haiku-4-5'] })
 */
export function resolveVerificationConfig(
  input: VerificationConfigInput,
  env: Env = process.env,
  options: ResolveVerificationConfigOptions = {},
): VerificationConfig {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new ConfigError('verification_config', `expected an object (received ${JSON.stringify(input)})`)
  const spelling = new Map<string, string>()
  const withEnv = snakeCaseKeys(input as Record<string, unknown>, spelling)
  // Explicit > environment > default: a key not passed (absent or undefined) is filled from a set, parseable variable.
  for (const [key, { variable, parse }] of Object.entries(VERIFICATION_CONFIG_ENV)) {
    const text = withEnv[key] === undefined ? env[variable] : undefined
    const value = text === undefined ? undefined : parse(text)
    if (value !== undefined) withEnv[key] = value
  }
  const result = VerificationConfigSchema.safeParse(withEnv, { reportInput: true })
  if (!result.success) throw configErrorFromZod(result.error, undefined, spelling, VerificationConfigSchema)
  const warn = options.onWarning ?? ((message: string) => process.emitWarning(message, { type: 'KareninaConfigWarning' }))
  for (const message of configWarnings(result.data)) warn(message)
  return result.data
}

/** A model with the config's `request_timeout` and `retry_policy` filled in where its own are null (spec 02 §8.1). */
export function stampModelDefaults(model: ModelConfig, config: Pick<VerificationConfig, 'request_timeout' | 'retry_policy'>): ModelConfig {
  return {
    ...model,
    request_timeout: model.request_timeout ?? config.request_timeout,
    retry_policy: model.retry_policy ?? config.retry_policy,
  }
}

/** The key of a `skip_triples` entry: (question id, answering canonical key, parsing canonical key, replicate). */
export function skipTripleKey(questionId: string, answeringKey: string, parsingKey: string, replicate: number | null): string {
  return JSON.stringify([questionId, answeringKey, parsingKey, replicate])
}

/**
 * Karenina's cross-field validation (spec 05 §1.2 step 5), one issue per broken rule, each on the key at fault.
 * Used as the schema's `superRefine`.
 */
function validateVerificationConfig(c: VerificationConfig, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string, input?: unknown) =>
    ctx.addIssue({ code: 'custom', path, message, ...(input === undefined ? {} : { input }) })

  if (c.parsing_models.length === 0) issue(['parsing_models'], 'at least one parsing model is required', c.parsing_models)
  if (!c.parsing_only && c.answering_models.length === 0)
    issue(['answering_models'], 'at least one answering model is required unless parsing_only is true', c.answering_models)

  for (const list of ['answering_models', 'parsing_models'] as const) {
    c[list].forEach((model, i) => {
      if (!model.model_name) issue([list, i, 'model_name'], `a model name is required (model ${model.id ?? 'without id'})`, model.model_name)
      if (list === 'parsing_models' && model.interface === 'app')
        issue([list, i, 'interface'], `the app "${model.model_name}" answers; it cannot judge: use a model as the parsing (judge) model`, model.interface)
    })
  }

  const fewShot = c.few_shot_config
  if (fewShot && fewShot.source !== 'disabled') {
    if (fewShot.pool_mode === 'k-shot' && fewShot.pool_k < 1)
      issue(['few_shot_config', 'pool_k'], 'must be at least 1 in k-shot mode', fewShot.pool_k)
    for (const [questionId, own] of Object.entries(fewShot.question_configs))
      if (own.mode === 'k-shot' && own.k !== null && own.k < 1)
        issue(['few_shot_config', 'question_configs', questionId, 'k'], 'must be at least 1 in k-shot mode', own.k)
  }

  if (c.deep_judgment_mode === 'reasoning_only' && c.deep_judgment_search_enabled)
    issue(['deep_judgment_search_enabled'], 'search needs excerpts: use deep_judgment_mode "full", not "reasoning_only"', true)
  const tool = c.deep_judgment_search_tool
  if (c.deep_judgment_search_enabled && typeof tool === 'string' && tool.toLowerCase() !== 'tavily')
    issue(['deep_judgment_search_tool'], 'unknown search tool (expected "tavily" or a function)', tool)

  if (c.deep_judgment_rubric_mode === 'custom' && c.deep_judgment_rubric_config === null)
    issue(['deep_judgment_rubric_config'], 'required when deep_judgment_rubric_mode is "custom"', null)

  if (c.agentic_parsing_trigger === 'dynamic' && !c.agentic_parsing)
    issue(['agentic_parsing_trigger'], '"dynamic" requires agentic_parsing: true', c.agentic_parsing_trigger)
  if (c.agentic_parsing) {
    c.parsing_models.forEach((model, i) => {
      // Karenina: every parsing model must be a deep agent; karenina-ts's opt-in also admits tool loops (docs/divergences.md).
      const problem = agenticJudgeProblem(model.interface, 'agentic_parsing', { allowed: c.agentic_tool_loop_judges, setting: 'agentic_tool_loop_judges: true' })
      if (problem !== null) issue(['parsing_models', i, 'interface'], problem, model.interface)
    })
    if (c.evaluation_mode === 'rubric_only') issue(['agentic_parsing'], 'not supported with evaluation_mode "rubric_only"', true)
    if (c.agentic_parsing_materialize_trace && c.agentic_judge_context === 'workspace_only')
      issue(
        ['agentic_parsing_materialize_trace'],
        'needs a trace in the judge context: agentic_judge_context "workspace_only" excludes it (use "trace_only" or "trace_and_workspace")',
        true,
      )
  }
}

/** Karenina's configuration warnings (valid but probably unintended combinations). */
function configWarnings(c: VerificationConfig): string[] {
  const warnings: string[] = []
  if (c.agentic_parsing && c.agentic_judge_context === 'trace_only') {
    warnings.push('agentic_parsing with agentic_judge_context "trace_only" is equivalent to classical parsing.')
    if (c.agentic_parsing_trigger === 'dynamic')
      warnings.push(
        'agentic_parsing_trigger "dynamic" with agentic_judge_context "trace_only" can only escalate to the trace already judged insufficient; use "workspace_only" or "trace_and_workspace".',
      )
  }
  return warnings
}

// Karenina's float fields, the keys whose schema is `z.number()` (not `z.int()`): boxed so Python-style JSON
// writes `0.0`, `120.0` (compat/py-float-value.ts).
function floatKeys(shape: Record<string, z.ZodType>): string[] {
  return Object.keys(shape).filter((key) => {
    let def = zodDef(shape[key]!)
    while (ZOD_WRAPPERS.has(def.type)) def = zodDef(def.innerType!)
    return def.type === 'number' && def.format === undefined
  })
}
const CONFIG_FLOATS = floatKeys(VerificationConfigSchema.in.shape)
const MODEL_FLOATS = floatKeys(ModelConfigSchema.in.shape)

function boxFloats(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  for (const key of keys) if (Object.hasOwn(record, key)) record[key] = asPyFloat(record[key])
  return record
}

/** A model config as Karenina's `model_dump(mode="json")` writes it: secrets masked, manual traces dropped. */
export function serializeModel(model: ModelConfig): Record<string, unknown> {
  return boxFloats(serializeModelConfig(model), MODEL_FLOATS)
}

/**
 * The JSON form of a config (Karenina's `model_dump(mode="json")`): `replay_store` and `skip_triples` left out,
 * `rubric_enabled` last, integral floats boxed as {@link PyFloat}; `compat` only when not `'default'` and
 * `agentic_tool_loop_judges` only when true (Python Karenina rejects both keys). A function search tool cannot be serialized and throws `ConfigError`.
 */
export function serializeVerificationConfig(config: VerificationConfig): Record<string, unknown> {
  const { replay_store: _store, skip_triples: _skip, compat, agentic_tool_loop_judges, rubric_enabled, ...rest } = config
  for (const key of ['deep_judgment_search_tool', 'deep_judgment_rubric_search_tool'] as const) {
    if (typeof rest[key] === 'function') throw new ConfigError(key, 'a function search tool cannot be serialized (use "tavily")')
  }
  const out: Record<string, unknown> = {
    ...rest,
    answering_models: rest.answering_models.map(serializeModel),
    parsing_models: rest.parsing_models.map(serializeModel),
    rubric_enabled,
  }
  if (compat !== 'default') out.compat = compat
  if (agentic_tool_loop_judges) out.agentic_tool_loop_judges = true
  return boxFloats(out, CONFIG_FLOATS)
}

/** `parsing_models` → `parsingModels`, at the type level. */
export type SnakeToCamel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<SnakeToCamel<Tail>>}` : S

/** An object type with its (top-level) snake_case keys written in camelCase. */
export type CamelCaseKeys<T> = { [K in keyof T as K extends string ? SnakeToCamel<K> : K]: T[K] }

/**
 * The one place camelCase option keys become Karenina's snake_case (top level only: nested objects keep their
 * own keys). A key given in both spellings is an error naming both. `spelledAs` receives snake key → key as written.
 */
export function snakeCaseKeys(
  record: Readonly<Record<string, unknown>>,
  spelledAs: Map<string, string> = new Map(),
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    const snake = snakeKey(key)
    const previous = spelledAs.get(snake)
    if (previous !== undefined) throw new ConfigError(snake, `given twice, as "${previous}" and as "${key}"`)
    spelledAs.set(snake, key)
    out[snake] = value
  }
  return out
}
