import { checkWorkspaceOutputMode } from '../pipeline/workspace/capture-workspace.js'
import { workspaceProblem } from '../pipeline/workspace/resolve-workspace.js'
import { randomUUID } from '../utils/lazy-node.js'
import { pLimit } from '../llm/limiter.js'
import type { Benchmark, BenchmarkQuestion } from '../benchmark/benchmark.js'
import type { Env } from '../config/env.js'
import { resolveVerificationConfig, type VerificationConfig, type VerificationConfigInput } from '../config/verification-config.js'
import { ConfigError } from '../errors/config-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { VerificationBatchError } from '../results/verification-batch-error.js'
import { addResultCost, emptyCost, parsePriceTable, priceOf, withPrices, type CostSummary, type PriceTable } from '../results/cost.js'
import { unknownKeyMessage, unknownKeys } from '../utils/did-you-mean.js'
import type { AgentTool } from '../llm/ports.js'
import { assertCheckpointTrusted } from '../config/checkpoint-trust.js'
import { modelCanonicalKey } from '../config/model-identity.js'
import { checkMcpServers } from '../config/mcp-server-spec.js'
import { McpSession } from '../mcp/mcp-session.js'
import { runPlannedTask, type RunTaskOptions, type VerificationTask } from '../pipeline/run-task.js'
import type { StagesOption } from '../pipeline/from-config.js'
import { stageLists } from '../pipeline/from-config.js'
import { taskOptionsFromConfig, type ModelCallInfo } from '../pipeline/task-settings.js'
import type { VerificationResult } from '../results/verification-result.js'
import { VerificationResultSet } from '../results/verification-result-set.js'
import { AnswerCache, answerDataFromResult } from './answer-cache.js'
import { BatchScheduler, type Dispatch } from './batch-scheduler.js'
import { expandTasks, verificationTaskOf, type BatchTask } from './expand-tasks.js'
import { orderTasks } from './order-tasks.js'
import { ProgressiveResultWriter, resultTaskKey, type ProgressiveSaveOptions } from './progressive-save.js'
import { RunPorts } from './run-ports.js'
import { RunResults } from './run-results.js'
import type { StoredLine } from '../results/stored-result-set.js'
import { runScenarios } from '../scenario/run/run-scenarios.js'
import type { TaskRef, VerificationProgressEvent } from '../scenario/run/progress-event.js'
import { keysOf } from '../utils/keys-of.js'
import { BatchJournal } from './batch-journal.js'
import { BatchRounds, type BatchModeOption } from './batch-rounds.js'

/** Options of {@link runVerification}. */
export interface RunVerificationOptions {
  /** Questions to run. @default every finished question */
  questionIds?: readonly string[]
  /** Stops scheduling; tasks in flight are cancelled and their results discarded; finished results are kept. */
  signal?: AbortSignal
  /** Called as tasks (a scenario benchmark: scenario runs and their turns) start and finish (a throwing listener stops the run). */
  onProgress?: (event: VerificationProgressEvent) => void
  /** Append each result to a JSONL file as it completes; `resume` continues an interrupted run. */
  output?: ProgressiveSaveOptions
  /**
   * Keep every result whole in memory. With `false` (needs `output`), results stay in the `output.jsonl` file
   * once written: the returned set keeps only where each one is and what `getSummary()` reads, and reads the
   * results back from the file when iterated (`for…of`, `at(i)`, `results`, filters, rows, exports), so a
   * large run's memory stays flat. Keep the file until you are done with the set. Scenario benchmarks keep
   * their runs whole. @default true
   */
  keepResults?: boolean
  /** Clock for timestamps and result ids. @default () => new Date() */
  now?: () => Date
  /** `metadata.run_name` of every result. @default `run_<8 hex>` */
  runName?: string
  /** Environment for config defaults and stages. @default process.env */
  env?: Env
  /**
   * TS tools (see `defineTool`) of every answering model, next to its MCP servers' tools: the answers
   * become agent runs, and the tool names join the answering model identity. @default []
   */
  agentTools?: readonly AgentTool[]
  /**
   * Let model configs read from the checkpoint file (scenario node `modelOverride`, agentic trait
   * `model_override`) use what only the user may grant: stdio MCP commands, MCP URLs, endpoints, credentials,
   * agent runtimes and their tools, `extra_kwargs`, … (README "Security model"; CLI `--trust-checkpoint`).
   * Without it such a config is refused before any work starts. Configs built in code are always yours.
   * @default false
   */
  trustCheckpoint?: boolean
  /**
   * Custom stages (docs/custom-stages.md): the stage list of every task, or a function of a task's default
   * list returning the list to run (a scenario benchmark: of every turn). Checked before any model call
   * (StageGraphError). @default buildStages for the config and each question's rubric
   */
  stages?: StagesOption
  /**
   * Batch mode (README "Batch mode"): the run's OpenAI and Anthropic chat calls go through the providers'
   * batch APIs (half price, results within 24 h), round by round (answers, then judges, then rubric
   * traits), polled every `pollIntervalMs`. With `output`, batch ids are kept next to the results file
   * (`*.batches.jsonl`), so `resume: true` picks the batches up without submitting again. Progress comes as
   * `batch-*` events. @default false
   */
  batch?: BatchModeOption
  /**
   * Budget in US dollars (README "Cost per role and budgets"): once the finished results (resumed ones
   * included) cost this much, no new task starts; tasks in flight finish and are kept, and the run rejects
   * with a {@link VerificationBatchError} of reason `'budget'` carrying every finished result. Every
   * answering and parsing model needs a price (`prices` or the shipped table). Not with `batch`.
   */
  maxCost?: number
  /** Prices over the shipped table (DEFAULT_PRICES) for `maxCost`. */
  prices?: PriceTable
}

const RUN_OPTION_KEYS = keysOf<RunVerificationOptions>()(['questionIds', 'signal', 'onProgress', 'output', 'keepResults', 'now', 'runName', 'env', 'agentTools', 'trustCheckpoint', 'stages', 'batch', 'maxCost', 'prices'])
const OUTPUT_OPTION_KEYS = keysOf<ProgressiveSaveOptions>()(['jsonl', 'resume'])

function checkOptionKeys(options: RunVerificationOptions): void {
  const [key] = unknownKeys(options, RUN_OPTION_KEYS)
  if (key !== undefined) throw new ValidationError([key], unknownKeyMessage(key, 'runVerification options', RUN_OPTION_KEYS), 'runVerification')
  const [outputKey] = unknownKeys(options.output, OUTPUT_OPTION_KEYS)
  if (outputKey !== undefined) {
    throw new ValidationError(['output', outputKey], unknownKeyMessage(outputKey, 'runVerification output options', OUTPUT_OPTION_KEYS), 'runVerification')
  }
  if (options.keepResults === false && options.output === undefined) {
    throw new ValidationError(['keepResults'], 'keepResults: false keeps the results in the output file: pass output: { jsonl } too', 'runVerification')
  }
}

/**
 * A budget must be able to count: a positive number of dollars, and a price for every model that is called
 * (an unpriced model's tokens would count as free and the run could overspend).
 */
function checkBudget(config: VerificationConfig, options: RunVerificationOptions): void {
  if (options.prices !== undefined) parsePriceTable(options.prices, 'runVerification options › prices')
  if (options.maxCost === undefined) return
  if (typeof options.maxCost !== 'number' || !Number.isFinite(options.maxCost) || options.maxCost <= 0) {
    throw new ValidationError(['maxCost'], `expected a positive number of US dollars, got ${String(options.maxCost)}`, 'runVerification')
  }
  if (options.batch) {
    throw new ConfigError('maxCost', 'a budget stops scheduling new work, but batch mode submits every call of a round at once: use one or the other')
  }
  const prices = withPrices(options.prices)
  const models = [...config.answering_models, ...config.parsing_models].filter((m) => m.interface !== 'manual')
  const unpriced = [...new Set(models.flatMap((m) => (m.model_name === null || priceOf(prices, m.model_name) !== undefined ? [] : [m.model_name])))]
  if (unpriced.length > 0) {
    throw new ConfigError('maxCost', `no price for ${unpriced.map((n) => JSON.stringify(n)).join(', ')}: a budget needs the price of every model it pays for (add it with prices / --prices file.json: {"<model>": {"inputPerMTok": 2.5, "outputPerMTok": 10}})`)
  }
}

function taskRef({ questionId, answeringKey, parsingKey, replicate }: BatchTask): TaskRef {
  return { questionId, answeringKey, parsingKey, replicate }
}

function selectQuestions(benchmark: Benchmark, config: VerificationConfig, ids: readonly string[] | undefined): BenchmarkQuestion[] {
  const questions = ids === undefined ? benchmark.getFinishedQuestions() : ids.map((id) => benchmark.getQuestion(id))
  for (const q of questions) {
    // Rubric-only runs do not read the template (a karenina-ts allowance: Karenina requires one anyway).
    // A stored template that cannot run here (a classic Python template) still gets a result per task: it
    // fails ValidateTemplate with the loader's message, without a model call.
    if (q.template === null && (q.templateProblem ?? null) === null && config.evaluation_mode !== 'rubric_only') {
      throw new ValidationError(['question_id'], `question ${JSON.stringify(q.id)} has no answer template`, 'runVerification')
    }
  }
  return questions
}

function answererLimits(config: VerificationConfig): Map<string, number> | null {
  const limits = config.answerer_concurrency_limits
  if (limits === null) return null
  if (typeof limits === 'number') return new Map(config.answering_models.filter((m) => m.id).map((m) => [m.id!, limits]))
  return new Map(Object.entries(limits))
}

/**
 * Runs a benchmark: every selected question × answering model × parsing model × replicate (spec 02 §8),
 * in the config's `task_ordering`, `async_max_workers` tasks at a time, at most `max_concurrent_requests`
 * model requests in flight. The judges of one answer share it: one answering call per question × answering
 * model × replicate, whatever the number of parsing models. Results come in completion order (after those
 * of a resumed file). A cancelled or timed-out run rejects with a {@link VerificationBatchError} carrying
 * the finished results; with `output`, they are also saved and a rerun with `resume: true` does the rest.
 * @example
 * const results = await runVerification(benchmark, {
 *   answering_models: ['openai:gpt-4.1-mini'],
 *   parsing_models: ['openai:gpt-4.1-mini'],
 *   async_max_workers: 8,
 * }, { output: { jsonl: 'run.results.jsonl', resume: true } })
 */
export async function runVerification(
  benchmark: Benchmark,
  configInput: VerificationConfigInput,
  options: RunVerificationOptions = {},
): Promise<VerificationResultSet> {
  checkOptionKeys(options)
  const env = options.env ?? process.env
  if (benchmark.isScenarioBenchmark) {
    if (options.batch) throw new ConfigError('batch', 'batch mode runs question benchmarks: a scenario benchmark decides each turn from the last one, so it runs live')
    if (options.maxCost !== undefined) throw new ConfigError('maxCost', 'a budget stops a question benchmark between tasks; a scenario benchmark runs without one')
    return runScenarioBenchmark(benchmark, configInput, options)
  }
  const config = resolveVerificationConfig(configInput, env)
  checkBudget(config, options)
  if (config.parsing_only) {
    throw new ConfigError(
      'parsing_only',
      "not supported by a benchmark run. To judge recorded answers, use the manual answering model (answering_models: [{ interface: 'manual', manual_traces: { '<question id>': '<answer>' } }]; CLI: -a manual --manual-traces answers.json), or verifyResponse(answer, template) and the toVerify / toScoreTrait matchers for one answer at a time",
    )
  }
  config.answering_models.forEach((m, i) => checkMcpServers(m.mcp_urls_dict, `answering_models[${i}].mcp_urls_dict`))
  options.signal?.throwIfAborted()
  const questions = selectQuestions(benchmark, config, options.questionIds)
  // Before any file is opened, process started or request sent: the checkpoint's own model configs.
  assertCheckpointTrusted(
    [benchmark.getGlobalRubric(), benchmark.getGlobalDynamicRubric(), ...questions.flatMap((q) => [q.rubric, q.dynamicRubric ?? null])].flatMap((r) => r?.agentic_traits.map((t) => t.model_override) ?? []),
    options.trustCheckpoint,
  )
  // A Benchmark's workspace root overrides the config's (seed 002 §8).
  const taskOptions = { ...taskOptionsFromConfig(config), workspaceRoot: benchmark.workspaceRoot ?? config.workspace_root }
  checkWorkspaceOutputMode(taskOptions.workspaceOutputMode, taskOptions.workspaceOutputDir)
  // Bad workspaces are the user's input (exit 2 on the CLI), refused before any work: with agentic parsing, and
  // whenever a root is given (agentic traits and answering workspace tools use it), not one task error per question.
  if (taskOptions.agenticParsing || taskOptions.workspaceRoot !== null) {
    const problem = workspaceProblem(taskOptions.workspaceRoot, questions, taskOptions.workspaceCopy)
    if (problem !== null) throw new ConfigError('workspace_root', problem)
  }

  // Expand first (a rubric conflict throws before any file is touched), then leave out what a resumed file holds.
  let writer: ProgressiveResultWriter | null = null
  let mcp: McpSession | null = null
  let prior: VerificationResult[] = []
  let priorLines: StoredLine[] = []
  if (options.output) ({ writer, prior, priorLines } = await ProgressiveResultWriter.open(options.output))
  try {
    const priorKeys = prior.map(resultTaskKey)
    const { tasks, skipped } = expandTasks(questions, config, {
      globalRubric: benchmark.getGlobalRubric(),
      globalDynamicRubric: benchmark.getGlobalDynamicRubric(),
      skip: new Set(priorKeys),
      agentToolNames: (options.agentTools ?? []).map((t) => t.name),
    })
    // Only the results of this run's tasks are returned (a file may hold others), in file order.
    const skippedKeys = new Set(skipped.map((t) => t.taskKey))
    const results = new RunResults(options.keepResults === false && writer !== null ? writer.path : null)
    const resumed: VerificationResult[] = []
    const budget = options.maxCost === undefined ? null : { maxCost: options.maxCost, prices: withPrices(options.prices), spent: emptyCost() }
    prior.forEach((result, i) => {
      if (!skippedKeys.has(priorKeys[i]!)) return
      resumed.push(result)
      if (budget) addResultCost(budget.spent, result, budget.prices)
      results.add(result, priorLines[i])
    })
    // Fail fast, before any call: stages not available, a custom stage list that cannot run.
    const stagesFor = stageLists(taskOptions, options.stages)
    for (const task of tasks) stagesFor(task.rubric, task.dynamicRubric)
    const cache = new AnswerCache()
    hydrateCache(cache, tasks, resumed, config)
    // From here on only `results` holds the resumed results (whole, or their summary views).
    prior = []
    priorLines = []
    resumed.length = 0
    let rounds: BatchRounds | null = null
    if (options.batch) {
      const journal = writer === null ? null : await BatchJournal.open(writer.path, options.output?.resume === true)
      rounds = new BatchRounds(options.batch === true ? {} : options.batch, journal, (event) => options.onProgress?.(event))
    }
    const ports = new RunPorts({
      ...(rounds ? { batch: rounds } : {}),
      compat: config.compat,
      errorPatterns: config.custom_error_patterns,
      env,
      ...(config.max_concurrent_requests !== null ? { requestLimiter: pLimit(config.max_concurrent_requests) } : {}),
    })
    await ports.resolve(tasks.flatMap((t) => [[t.answeringModel, 'answering'] as const, [t.parsingModel, 'parsing'] as const]))
    // One MCP session per run: each server is connected to and listed once, and closed when the run ends.
    if (config.answering_models.some((m) => m.mcp_urls_dict !== null)) mcp = new McpSession()
    const ordered = orderTasks(tasks, config.task_ordering)
    // From here on only the scheduler holds the tasks, and lets each one go once it is handed out.
    tasks.length = 0
    const runName = options.runName ?? `run_${randomUUID().replaceAll('-', '').slice(0, 8)}`
    const agentTools = options.agentTools ?? []
    // What every task of the run shares: its task options, ports, tools, MCP session and stage lists.
    const runOne: RunOne = (task, cachedAnswerData, hooks) => {
      const verificationTask: VerificationTask = {
        ...verificationTaskOf(task, config),
        templateProblem: task.question.templateProblem ?? null,
        options: taskOptions,
        runName,
        cachedAnswerData,
        env,
        agentTools,
        ...(mcp ? { mcp } : {}),
        ports: { answering: ports.get(task.answeringModel, 'answering'), parsing: ports.get(task.parsingModel, 'parsing') },
        // Embedding ports (EmbeddingCheck) are resolved per task, through the run's limiters.
        modelOptions: { parsing: ports.options },
      }
      // The config, its models and the checkpoint's trust were checked before the run started.
      return runPlannedTask(verificationTask, stagesFor(task.rubric, task.dynamicRubric), { ...hooks, ...(options.now ? { now: options.now } : {}) })
    }
    const batch = new Batch({ tasks: ordered, results, config, cache, writer, rounds, budget, options, runOne })
    const set = await batch.run()
    if (rounds !== null) {
      options.onProgress?.({ type: 'batch-summary', stats: { ...rounds.stats } })
      // Every result is saved: no batch is left to pick up, and the provider's copies can go.
      await rounds.discardRead()
      await rounds.journal?.remove()
    }
    return set
  } finally {
    await mcp?.close()
    await writer?.close()
  }
}

/** A scenario benchmark runs its scenarios (spec 05 §6.1); its progress file holds one scenario run per line. */
function runScenarioBenchmark(benchmark: Benchmark, configInput: VerificationConfigInput, options: RunVerificationOptions): Promise<VerificationResultSet> {
  // Question selection, kept-on-disk results, TS agent tools, batch mode and budgets are of question benchmarks.
  const { questionIds, keepResults: _keep, agentTools: _tools, batch: _batch, maxCost: _budget, prices: _prices, ...shared } = options
  if (questionIds !== undefined) throw new ConfigError('questionIds', 'a scenario benchmark runs whole scenarios: question ids cannot be selected')
  const rubrics = { globalRubric: benchmark.getGlobalRubric(), globalDynamicRubric: benchmark.getGlobalDynamicRubric() }
  return runScenarios(benchmark.getScenarios(), configInput, { ...shared, ...rubrics, workspaceRoot: benchmark.workspaceRoot })
}

/** Answers of resumed results serve the judges that still have to run (spec 05 §8). */
function hydrateCache(cache: AnswerCache, tasks: readonly BatchTask[], resumed: readonly VerificationResult[], config: VerificationConfig): void {
  if (resumed.length === 0) return
  const keyOf = new Map(tasks.map((t) => [JSON.stringify([t.questionId, t.answeringKey, t.replicate]), t.cacheKey]))
  for (const result of resumed) {
    const m = result.metadata
    const key = keyOf.get(JSON.stringify([m.question_id, modelCanonicalKey(m.answering), m.replicate ?? null]))
    if (key === undefined) continue
    const data = answerDataFromResult(result, config.compat)
    if (data !== null) cache.hydrate(key, data)
  }
}

/** Runs one task of the run, with the answer the cache holds for it (or null) and the loop's signal and call hooks. */
type RunOne = (
  task: BatchTask,
  cached: VerificationTask['cachedAnswerData'],
  hooks: Pick<RunTaskOptions, 'signal' | 'onModelCall'>,
) => Promise<VerificationResult>

interface BatchInit {
  tasks: BatchTask[]
  /** Finished results, the resumed ones first. */
  results: RunResults
  config: VerificationConfig
  cache: AnswerCache
  writer: ProgressiveResultWriter | null
  /** Batch mode: the rounds every task's calls go through; all tasks run at once, so each round is whole. */
  rounds: BatchRounds | null
  /** The budget, with the cost of the resumed results already counted. */
  budget: { maxCost: number; prices: PriceTable; spent: CostSummary } | null
  /** The run's options (its signal and progress listener are read from them). */
  options: RunVerificationOptions
  runOne: RunOne
}

/** One run's scheduling loop: workers, cancellation, timeout, saving and progress. */
class Batch {
  readonly #controller = new AbortController()
  readonly #scheduler: BatchScheduler
  #stop: 'aborted' | 'timeout' | 'budget' | null = null
  #fatal: { error: unknown } | null = null
  #running = 0
  #calls = 0
  #completed: number
  #wake: (() => void) | null = null
  /** Tasks this run does (the scheduler empties `init.tasks` as it hands them out), and results it resumed. */
  readonly #toRun: number
  readonly #resumed: number

  constructor(private readonly init: BatchInit) {
    this.#completed = this.#resumed = init.results.length
    this.#toRun = init.tasks.length
    this.#scheduler = new BatchScheduler(init.tasks, init.cache, answererLimits(init.config))
    if (init.rounds) init.rounds.signal = this.#controller.signal
  }

  get #total(): number {
    return this.#toRun + this.#resumed
  }

  #emit(event: VerificationProgressEvent): void {
    try {
      this.init.options.onProgress?.(event)
    } catch (error) {
      this.#fail(error)
    }
  }

  #fail(error: unknown): void {
    this.#fatal ??= { error }
    this.#controller.abort(error)
  }

  async run(): Promise<VerificationResultSet> {
    const { config, options: { signal } } = this.init
    const onAbort = () => {
      this.#stop ??= 'aborted'
      this.#controller.abort(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    const timer =
      config.batch_timeout_seconds === null
        ? null
        : setTimeout(() => {
            this.#stop ??= 'timeout'
            this.#controller.abort(new Error(`batch_timeout_seconds (${config.batch_timeout_seconds}) elapsed`))
          }, config.batch_timeout_seconds * 1000)
    const workers = this.init.rounds ? Infinity : config.async_enabled ? config.async_max_workers : 1
    const inFlight = new Set<Promise<void>>()
    try {
      this.#emit({ type: 'run-started', total: this.#total, resumed: this.#resumed, toRun: this.#toRun })
      for (;;) {
        while (!this.#controller.signal.aborted && !this.#overBudget() && this.#running < workers) {
          const dispatch = this.#scheduler.next()
          if (dispatch === null) break
          const job = this.#execute(dispatch).finally(() => inFlight.delete(job))
          inFlight.add(job)
        }
        if (this.#running === 0) break
        await new Promise<void>((resolve) => (this.#wake = resolve))
      }
      if (this.#stop === null && this.#overBudget() && this.#scheduler.undispatched > 0) this.#stop = 'budget'
      if (!this.#controller.signal.aborted && this.#stop !== 'budget' && this.#scheduler.undispatched > 0) {
        throw new Error(`internal: ${this.#scheduler.undispatched} tasks could not be scheduled`)
      }
    } finally {
      await Promise.allSettled(inFlight)
      signal?.removeEventListener('abort', onAbort)
      if (timer !== null) clearTimeout(timer)
    }
    if (this.#fatal) throw this.#fatal.error
    const set = this.init.results.toSet()
    if (this.#stop !== null) {
      const cause = this.#stop === 'aborted' ? signal?.reason : undefined
      throw new VerificationBatchError(this.#stop, set, this.#total - this.init.results.length, cause === undefined ? undefined : { cause })
    }
    return set
  }

  /** The finished results cost the budget or more: no new task starts (those in flight finish). */
  #overBudget(): boolean {
    const budget = this.init.budget
    return budget !== null && budget.spent.total.usd >= budget.maxCost
  }

  async #execute({ task, lookup }: Dispatch): Promise<void> {
    this.#running++
    let result: VerificationResult | null = null
    try {
      const ref = taskRef(task)
      // Events are built only for a listener (otherwise two objects per task for nothing).
      if (this.init.options.onProgress) this.#emit({ type: 'task-started', task: ref, total: this.#total, completed: this.#completed, running: this.#running })
      const signal = this.#controller.signal
      const hooks = this.init.options.onProgress
        ? {
            signal,
            onModelCall: (call: ModelCallInfo) => {
              const callId = ++this.#calls
              this.#emit({ type: 'call-started', task: ref, callId, call })
              return () => this.#emit({ type: 'call-finished', task: ref, callId })
            },
          }
        : { signal }
      const run = () => this.init.runOne(task, lookup.status === 'hit' ? lookup.data : null, hooks)
      result = await (this.init.rounds ? this.init.rounds.track(run) : run())
    } catch (error) {
      this.#fail(error)
    }
    const interrupted = this.#controller.signal.aborted
    if (lookup.status === 'miss') {
      const data = result !== null && !interrupted ? answerDataFromResult(result, this.init.config.compat) : null
      if (data !== null) this.init.cache.complete(task.cacheKey, data)
      else this.init.cache.release(task.cacheKey)
    }
    this.#scheduler.finished(task)
    // A result that arrives after a stop may be the cancellation itself: it is dropped, and redone on resume.
    if (result !== null && !interrupted) await this.#record(task, result)
    this.#running--
    const wake = this.#wake
    this.#wake = null
    wake?.()
  }

  async #record(task: BatchTask, result: VerificationResult): Promise<void> {
    let line: StoredLine | undefined
    try {
      line = await this.init.writer?.append(result)
    } catch (error) {
      this.#fail(error)
      return
    }
    this.init.results.add(result, line)
    if (this.init.budget) addResultCost(this.init.budget.spent, result, this.init.budget.prices)
    this.#completed++
    if (this.init.options.onProgress) this.#emit({ type: 'task-finished', task: taskRef(task), result, total: this.#total, completed: this.#completed, running: this.#running - 1 })
  }
}
