import type { CompatMode } from '../compat/compat-mode.js'
import type { Env } from '../config/env.js'
import type { ModelConfig } from '../config/model-config.js'
import type { PromptConfig } from '../config/prompt-config.js'
import type { ErrorPattern } from '../config/retry-policy.js'
import type { DeepJudgmentRubricConfig } from '../config/deep-judgment-rubric-config.js'
import type { SearchToolOption } from '../llm/search/search-port.js'
import { VerificationConfigSchema, type VerificationConfig } from '../config/verification-config.js'
import { snakeKey } from '../utils/zod-object-keys.js'
import { keysOf } from '../utils/keys-of.js'
import type { AgentTool, EmbeddingPort, ModelPorts } from '../llm/ports.js'
import type { FewShotExample } from '../prompts/generation.js'
import type { TraitProvenance } from '../rubric/merge.js'
import type { Rubric } from '../rubric/rubric.js'
import type { CallableRegistry } from '../rubric/traits/callable-trait.js'
import type { Template } from '../template/template.js'
import type { VerificationContext } from './context.js'
import type { McpToolSource } from '../mcp/mcp-session.js'
import type { RetryTracker } from './retry-tracker.js'
import type { EvaluationMode } from './from-config.js'
import type { ReplayStore } from '../replay-store/replay-store.js'

/**
 * The VerificationConfig switches a task's stages read (Karenina's context feature flags, spec 02 §2.1),
 * camelCase. Every field has Karenina's default; {@link taskOptionsFromConfig} maps a resolved config.
 */
export interface TaskOptions {
  /** @default 'template_only' */
  evaluationMode: EvaluationMode
  /** Parse the full trace instead of the final AI message. @default false */
  useFullTraceForTemplate: boolean
  /** @default true */
  useFullTraceForRubric: boolean
  /** Parse and verify an answer cut by a timeout. @default true */
  allowPartialTraceScoring: boolean
  /** @default false */
  abstentionEnabled: boolean
  /** @default false */
  sufficiencyEnabled: boolean
  /** Extraction hints in the parsing prompt. @default true */
  includeExtractionHints: boolean
  /** @default false */
  embeddingCheckEnabled: boolean
  /** Embedding model; `null` → env `EMBEDDING_CHECK_MODEL`, else `all-MiniLM-L6-v2`. @default null */
  embeddingCheckModel: string | null
  /** Similarity threshold; `null` → env `EMBEDDING_CHECK_THRESHOLD` (clamped), else 0.85. @default null */
  embeddingCheckThreshold: number | null
  /** @default 'disabled' */
  deepJudgmentMode: 'disabled' | 'reasoning_only' | 'full'
  /** @default 'disabled' */
  deepJudgmentRubricMode: 'disabled' | 'enable_all' | 'use_checkpoint' | 'custom'
  /** @default 'batch' */
  rubricEvaluationStrategy: 'batch' | 'sequential'
  /** Few-shot examples are put in the answering prompt. @default false */
  fewShotEnabled: boolean
  /** @default null */
  promptConfig: PromptConfig | null
  /** @default false */
  agenticParsing: boolean
  /** @default 'always' */
  agenticParsingTrigger: 'always' | 'dynamic'
  /** What the agentic judge sees: the workspace, the answering trace, or both. @default 'workspace_only' */
  agenticJudgeContext: 'workspace_only' | 'trace_and_workspace' | 'trace_only'
  /** Model calls of an agentic investigation. @default 15 */
  agenticParsingMaxTurns: number
  /** Seconds an agentic investigation may take. @default 120 */
  agenticParsingTimeout: number
  /** Write the answering trace to `<workspace>/traces/` and point the judge at it. @default false */
  agenticParsingMaterializeTrace: boolean
  /** Keep the materialized trace file after the investigation. @default false */
  agenticParsingPersistTrace: boolean
  /** Agentic rubric traits: one investigation per trait, or one shared by all. @default 'individual' */
  agenticRubricStrategy: 'individual' | 'shared'
  /**
   * karenina-ts only: OpenAI/Anthropic tool-loop judges may investigate (agentic parsing, agentic rubric traits)
   * with the read-only workspace tools. Off, as in Karenina, those judges must be `deep_agent` (`claude_agent_sdk`, `langchain_deep_agents`).
   * @default false
   */
  agenticToolLoopJudges: boolean
  /** Root of the question workspaces (a Benchmark's `workspaceRoot` overrides it). @default null */
  workspaceRoot: string | null
  /** Copy a question's workspace before the agents touch it. @default true */
  workspaceCopy: boolean
  /** Delete working copies when the task ends (originals are never deleted). @default true */
  workspaceCleanup: boolean
  /**
   * Keep each task's workspace in `workspaceOutputDir/<question>__<result id>`: `'full'` (the agents work
   * there; never deleted) or `'produced'` (only files new or changed since the workspace was resolved).
   * @default 'none'
   */
  workspaceOutputMode: 'none' | 'full' | 'produced'
  /** Where `workspaceOutputMode` keeps workspaces; required by `'full'` and `'produced'`. @default null */
  workspaceOutputDir: string | null
  /** fnmatch globs (relative path or base name) left out of kept workspaces. @default [] */
  workspaceOutputExcludePatterns: readonly string[]
  /** Recorded answers replayed instead of answering (and, with parsed fields or a verdict, judging). @default null */
  replayStore: ReplayStore | null
  /** A replayed entry's `parsed_answer_fields` that do not fit the template: parse live, or fail. @default 'fall_through' */
  replayParseOnHydrationMismatch: 'fall_through' | 'strict'
  /** User error classification rules (Karenina `custom_error_patterns`). @default [] */
  customErrorPatterns: readonly ErrorPattern[]
  /** `'karenina-python'` reproduces the source's defects (docs/divergences.md). @default 'default' */
  compat: CompatMode
  // --- Deep judgment settings (template and rubric, spec 02 §2.1) ---
  /** Excerpts per template attribute. @default 3 */
  deepJudgmentMaxExcerptsPerAttribute: number
  /** Fuzzy-match threshold of template excerpts. @default 0.8 */
  deepJudgmentFuzzyMatchThreshold: number
  /** Extra excerpt-extraction attempts after a rejected one. @default 2 */
  deepJudgmentExcerptRetryAttempts: number
  /** Check template excerpts against web search. @default false */
  deepJudgmentSearchEnabled: boolean
  /** `'tavily'` (env `TAVILY_API_KEY`), a function or a SearchPort; also used by rubric traits. @default 'tavily' */
  deepJudgmentSearchTool: SearchToolOption
  /** `enable_all`: excerpts on for every trait. @default true */
  deepJudgmentRubricGlobalExcerpts: boolean
  /** `enable_all`: excerpts per trait. @default 7 */
  deepJudgmentRubricMaxExcerptsDefault: number
  /** `enable_all`: fuzzy-match threshold. @default 0.8 */
  deepJudgmentRubricFuzzyMatchThresholdDefault: number
  /** `enable_all`: extra excerpt attempts. @default 2 */
  deepJudgmentRubricExcerptRetryAttemptsDefault: number
  /** Per-trait settings of mode `custom`. @default null */
  deepJudgmentRubricConfig: DeepJudgmentRubricConfig | null
}

/** Every key of {@link TaskOptions}, in its order: a misspelt one is refused. */
export const TASK_OPTION_KEYS = keysOf<TaskOptions>()([
  'evaluationMode', 'useFullTraceForTemplate', 'useFullTraceForRubric', 'allowPartialTraceScoring', 'abstentionEnabled',
  'sufficiencyEnabled', 'includeExtractionHints', 'embeddingCheckEnabled', 'embeddingCheckModel', 'embeddingCheckThreshold',
  'deepJudgmentMode', 'deepJudgmentRubricMode', 'rubricEvaluationStrategy', 'fewShotEnabled', 'promptConfig', 'agenticParsing',
  'agenticParsingTrigger', 'agenticJudgeContext', 'agenticParsingMaxTurns', 'agenticParsingTimeout', 'agenticParsingMaterializeTrace',
  'agenticParsingPersistTrace', 'agenticRubricStrategy', 'agenticToolLoopJudges', 'workspaceRoot', 'workspaceCopy', 'workspaceCleanup',
  'workspaceOutputMode', 'workspaceOutputDir', 'workspaceOutputExcludePatterns', 'replayStore', 'replayParseOnHydrationMismatch',
  'customErrorPatterns', 'compat', 'deepJudgmentMaxExcerptsPerAttribute', 'deepJudgmentFuzzyMatchThreshold',
  'deepJudgmentExcerptRetryAttempts', 'deepJudgmentSearchEnabled', 'deepJudgmentSearchTool', 'deepJudgmentRubricGlobalExcerpts',
  'deepJudgmentRubricMaxExcerptsDefault', 'deepJudgmentRubricFuzzyMatchThresholdDefault', 'deepJudgmentRubricExcerptRetryAttemptsDefault',
  'deepJudgmentRubricConfig',
])

/** `fewShotEnabled` → `few_shot_enabled`. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S

// The two options that are not their config key renamed to camelCase.
type DerivedOption = 'rubricEvaluationStrategy' | 'fewShotEnabled'

/** The other options, typed from their config keys: a key missing from the config, or of a type the option refuses, fails to compile. */
type ConfigKeyedOptions = { [K in Exclude<keyof TaskOptions, DerivedOption>]: VerificationConfig[SnakeCase<K>] }

// What the options are made of: their config keys, and the two the options derive.
type OptionSource = Pick<VerificationConfig, SnakeCase<Exclude<keyof TaskOptions, DerivedOption>> | 'rubric_evaluation_strategy' | 'few_shot_config'>

/** The task options of a resolved VerificationConfig (the mechanical snake_case → camelCase mapping). */
export function taskOptionsFromConfig(config: OptionSource): TaskOptions {
  const entries = TASK_OPTION_KEYS.map((key) => [key, config[snakeKey(key) as keyof OptionSource]])
  const keyed: Omit<TaskOptions, DerivedOption> = Object.fromEntries(entries) as ConfigKeyedOptions
  return {
    ...keyed,
    rubricEvaluationStrategy: config.rubric_evaluation_strategy ?? 'batch',
    fewShotEnabled: config.few_shot_config !== null && config.few_shot_config.source !== 'disabled',
  }
}

// The schema's defaults of the config keys the options are made of.
const sourceKeys = [...TASK_OPTION_KEYS.filter((key) => key !== 'fewShotEnabled').map(snakeKey), 'few_shot_config']
const sourceMask = Object.fromEntries(sourceKeys.map((key) => [key, true])) as Record<keyof OptionSource, true>
const configDefaults = VerificationConfigSchema.in.pick(sourceMask).parse({})

/**
 * Karenina's defaults of {@link TaskOptions}: the config schema's, except the embedding model and threshold, `null`
 * so that EmbeddingCheck reads them from the environment.
 */
export const DEFAULT_TASK_OPTIONS: Readonly<TaskOptions> = Object.freeze({
  ...taskOptionsFromConfig(configDefaults),
  embeddingCheckModel: null,
  embeddingCheckThreshold: null,
})

/**
 * What the batch layer's answer cache hands to a judge (spec 02 §8.4), snake_case as Karenina stores it.
 * With it, GenerateAnswer makes no model call.
 */
export interface CachedAnswerData {
  raw_llm_response?: string | null
  /** `{<model display string>: {input_tokens, output_tokens, total_tokens, …}}` (the answer_generation summary). */
  usage_metadata?: Readonly<Record<string, unknown>> | null
  agent_metrics?: Readonly<Record<string, unknown>> | null
  recursion_limit_reached?: boolean | null
  answering_mcp_servers?: readonly string[] | null
  /** Messages in dict form (`block_index` ignored). */
  trace_messages?: readonly Readonly<Record<string, unknown>>[] | null
  conversation_context?: readonly Readonly<Record<string, unknown>>[] | null
}

/** Where a multi-turn scenario task sits (all `null` outside scenarios). */
export interface ScenarioCoordinates {
  id: string | null
  node: string | null
  /** 0-based. */
  turn: number | null
  path: readonly string[] | null
  nodeVisitIndex: number | null
}

/** The ports of a task's models, resolved lazily (a failure is recorded by the stage that needs them). */
export interface TaskPorts {
  answering(): Promise<ModelPorts>
  parsing(): Promise<ModelPorts>
  /** The embedding port of a model name (`provider:model`, or a bare name served like the parsing model). */
  embedding(model: string): Promise<EmbeddingPort>
}

/**
 * The typed settings of one task's context (Karenina's VerificationContext configuration, spec 02 §2.1).
 * The question id, text and template id live on the context itself.
 */
export interface TaskSettings {
  /** `null` for rubric-only tasks or when the template could not be built (see `templateProblem`). */
  template: Template | null
  /** Why the template is unusable (e.g. a checkpoint's classic template without a TS implementation). */
  templateProblem: string | null
  /** Stamped with the config's `request_timeout` / `retry_policy` where its own are null. */
  answeringModel: ModelConfig
  parsingModel: ModelConfig
  ports: TaskPorts
  options: TaskOptions
  /** The merged rubric (benchmark-level + question-level, `mergeRubrics`). @default null */
  rubric: Rubric | null
  /** Source of each trait of `rubric` (`result.rubric.trait_provenance`). @default null */
  traitProvenance?: TraitProvenance | null
  /** TS functions of callable traits by trait name (Karenina `callable_registry`). @default null */
  callableRegistry?: CallableRegistry | null
  /** Traits promoted into `rubric` when their concept is present (RubricEvaluation, spec 03 §7). @default null */
  dynamicRubric: Rubric | null
  /** Filter of the dynamic traits that may be promoted (`rubric_trait_names`). @default null (all) */
  rubricTraitNames?: readonly string[] | null
  /** @default null */
  keywords: readonly string[] | null
  /** The question's reference answer (`metadata.raw_answer`). @default null */
  rawAnswer: string | null
  /** `null` when the run has one replicate. @default null */
  replicate: number | null
  /** @default null */
  runName: string | null
  /** @default null */
  cachedAnswerData: CachedAnswerData | null
  /** Resolved few-shot examples (used when `options.fewShotEnabled`). @default null */
  fewShotExamples: readonly FewShotExample[] | null
  scenario: ScenarioCoordinates
  /** TS tools of the answering agent, offered next to its MCP servers' tools. @default [] */
  agentTools: readonly AgentTool[]
  /** The question's workspace, relative to `options.workspaceRoot` (`Question.workspace_path`). @default null */
  questionWorkspacePath: string | null
  /** The run's MCP connections (tools of `mcp_urls_dict` servers). @default null (no MCP servers) */
  mcp: McpToolSource | null
  /** Environment read by stages (`EMBEDDING_CHECK_*`, `KARENINA_EXPOSE_GROUND_TRUTH`). @default process.env */
  env: Env
  /** Counts transport retries of every model call of the task (`metadata.retry_counts`). */
  retryTracker: RetryTracker
  /** Told when an HTTP attempt of a model call starts; the returned function when it ends. @default none */
  onModelCall?: ((call: ModelCallInfo) => () => void) | undefined
}

/** A model call in flight: which model, for which stage, which attempt, under which timeout. */
export interface ModelCallInfo {
  /** `answering` (GenerateAnswer) or `judge` (every other stage). */
  role: 'answering' | 'judge'
  /** The model's display string (`openai:gpt-4.1-mini`). */
  model: string
  /** The stage making the call (`ParseTemplate`, `RubricEvaluation` …). */
  stage: string
  /** 1-based attempt of this call (retries count up). */
  attempt: number
  /** The attempt's request timeout in ms (`request_timeout`, escalated after timeouts), if any. */
  timeoutMs: number | undefined
}

/** A task's verification context. */
export type TaskContext = VerificationContext<TaskSettings>
