import { resolve } from 'node:path'
import type { z } from 'zod'
import { prepareRegrade, type PreparedRegrade } from '../../batch/regrade.js'
import { readStoredAnswersSync, STORED_ANSWERS_ACCEPTED } from '../../batch/stored-answers.js'
import { ReplayStore } from '../../replay-store/replay-store.js'
import { expandTasks, verificationTaskOf } from '../../batch/expand-tasks.js'
import type { Benchmark, BenchmarkQuestion } from '../../benchmark/benchmark.js'
import type { Env } from '../../config/env.js'
import { resolveVerificationConfig, type VerificationConfigSchema } from '../../config/verification-config.js'
import { assertCheckpointTrusted } from '../../config/checkpoint-trust.js'
import { ConfigError } from '../../errors/config-error.js'
import type { AgentTool, ModelPorts } from '../../llm/ports.js'
import { checkMcpServers } from '../../config/mcp-server-spec.js'
import { McpSession } from '../../mcp/mcp-session.js'
import { resolveModel, type ResolveModelOptions } from '../../llm/resolve-model.js'
import { runTask, type VerificationTask } from '../../pipeline/run-task.js'
import { stageLists } from '../../pipeline/from-config.js'
import type { Stage } from '../../pipeline/stage.js'
import type { StagesOption } from '../../pipeline/from-config.js'
import { taskOptionsFromConfig, type TaskSettings } from '../../pipeline/task-settings.js'
import { modelDisplayString } from '../../config/model-identity.js'
import type { VerificationResult } from '../../results/verification-result.js'
import type { Template } from '../../template/template.js'
import { templateOutcome } from './failure-message.js'
import { unknownKeyMessage, unknownKeys } from '../../utils/did-you-mean.js'
import { keysOf } from '../../utils/keys-of.js'
import type { MatcherOutcome } from './matcher-options.js'
import { resolveRunnerConfig, runnerClock, RUNNER_CONFIG_KEYS, type RunnerConfigInput } from '../runner-config.js'
import { runnerModelOptions, type CassetteSettings } from './runner-ports.js'
import { withHeldSlots } from './run-wide-limiter.js'
import type { VerdictCriteria } from '../verdict.js'
import { formatModelId } from '../../config/model-id.js'
import { modelIdentityOf, type ModelConfig } from '../../config/model-config.js'

/** VerificationConfig keys of a benchmark test run (snake_case); the models come from the runner config. */
export type BenchmarkVerificationInput = Partial<Omit<z.input<typeof VerificationConfigSchema>, 'answering_models' | 'parsing_models' | 'replicate_count'>>

/** One part of a benchmark split over several test files: `'2/4'` or `{ index: 2, count: 4 }` (1-based). */
export type BenchmarkPart = `${number}/${number}` | { index: number; count: number }

/** Options of {@link planBenchmarkTests} (`describeBenchmark`). */
export interface BenchmarkTestConfig extends RunnerConfigInput, VerdictCriteria {
  /** Pipeline settings (evaluation mode, abstention, deep judgment, …). @default {} */
  verification?: BenchmarkVerificationInput
  /** Questions to test. @default every finished question */
  questionIds?: readonly string[]
  /**
   * Only this part of the questions (contiguous, in benchmark order). Runners shard by file: spread a large
   * benchmark over N test files, part `1/N` … `N/N`, and `--shard` distributes the files. @default all
   */
  part?: BenchmarkPart
  /** Record/replay the answering and judge calls in this cassette. @default none */
  cassette?: CassetteSettings | null
  /** `resolveModel` options per role (base URL, API key). @default {} */
  modelOptions?: { answering?: ResolveModelOptions; parsing?: ResolveModelOptions }
  /** @default process.env */
  env?: Env
  /** Clock of result timestamps. @default the runner config's clock */
  now?: () => Date
  /** TS tools (see `defineTool`) of every answering model, next to its MCP servers' tools. @default [] */
  agentTools?: readonly AgentTool[]
  /**
   * Let model configs read from the checkpoint file (agentic trait `model_override`) use stdio MCP commands,
   * MCP URLs, endpoints, credentials, agent runtimes, `extra_kwargs`, … (README "Security model"). Without it
   * they are refused when the tests are planned, before any test runs. @default false
   */
  trustCheckpoint?: boolean
  /**
   * Custom stages (docs/custom-stages.md): the stage list of every test, or a function of a test's default
   * list returning the list to run. Checked when the tests are planned, before any model call. @default the config's stages
   */
  stages?: StagesOption
  /**
   * Re-grade stored answers instead of asking the answering models (issue 33, as `karenina regrade`): a results file,
   * a replay store or a cassette (a path, relative to the current directory), a ReplayStore, or results. Each test
   * judges its question's stored answer with the judge, template and rubric of this run; zero answering calls. The
   * stored run fixes the answering models and replicates (one test per question × stored model × replicate), so
   * `answeringModels`, `replicates` and `agentTools` are refused beside it. A question without a stored answer
   * fails its test, naming the file and the question. @default null (ask the answering models)
   */
  regrade?: BenchmarkRegradeSource | null
}

// Every key of BenchmarkTestConfig (runner config, verdict criteria and its own): a misspelt one would be ignored.
const BENCHMARK_TEST_CONFIG_KEYS = keysOf<BenchmarkTestConfig>()([
  ...RUNNER_CONFIG_KEYS, 'granular', 'traits',
  'verification', 'questionIds', 'part', 'cassette', 'modelOptions', 'env', 'now', 'agentTools', 'trustCheckpoint', 'stages', 'regrade',
])

/**
 * Throws when a test file's `describeBenchmark` options set what only the run as a whole can: the results file
 * is written once per run by the reporter, in the runner's main process, so a file's own `resultsFile` would
 * be ignored. Call it with the user's options, before the runner config is merged in.
 */
export function assertNoRunWideSettings(options: Readonly<Partial<BenchmarkTestConfig>>): void {
  if (options.resultsFile !== undefined) {
    throw new ConfigError(
      'resultsFile',
      'describeBenchmark cannot choose the results file: the reporter writes one per run. Set resultsFile in the vitest plugin (or jest globals.karenina), the reporter\'s outputFile, or KARENINA_RESULTS_FILE',
    )
  }
}

/** One test of a benchmark: a question × answering model × replicate. */
export interface PlannedTest {
  /** Starts with the question id (so `-t <id>` selects it). */
  title: string
  questionId: string
  /** The answering model's display string (Karenina's `interface:model_name`, as stored in results). */
  answeringModel: string
  /** The answering model as the user wrote it (`openai:gpt-4o`), for summaries. */
  answeringModelId: string
  replicate: number | null
  template: Template | null
  criteria: VerdictCriteria
  /** The verification task the test runs. */
  task: VerificationTask
  now: () => Date
  /** Shared ports of the plan's models (one SDK client per model). */
  ports: (model: ModelConfig, role: 'answering' | 'parsing') => Promise<ModelPorts | undefined>
  /** The plan's MCP connections, shared by its tests; close with {@link closeBenchmarkTests}. */
  mcp: McpSession | null
  /** The test's stage list (its `stages` option applied and checked). */
  stages: readonly Stage<TaskSettings>[]
  /** With the `regrade` option: the stored answer this test re-judges (its answering model is a stand-in). @default null */
  regrade: PlannedRegrade | null
}

/** Closes what the tests of a plan share (MCP connections): call it once they have all run (`afterAll`). */
export async function closeBenchmarkTests(plan: readonly PlannedTest[]): Promise<void> {
  await Promise.all([...new Set(plan.map((p) => p.mcp))].map((mcp) => mcp?.close()))
}

/** Parses `'2/4'` or `{ index, count }` into a checked 1-based part. */
export function parseBenchmarkPart(part: BenchmarkPart): { index: number; count: number } {
  const { index, count } = typeof part === 'string' ? (([i, c]) => ({ index: Number(i), count: Number(c) }))(part.split('/')) : part
  if (!Number.isInteger(index) || !Number.isInteger(count) || count < 1 || index < 1 || index > count) {
    throw new ConfigError('part', `expected "<index>/<count>" with 1 ≤ index ≤ count, received ${JSON.stringify(part)}`)
  }
  return { index, count }
}

function selectQuestions(benchmark: Benchmark, config: BenchmarkTestConfig): BenchmarkQuestion[] {
  const all = config.questionIds ? config.questionIds.map((id) => benchmark.getQuestion(id)) : benchmark.getFinishedQuestions()
  if (config.part === undefined) return all
  const { index, count } = parseBenchmarkPart(config.part)
  return all.slice(Math.floor(((index - 1) * all.length) / count), Math.floor((index * all.length) / count))
}

/**
 * The tests of a benchmark: one per question × answering model × replicate, in benchmark order, each titled
 * with its question id (plus the answering model when there are several, and the replicate). Registration
 * is synchronous-friendly: nothing is called until a test runs.
 * @example
 * for (const planned of planBenchmarkTests(benchmark, { judgeModel: 'openai:gpt-4.1-mini' })) {
 *   test(planned.title, async () => { const result = await runPlannedTest(planned) })
 * }
 */
export function planBenchmarkTests(benchmark: Benchmark, input: BenchmarkTestConfig = {}): PlannedTest[] {
  const [unknownKey] = unknownKeys(input, BENCHMARK_TEST_CONFIG_KEYS)
  if (unknownKey !== undefined) throw new ConfigError(unknownKey, unknownKeyMessage(unknownKey, 'describeBenchmark options', BENCHMARK_TEST_CONFIG_KEYS))
  const env = input.env ?? process.env
  const config = resolveRunnerConfig(env, input)
  // A re-grade answers from the stored run: one `manual` stand-in per stored model, served by a strict replay store.
  const regrade = input.regrade === undefined || input.regrade === null ? null : prepareBenchmarkRegrade(input.regrade, benchmark)
  const verification = resolveVerificationConfig(
    regrade
      ? { ...input.verification, answering_models: regrade.answeringModels, parsing_models: [config.judgeModel], replicate_count: regrade.replicates, replay_store: regrade.store }
      : { ...input.verification, answering_models: config.answeringModels, parsing_models: [config.judgeModel], replicate_count: config.replicates },
    env,
  )
  const agentTools = regrade ? [] : (input.agentTools ?? [])
  const questions = selectQuestions(benchmark, input)
  // Before any test runs: the checkpoint's own model configs stay within what a file may ask for.
  assertCheckpointTrusted(
    [benchmark.getGlobalRubric(), ...questions.map((q) => q.rubric)].flatMap((r) => r?.agentic_traits.map((t) => t.model_override) ?? []),
    input.trustCheckpoint,
  )
  const { tasks } = expandTasks(questions, verification, {
    globalRubric: benchmark.getGlobalRubric(),
    globalDynamicRubric: benchmark.getGlobalDynamicRubric(),
    agentToolNames: agentTools.map((t) => t.name),
  })
  verification.answering_models.forEach((m, i) => checkMcpServers(m.mcp_urls_dict, `answeringModels[${i}].mcp_urls_dict`))
  // Connected on the first test that needs a server, shared by the rest: each server is listed once.
  const mcp = verification.answering_models.some((m) => m.mcp_urls_dict !== null) ? new McpSession() : null
  // A Benchmark's workspace root overrides the config's, as in runVerification.
  const taskOptions = { ...taskOptionsFromConfig(verification), workspaceRoot: benchmark.workspaceRoot ?? verification.workspace_root }
  const stagesFor = stageLists(taskOptions, input.stages, 'describeBenchmark options › stages')
  const severalModels = verification.answering_models.length > 1
  const criteria: VerdictCriteria = { granular: input.granular ?? null, traits: input.traits ?? {} }
  const now = input.now ?? runnerClock(config)
  const options = {
    answering: runnerModelOptions(config, input.cassette, input.modelOptions?.answering),
    parsing: runnerModelOptions(config, input.cassette, input.modelOptions?.parsing),
  }
  const cache = new Map<ModelConfig, Promise<ModelPorts | undefined>>()
  const ports = (model: ModelConfig, role: 'answering' | 'parsing') => {
    let entry = cache.get(model)
    // A model that cannot be resolved (e.g. no API key) is left to the task, which records the failure.
    if (!entry) cache.set(model, (entry = resolveModel(model, { ...options[role], role }).catch(() => undefined)))
    return entry
  }
  return tasks.map((t): PlannedTest => {
    const q = t.question
    const toolNames = agentTools.map((tool) => tool.name)
    const stored = regrade?.answerers.find((a) => a.configId === t.answeringModel.id)
    const display = modelDisplayString(stored?.identity ?? modelIdentityOf(t.answeringModel, 'answering', toolNames))
    const answeringModelId = stored ? display : answeringModelLabel(t.answeringModel, toolNames)
    const title = [q.id, severalModels ? `[${answeringModelId}]` : '', t.replicate !== null ? `#${t.replicate}` : ''].filter(Boolean).join(' ')
    return {
      title,
      questionId: q.id,
      answeringModel: display,
      answeringModelId,
      replicate: t.replicate,
      template: q.template,
      criteria,
      now,
      ports,
      mcp,
      stages: stagesFor(t.rubric, t.dynamicRubric),
      regrade: regrade && stored ? { source: regrade.source, hasAnswer: regrade.hasAnswer(q.id, stored.configId, t.replicate), restore: (result) => regrade.restore(result) } : null,
      task: {
        ...verificationTaskOf(t, verification),
        options: taskOptions,
        runName: config.runName,
        env,
        modelOptions: options,
        agentTools,
        ...(mcp ? { mcp } : {}),
      },
    }
  })
}

/** Runs a planned test: answers the question, judges the answer; verification outcomes are in the result. */
export async function runPlannedTest(planned: PlannedTest, options: { signal?: AbortSignal } = {}): Promise<VerificationResult> {
  const { task } = planned
  const answering = await planned.ports(task.answeringModel as ModelConfig, 'answering')
  const parsing = await planned.ports(task.parsingModel as ModelConfig, 'parsing')
  // The test keeps its run-wide request slot from its answer to its last judgment.
  const result = await withHeldSlots(() =>
    runTask(
      { ...task, ports: { ...(answering ? { answering } : {}), ...(parsing ? { parsing } : {}) } },
      // planBenchmarkTests checked the checkpoint's configs against the trust boundary when it planned the test.
      { now: planned.now, trustCheckpoint: true, stages: planned.stages, ...(options.signal ? { signal: options.signal } : {}) },
    ),
  )
  return planned.regrade ? planned.regrade.restore(result) : result
}

/** The verdict and message of a planned test's result (its criteria: granular threshold, trait expectations). */
export function plannedTestOutcome(planned: PlannedTest, result: VerificationResult): MatcherOutcome {
  if (planned.regrade && !planned.regrade.hasAnswer) {
    // A re-grade test whose question has no stored answer fails: never a live answer, never a pass.
    const { questionId, answeringModel, replicate } = planned
    const message =
      `no stored answer to question ${questionId} from ${answeringModel}${replicate !== null ? ` (replicate ${replicate})` : ''} in ${planned.regrade.source}: ` +
      'describeBenchmark({ regrade }) re-judges stored answers and never asks the answering model. Re-run the answering side for this question, or leave it out (questionIds)'
    return { pass: false, result, message: () => message }
  }
  return templateOutcome(result, planned.template, planned.criteria, { subject: `the answer to ${planned.questionId}` })
}

/**
 * An answering model as the user wrote it (`openai:gpt-4o`, not the stored identity `langchain:gpt-4o`), with
 * the identity's suffix (config id, tools): test titles and run summaries show this.
 */
export function answeringModelLabel(config: ModelConfig, toolNames: readonly string[] = []): string {
  const identity = modelIdentityOf(config, 'answering', [...toolNames])
  const display = modelDisplayString(identity)
  return formatModelId(config) + display.slice(`${identity.interface}:${identity.model_name}`.length)
}

/**
 * The stored answers a describeBenchmark re-grades (`regrade` option): a file path (a results file, a replay store
 * or a cassette, as `karenina regrade` reads them; relative to the current directory), a ReplayStore, or results.
 */
export type BenchmarkRegradeSource = string | ReplayStore | readonly VerificationResult[]

/** What a planned test re-grades: where its answer is stored, and whether it is. */
export interface PlannedRegrade {
  /** The stored answers' file (or `'replay store'`, `'results'` for values given in code). */
  source: string
  /** False when the stored run has no answer for this question, model and replicate: the test fails. */
  hasAnswer: boolean
  /** The stand-in's result as the stored answering model's (its identity, `extensions.cache`). */
  restore(result: VerificationResult): VerificationResult
}

/** Options the stored run fixes: given with `regrade`, they would do nothing, so they are refused. */
const FIXED_BY_STORED_RUN = ['answeringModels', 'replicates', 'agentTools'] as const

/**
 * Throws when describeBenchmark options give `regrade` together with what the stored run fixes (who answered, how
 * often, with which tools). Call it with the user's options, before the runner config is merged in.
 */
export function assertRegradeOptions(options: Readonly<Record<string, unknown>>): void {
  if (options['regrade'] === undefined || options['regrade'] === null) return
  const fixed = FIXED_BY_STORED_RUN.find((key) => options[key] !== undefined)
  if (fixed !== undefined) {
    throw new ConfigError(`describeBenchmark options › ${fixed}`, `cannot be given with regrade: the stored answers fix the answering models, their replicates and tools (drop ${fixed}, or drop regrade to ask the models)`)
  }
  const verification = options['verification'] as Record<string, unknown> | undefined
  const store = ['replay_store', 'replayStore'].find((key) => verification?.[key] !== undefined && verification[key] !== null)
  if (store !== undefined) throw new ConfigError(`describeBenchmark options › verification.${store}`, 'cannot be given with regrade, which replays the stored answers itself')
}

/** The stored answers of a `regrade` option, read when the tests are planned (synchronously, as jest requires). */
export function prepareBenchmarkRegrade(source: BenchmarkRegradeSource, benchmark: Benchmark): PreparedRegrade {
  if (typeof source === 'string') {
    const file = resolve(source)
    return prepareRegrade(readStoredAnswersSync(file, benchmark), file)
  }
  if (source instanceof ReplayStore) return prepareRegrade(source, 'replay store')
  if (Array.isArray(source)) return prepareRegrade(source, 'results')
  throw new ConfigError('describeBenchmark options › regrade', `expected a file path (${STORED_ANSWERS_ACCEPTED}), a ReplayStore or an array of results, received ${typeof source}`)
}
