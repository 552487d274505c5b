import { parseEnvBoolean, type Env } from '../config/env.js'
import { checkDynamicRubric } from '../rubric/dynamic-rubric.js'
import { agenticJudgeProblem } from '../config/interfaces.js'
import { modelIdentityOf, type ModelConfig } from '../config/model-config.js'
import { toModelConfig, type ModelInput } from '../config/model-id.js'
import { assertCheckpointTrusted } from '../config/checkpoint-trust.js'
import { ConfigError } from '../errors/config-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { unknownKeyMessage, unknownKeys } from '../utils/did-you-mean.js'
import { classifyError } from '../llm/classify-error.js'
import type { AgentTool, ChatMessage, EmbeddingPort, ModelPorts } from '../llm/ports.js'
import { resolveModel, type ResolveModelOptions } from '../llm/resolve-model.js'
import { checkMcpServers } from '../config/mcp-server-spec.js'
import { McpSession, type McpToolSource } from '../mcp/mcp-session.js'
import type { FewShotExample } from '../prompts/generation.js'
import type { VerificationResult } from '../results/verification-result.js'
import type { TraitProvenance } from '../rubric/merge.js'
import { TRAIT_TYPES, traitListKey, type Rubric } from '../rubric/rubric.js'
import type { Template } from '../template/template.js'
import { ArtifactKeys } from './artifact-keys.js'
import { VerificationContext } from './context.js'
import { buildStages, resolveStages, stagePlanOptionsOf, type StagesOption } from './from-config.js'
import { StageOrchestrator } from './orchestrator.js'
import type { Stage } from './stage.js'
import { RetryTracker } from './retry-tracker.js'
import { DEFAULT_TASK_OPTIONS, TASK_OPTION_KEYS, type CachedAnswerData, type ModelCallInfo, type ScenarioCoordinates, type TaskOptions, type TaskPorts, type TaskSettings } from './task-settings.js'
import { keysOf } from '../utils/keys-of.js'
import { answeringWorkspaceToolNames, answeringWorkspaceToolsOf } from './workspace/answering-workspace-tools.js'
import { checkWorkspaceOutputMode } from './workspace/capture-workspace.js'

/** One verification task: a question and its template, answered by one model and judged by another. */
export interface VerificationTask {
  questionId: string
  questionText: string
  /** @default null (the task then fails template validation, unless it is rubric-only) */
  template?: Template | null
  /** Why the template could not be built; fails ValidateTemplate with this message. @default null */
  templateProblem?: string | null
  /** @default the template's `templateId`, else `'no_template'` */
  templateId?: string
  /** A short id (`openai:gpt-4.1-mini`, `manual`) or a ModelConfig. */
  answeringModel: ModelInput
  parsingModel: ModelInput
  /** @default Karenina's defaults (DEFAULT_TASK_OPTIONS) */
  options?: Partial<TaskOptions>
  /** @default null */
  rubric?: Rubric | null
  /** Where each trait of `rubric` comes from (`mergeRubrics`), written as `rubric.trait_provenance`. @default null */
  traitProvenance?: TraitProvenance | null
  /**
   * Traits scored only when their concept is present in the response (Karenina's DynamicRubric, spec 03 §7):
   * one presence-check call decides, present traits join `rubric` with provenance `"dynamic"`. Every trait
   * needs a `summary` or a `description` (the concept). @default null
   */
  dynamicRubric?: Rubric | null
  /** Only these dynamic traits may be promoted; the others are skipped even when present. @default null (all) */
  rubricTraitNames?: readonly string[] | null
  keywords?: readonly string[] | null
  rawAnswer?: string | null
  replicate?: number | null
  runName?: string | null
  /** An answer shared from another judge's run: no answering call is made. */
  cachedAnswerData?: CachedAnswerData | null
  fewShotExamples?: readonly FewShotExample[] | null
  scenario?: Partial<ScenarioCoordinates>
  /** Prior turns of a scenario, sent before the question. @default [] */
  conversationHistory?: readonly ChatMessage[]
  /** Earlier nodes' results of a scenario (`node_results`), read by conditional ground truths. @default none */
  scenarioNodeResults?: Readonly<Record<string, unknown>> | null
  /** TS tools of the answering agent (see `defineTool`); giving any makes the answer an agent run. @default [] */
  agentTools?: readonly AgentTool[]
  /**
   * The question's workspace, relative to `options.workspaceRoot` (`Question.workspace_path`). With
   * agentic parsing, it is copied (or used in place) and the agents work in it; without one, a fresh empty
   * directory is made under the root. @default null
   */
  workspacePath?: string | null
  /**
   * Where the MCP servers' tools come from: a run's shared `McpSession`. @default a session opened for
   * this task and closed when it ends
   */
  mcp?: McpToolSource

  /** Ready ports (e.g. shared across tasks); missing ones are resolved with `resolveModel`. */
  ports?: { answering?: ModelPorts; parsing?: ModelPorts; embedding?: EmbeddingPort }
  /** Options of `resolveModel` per role (base URL, key, retry policy, …); embedding falls back to parsing's. */
  modelOptions?: { answering?: ResolveModelOptions; parsing?: ResolveModelOptions; embedding?: ResolveModelOptions }
  /** @default process.env */
  env?: Env
}

/** Options of {@link runTask}. */
export interface RunTaskOptions {
  /** Cancels the task's model calls. */
  signal?: AbortSignal
  /** Clock for the timestamp, execution time and result id. @default () => new Date() */
  now?: () => Date
  /** Custom stages ({@link StagesOption}), checked before any model call. @default buildStages for the task's options and rubric */
  stages?: StagesOption
  /** Told when an HTTP attempt of a model call starts; the returned function when it ends. */
  onModelCall?: (call: ModelCallInfo) => () => void
  /** Reads the finished context (e.g. a scenario takes the turn's trace messages from its artifacts). */
  onContext?: (ctx: VerificationContext<TaskSettings>) => void
  /**
   * Let model configs read from a checkpoint file (the task's models, its rubrics' agentic trait
   * `model_override`) use MCP servers, endpoints, keys, agent runtimes, `extra_kwargs`, … (README "Security
   * model"). Without it the task is refused before any call. @default false
   */
  trustCheckpoint?: boolean
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined
  return () => (promise ??= make())
}

function taskPorts(task: VerificationTask, answering: ModelConfig, parsing: ModelConfig): TaskPorts {
  const opts = task.modelOptions ?? {}
  const parsingPorts = once(async () => task.ports?.parsing ?? resolveModel(parsing, { ...opts.parsing, role: 'parsing' }))
  return {
    answering: once(async () => task.ports?.answering ?? resolveModel(answering, { ...opts.answering, role: 'answering' })),
    parsing: parsingPorts,
    async embedding(model) {
      if (task.ports?.embedding) return task.ports.embedding
      // A bare model name is served like the parsing model (same interface, provider and endpoint).
      const config = model.includes(':') ? toModelConfig(model) : { ...parsing, id: model, model_name: model }
      const ports = await resolveModel(config, { ...(opts.embedding ?? opts.parsing), role: 'parsing' })
      if (!ports.embeddings) throw new ConfigError('embedding_check_model', `model "${model}" (interface ${config.interface}) has no embeddings endpoint`)
      return ports.embeddings
    },
  }
}

// Every key of VerificationTask: a misspelt one (e.g. `rubrics`) would otherwise be ignored.
const TASK_KEYS = keysOf<VerificationTask>()([
  'questionId', 'questionText', 'template', 'templateProblem', 'templateId', 'answeringModel', 'parsingModel', 'options', 'rubric',
  'traitProvenance', 'dynamicRubric', 'rubricTraitNames', 'keywords', 'rawAnswer', 'replicate', 'runName', 'cachedAnswerData', 'fewShotExamples', 'scenario',
  'conversationHistory', 'scenarioNodeResults', 'agentTools', 'workspacePath', 'mcp', 'ports', 'modelOptions', 'env',
])

// Every key of RunTaskOptions (runTask's second argument).
const RUN_TASK_OPTION_KEYS = keysOf<RunTaskOptions>()(['signal', 'now', 'stages', 'onModelCall', 'onContext', 'trustCheckpoint'])

function assertKnownTaskKeys(task: VerificationTask): void {
  const [unknownKey] = unknownKeys(task, TASK_KEYS)
  if (unknownKey !== undefined) throw new ValidationError([unknownKey], unknownKeyMessage(unknownKey, 'the verification task', TASK_KEYS), 'runTask')
  // `options: { abstentionEnabeld: true }` would otherwise turn nothing on, silently.
  const [unknownOption] = unknownKeys(task.options, TASK_OPTION_KEYS)
  if (unknownOption !== undefined) {
    throw new ValidationError(['options', unknownOption], unknownKeyMessage(unknownOption, 'the task options (TaskOptions)', TASK_OPTION_KEYS), 'runTask')
  }
  assertRubrics(task)
}

function assertRubrics(task: VerificationTask): void {
  for (const key of ['rubric', 'dynamicRubric'] as const) assertRubricShape(task[key], key)
  if (task.dynamicRubric) checkDynamicRubric(task.dynamicRubric, 'runTask › dynamicRubric')
}

const RUBRIC_KEYS = TRAIT_TYPES.map(traitListKey)

// A rubric of another shape (e.g. defineRubric's camelCase options) would be planned by one reader and skipped by
// another: its traits silently never evaluated.
function assertRubricShape(rubric: unknown, key: 'rubric' | 'dynamicRubric'): void {
  if (rubric === null || rubric === undefined) return
  const lists = typeof rubric === 'object' && !Array.isArray(rubric) ? (rubric as Record<string, unknown>) : null
  const stray = lists === null ? undefined : unknownKeys(lists, RUBRIC_KEYS)[0]
  const notList = lists === null ? undefined : RUBRIC_KEYS.find((k) => lists[k] !== undefined && !Array.isArray(lists[k]))
  if (lists !== null && stray === undefined && notList === undefined) return
  const where = stray ?? notList
  const accepted = `a Rubric (defineRubric({ llmTraits, ... }) or a checkpoint's): an object of trait lists ${RUBRIC_KEYS.join(', ')}`
  throw new ValidationError(where === undefined ? [key] : [key, where], `expected ${accepted}`, 'runTask')
}

/** The context of a task: settings resolved, model identities stored (spec 02 §8.3). */
export function createTaskContext(task: VerificationTask, options: Pick<RunTaskOptions, 'signal' | 'now' | 'onModelCall'> = {}): VerificationContext<TaskSettings> {
  assertKnownTaskKeys(task)
  return taskContextOf(task, options)
}

/** {@link createTaskContext} for a task whose keys were already checked (runTask checks them first). */
function taskContextOf(task: VerificationTask, options: Pick<RunTaskOptions, 'signal' | 'now' | 'onModelCall'>): VerificationContext<TaskSettings> {
  const answeringModel = toModelConfig(task.answeringModel)
  const parsingModel = toModelConfig(task.parsingModel)
  const template = task.template ?? null
  const env = task.env ?? process.env
  // Explicit > env > default (spec 05 §1.2 step 1); EmbeddingCheck reads EMBEDDING_CHECK_MODEL / _THRESHOLD itself.
  const flag = env.EMBEDDING_CHECK
  const fromEnv: Partial<TaskOptions> = flag === undefined ? {} : { embeddingCheckEnabled: parseEnvBoolean(flag) }
  const settings: TaskSettings = {
    template,
    templateProblem: task.templateProblem ?? null,
    answeringModel,
    parsingModel,
    ports: taskPorts(task, answeringModel, parsingModel),
    options: { ...DEFAULT_TASK_OPTIONS, ...fromEnv, ...task.options },
    rubric: task.rubric ?? null,
    traitProvenance: task.traitProvenance ?? null,
    dynamicRubric: task.dynamicRubric ?? null,
    rubricTraitNames: task.rubricTraitNames ?? null,
    keywords: task.keywords ?? null,
    rawAnswer: task.rawAnswer ?? null,
    replicate: task.replicate ?? null,
    runName: task.runName ?? null,
    cachedAnswerData: task.cachedAnswerData ?? null,
    fewShotExamples: task.fewShotExamples ?? null,
    scenario: { id: null, node: null, turn: null, path: null, nodeVisitIndex: null, ...task.scenario },
    agentTools: task.agentTools ?? [],
    questionWorkspacePath: task.workspacePath ?? null,
    mcp: task.mcp ?? null,
    env,
    retryTracker: new RetryTracker(answeringModel.retry_policy),
    onModelCall: options.onModelCall,
  }
  checkWorkspaceOutputMode(settings.options.workspaceOutputMode, settings.options.workspaceOutputDir)
  if (settings.options.agenticParsing) {
    const problem = agenticJudgeProblem(parsingModel.interface, 'agentic parsing (options.agenticParsing)', {
      allowed: settings.options.agenticToolLoopJudges,
      setting: 'options.agenticToolLoopJudges: true',
    })
    if (problem !== null) throw new ConfigError('parsingModel.interface', `${problem} (question ${JSON.stringify(task.questionId)})`)
  }
  const ctx = new VerificationContext<TaskSettings>({
    questionId: task.questionId,
    templateId: task.templateId ?? template?.templateId ?? 'no_template',
    questionText: task.questionText,
    settings,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.now ? { now: options.now } : {}),
  })
  // A bad extra_kwargs.workspace_tools is misuse: it throws here, before any call.
  const workspaceToolNames = answeringWorkspaceToolNames(answeringWorkspaceToolsOf(answeringModel))
  const answering = modelIdentityOf(answeringModel, 'answering', [...(task.agentTools ?? []).map((t) => t.name), ...workspaceToolNames])
  ctx.setArtifact(ArtifactKeys.ANSWERING_MODEL_IDENTITY, answering)
  ctx.setArtifact(ArtifactKeys.PARSING_MODEL_IDENTITY, modelIdentityOf(parsingModel, 'parsing'))
  ctx.setResultField(ArtifactKeys.ANSWERING_MCP_SERVERS, answeringModel.mcp_urls_dict ? Object.keys(answeringModel.mcp_urls_dict) : null)
  if (task.conversationHistory && task.conversationHistory.length > 0) ctx.setArtifact(ArtifactKeys.CONVERSATION_HISTORY, [...task.conversationHistory])
  if (task.scenarioNodeResults) ctx.setArtifact(ArtifactKeys.SCENARIO_NODE_RESULTS, { ...task.scenarioNodeResults })
  return ctx
}

/**
 * Runs one verification task through its stages and returns its VerificationResult. Verification outcomes
 * (wrong answer, parse failure, provider error, a stage that throws) are inside the result; only misuse
 * throws: an invalid model config or a config enabling a stage that is not available (ConfigError, also for
 * agentic parsing with a judge that is not `deep_agent` unless `options.agenticToolLoopJudges`), or a stage
 * list that cannot run (StageGraphError).
 * @example
 * const result = await runTask({
 *   questionId: 'q1',
 *   questionText: 'What is the putative target of venetoclax?',
 *   template: Answer,
 *   answeringModel: 'openai:gpt-4.1-mini',
 *   parsingModel: 'openai:gpt-4.1-mini',
 * })
 * result.template?.verify_result // true
 */
export async function runTask(task: VerificationTask, options: RunTaskOptions = {}): Promise<VerificationResult> {
  // First: a misspelt key explains a later failure (e.g. a missing setting) better than that failure does.
  assertKnownTaskKeys(task)
  const [unknownOption] = unknownKeys(options, RUN_TASK_OPTION_KEYS)
  if (unknownOption !== undefined) throw new ValidationError([unknownOption], unknownKeyMessage(unknownOption, 'the runTask options', RUN_TASK_OPTION_KEYS), 'runTask')
  // Before any call: configs a checkpoint file brought need the user's opt-in (config/checkpoint-trust.ts).
  const overrides = [task.rubric, task.dynamicRubric].flatMap((r) => (r as Partial<Rubric> | null | undefined)?.agentic_traits?.map((t) => t.model_override) ?? [])
  const models = [task.answeringModel, task.parsingModel].filter((m): m is ModelConfig => typeof m === 'object' && m !== null)
  assertCheckpointTrusted([...models, ...overrides], options.trustCheckpoint)
  const answering = toModelConfig(task.answeringModel)
  checkMcpServers(answering.mcp_urls_dict, 'answeringModel.mcp_urls_dict')
  if (task.mcp !== undefined || answering.mcp_urls_dict === null) return runTaskWith(task, options)
  // A lone task owns its MCP connections: opened on first use, closed when it ends.
  const mcp = new McpSession()
  try {
    return await runTaskWith({ ...task, answeringModel: answering, mcp }, options)
  } finally {
    await mcp.close()
  }
}

/**
 * A task runVerification built from its checked config (trust checked, its MCP session on the task when any model
 * has servers), run with the stage list checked once for its plan (`stageLists`): runTask's checks of a hand-made
 * task, its options and its `stages` would repeat per task.
 */
export function runPlannedTask(task: VerificationTask, stages: readonly Stage<TaskSettings>[], options: Pick<RunTaskOptions, 'signal' | 'now' | 'onModelCall'>): Promise<VerificationResult> {
  assertRubrics(task)
  return runTaskWith(task, options, stages)
}

// Only runTask (after its checks) and runPlannedTask (whose task runVerification built) call it: no check runs twice.
async function runTaskWith(task: VerificationTask, options: RunTaskOptions, planned?: readonly Stage<TaskSettings>[]): Promise<VerificationResult> {
  const ctx = taskContextOf(task, options)
  const settings = ctx.settings
  const stages = planned ?? resolveStages(options.stages, () => buildStages(stagePlanOptionsOf(settings.options, settings.rubric, settings.dynamicRubric)), 'runTask options › stages')
  const orchestrator = new StageOrchestrator(stages, {
    classifyError: (error) => classifyError(error, settings.options.customErrorPatterns),
    retryCounts: () => settings.retryTracker.snapshot(),
  })
  await orchestrator.execute(ctx)
  options.onContext?.(ctx)
  const result = ctx.getArtifact<VerificationResult>(ArtifactKeys.FINAL_RESULT)
  if (result === null || typeof result !== 'object' || !('metadata' in result)) {
    throw new Error(`the last stage (${stages.at(-1)?.name}) did not store a VerificationResult in the final_result artifact`)
  }
  return result
}
