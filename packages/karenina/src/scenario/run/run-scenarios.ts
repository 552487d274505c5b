import { randomUUID } from '../../utils/lazy-node.js'
import { pLimit } from '../../llm/limiter.js'
import type { Env } from '../../config/env.js'
import { type ModelConfig, modelIdentityOf } from '../../config/model-config.js'
import { resolveVerificationConfig, stampModelDefaults, type VerificationConfig, type VerificationConfigInput } from '../../config/verification-config.js'
import { ConfigError } from '../../errors/config-error.js'
import type { ScenarioRef, TaskRef, VerificationProgressEvent } from './progress-event.js'
import { VerificationBatchError } from '../../results/verification-batch-error.js'
import type { ModelPorts } from '../../llm/ports.js'
import { resolveModel, type ResolveModelOptions } from '../../llm/resolve-model.js'
import { taskOptionsFromConfig, type ModelCallInfo } from '../../pipeline/task-settings.js'
import { modelCanonicalKey, modelDisplayString } from '../../config/model-identity.js'
import type { VerificationResult } from '../../results/verification-result.js'
import { VerificationResultSet } from '../../results/verification-result-set.js'
import type { ScenarioDefinition } from '../scenario-definition.js'
import { assertScenariosTrusted, nodeTurnSettings, runScenario, type RunRubrics, type ScenarioCallTurn, type ScenarioRunContext } from './run-scenario.js'
import { stageListsByPlan, type StagesOption } from '../../pipeline/from-config.js'
import type { ScenarioExecutionResult } from '../../results/scenario-execution-result.js'
import { ScenarioProgressWriter, scenarioRunKey, type ScenarioProgressOptions } from './scenario-progress-file.js'

/** Options of {@link runScenarios}; the fields picked from a single run's context mean what they mean there. */
export interface RunScenariosOptions
  extends Partial<Pick<ScenarioRunContext, 'globalRubric' | 'globalDynamicRubric' | 'agentTools' | 'workspaceRoot' | 'onTurn' | 'now' | 'trustCheckpoint'>> {
  /** Save each finished scenario run as it completes; `resume` skips those already saved. */
  output?: ScenarioProgressOptions
  /** Stops the run: scenarios in flight are dropped (redone on resume); rejects with a VerificationBatchError holding the finished runs. */
  signal?: AbortSignal
  onScenario?: (result: ScenarioExecutionResult) => void
  /**
   * Progress in scenario runs: `run-started` (`unit: 'scenario'`), `scenario-started`, `turn-finished` per
   * turn and `scenario-finished` per run; `call-started` / `call-finished` per model call of a turn (with
   * `scenario` naming the run, node and turn). A listener that throws stops the run with its error.
   */
  onProgress?: (event: VerificationProgressEvent) => void
  /** @default `run_<8 hex>` */
  runName?: string
  /** @default process.env */
  env?: Env
  /** Custom stages of every turn ({@link StagesOption}), checked for every node before any call. @default each turn's default stages */
  stages?: StagesOption
}

/** A scenario run's result set: `scenarioResults` holds the runs themselves. */
export interface ScenarioResultSet extends VerificationResultSet {
  scenarioResults: ScenarioExecutionResult[]
}

/** One scenario run to make: a scenario, its answering and parsing models (stamped) and replicate. */
export interface ScenarioJob {
  scenario: ScenarioDefinition
  answering: ModelConfig
  parsing: ModelConfig
  replicate: number | null
  key: string
  ref: ScenarioRef
}

/** What the runs of {@link planScenarioRuns} share besides the config. */
export interface ScenarioRunsOptions extends Partial<RunRubrics>, Pick<ScenarioRunContext, 'runName' | 'trustCheckpoint' | 'env' | 'now'> {
  stages?: StagesOption
  /** The option's name in a StageGraphError. */
  stagesWhere: string
  /** Options of `resolveModel` per role. */
  modelOptions: Record<'answering' | 'parsing', ResolveModelOptions>
}

/**
 * The runs of scenarios (runScenarios, describeScenario): every scenario × answering model × parsing model ×
 * replicate, and the context of each. Checked before any file is opened, process started or request sent: the
 * checkpoint's own model configs, every node's stage list and dynamic-rubric merge.
 */
export function planScenarioRuns(
  scenarios: readonly ScenarioDefinition[],
  config: VerificationConfig,
  options: ScenarioRunsOptions,
): { jobs: ScenarioJob[]; contextOf: (job: ScenarioJob) => ScenarioRunContext } {
  const rubrics = { globalRubric: options.globalRubric ?? null, globalDynamicRubric: options.globalDynamicRubric ?? null }
  const trustCheckpoint = options.trustCheckpoint ?? false
  assertScenariosTrusted(scenarios, { ...rubrics, trustCheckpoint })
  const taskOptions = taskOptionsFromConfig(config)
  // Every node's stage list and dynamic-rubric merge (a trait name clash throws).
  const stages = options.stages === undefined ? undefined : stageListsByPlan(options.stages, options.stagesWhere)
  for (const node of scenarios.flatMap((scenario) => Object.values(scenario.nodes))) {
    const turn = nodeTurnSettings(node, taskOptions, rubrics)
    stages?.(turn.options, turn.rubric, turn.dynamicRubric)
  }
  const stamp = (m: ModelConfig) => stampModelDefaults(m, config)
  const jobs: ScenarioJob[] = []
  for (const scenario of scenarios) {
    for (const a of config.answering_models.map(stamp)) {
      for (const p of config.parsing_models.map(stamp)) {
        for (let rep = 1; rep <= config.replicate_count; rep++) {
          const replicate = config.replicate_count === 1 ? null : rep
          const answeringModel = modelDisplayString(modelIdentityOf(a, 'answering'))
          const parsingModel = modelDisplayString(modelIdentityOf(p, 'parsing'))
          const ref = { scenarioId: scenario.name, answeringModel, parsingModel, replicate }
          jobs.push({ scenario, answering: a, parsing: p, replicate, key: scenarioRunKey(ref), ref })
        }
      }
    }
  }
  // The ports of each model, resolved once per run and shared by its scenarios (one SDK client per model).
  const cache = new Map<string, Promise<ModelPorts>>()
  const ports = (model: ModelConfig, role: 'answering' | 'parsing'): Promise<ModelPorts> => {
    const key = JSON.stringify([role, model])
    let entry = cache.get(key)
    if (entry === undefined) cache.set(key, (entry = resolveModel(model, { ...options.modelOptions[role], role })))
    return entry
  }
  const { runName, env, now } = options
  const shared = { config, taskOptions, runName, env, now, ...rubrics, trustCheckpoint, ports, stages }
  const contextOf = (job: ScenarioJob): ScenarioRunContext => ({ ...shared, answeringModel: job.answering, parsingModel: job.parsing, replicate: job.replicate })
  return { jobs, contextOf }
}

/**
 * Runs scenarios (spec 05 §9, §6.1): every scenario × answering model × parsing model × replicate, up to
 * `async_max_workers` scenarios at a time; the turns of one scenario run in order. The set holds every
 * turn's VerificationResult (scenario by scenario, in job order), `scenarioResults` (one per run) and
 * `errors` (`[description, Error]` for runs that threw instead of finishing; null when none).
 * @example
 * const set = await runScenarios([tutoring], { answering_models: ['openai:gpt-4.1-mini'], parsing_models: ['openai:gpt-4.1-mini'] })
 * set.scenarioResults?.[0]?.path // ['ask', 'hint']
 */
export async function runScenarios(
  scenarios: readonly ScenarioDefinition[],
  configInput: VerificationConfigInput,
  options: RunScenariosOptions = {},
): Promise<ScenarioResultSet> {
  const env = options.env ?? process.env
  const config = resolveVerificationConfig(configInput, env)
  if (config.parsing_only) throw new ConfigError('parsing_only', 'not supported by a scenario run')
  const twice = scenarios.find((s, i) => scenarios.findIndex((t) => t.name === s.name) < i)
  if (twice) throw new ConfigError('scenarios', `two scenarios are named ${JSON.stringify(twice.name)}; names must be unique`)
  const runName = options.runName ?? `run_${randomUUID().replaceAll('-', '').slice(0, 8)}`
  const shared: ResolveModelOptions = {
    compat: config.compat,
    errorPatterns: config.custom_error_patterns,
    env,
    ...(config.max_concurrent_requests !== null ? { requestLimiter: pLimit(config.max_concurrent_requests) } : {}),
  }
  const { jobs, contextOf } = planScenarioRuns(scenarios, config, {
    ...options,
    runName,
    env,
    stagesWhere: 'runScenarios options › stages',
    modelOptions: { answering: shared, parsing: shared },
  })
  const opened = options.output ? await ScenarioProgressWriter.open(options.output) : null
  const done = new Map<string, ScenarioExecutionResult>()
  for (const run of opened?.prior ?? []) done.set(scenarioRunKey(run), run)
  const limit = pLimit(config.async_enabled ? config.async_max_workers : 1)
  const errors: [string, Error][] = []
  const controller = new AbortController()
  const onAbort = () => controller.abort(options.signal?.reason)
  options.signal?.addEventListener('abort', onAbort, { once: true })
  // As runVerification: a progress listener that throws stops the run with its error.
  let fatal: { error: unknown } | null = null
  const emit = (event: VerificationProgressEvent) => {
    try {
      options.onProgress?.(event)
    } catch (error) {
      fatal ??= { error }
      controller.abort(error)
    }
  }
  const resumed = jobs.filter((job) => done.has(job.key)).length
  let completed = resumed
  let running = 0
  let calls = 0
  try {
    options.signal?.throwIfAborted()
    emit({ type: 'run-started', unit: 'scenario', total: jobs.length, resumed, toRun: jobs.length - resumed })
    await Promise.all(
      jobs.map((job) =>
        done.has(job.key)
          ? undefined
          : limit(async () => {
              if (controller.signal.aborted) return
              running++
              emit({ type: 'scenario-started', scenario: job.ref, total: jobs.length, completed, running })
              try {
                const run = await runScenario(job.scenario, {
                  ...contextOf(job),
                  agentTools: options.agentTools ?? {},
                  workspaceRoot: options.workspaceRoot ?? null,
                  signal: controller.signal,
                  onModelCall:
                    options.onProgress &&
                    ((call: ModelCallInfo, turn: ScenarioCallTurn) => {
                      const callId = ++calls
                      const task: TaskRef = {
                        questionId: turn.questionId,
                        answeringKey: modelCanonicalKey(modelIdentityOf(turn.answeringModel, 'answering')),
                        parsingKey: modelCanonicalKey(modelIdentityOf(turn.parsingModel, 'parsing')),
                        replicate: job.replicate,
                      }
                      const scenario = { ...job.ref, nodeId: turn.nodeId, turn: turn.turn }
                      emit({ type: 'call-started', task, callId, call, scenario })
                      return () => emit({ type: 'call-finished', task, callId, scenario })
                    }),
                  onTurn: (event) => {
                    options.onTurn?.(event)
                    emit({ type: 'turn-finished', scenario: job.ref, turn: event.turn, nodeId: event.nodeId, nextNode: event.nextNode, result: event.result })
                  },
                })
                await opened?.writer.append(run)
                done.set(job.key, run)
                options.onScenario?.(run)
                running--
                emit({ type: 'scenario-finished', scenario: job.ref, run, error: null, total: jobs.length, completed: ++completed, running })
              } catch (error) {
                running--
                if (controller.signal.aborted) return
                const replicate = job.replicate === null ? '' : ` (replicate ${job.replicate})`
                const cause = error instanceof Error ? error : new Error(String(error))
                errors.push([`scenario ${JSON.stringify(job.scenario.name)}${replicate} with ${job.answering.id}/${job.parsing.id}`, cause])
                emit({ type: 'scenario-finished', scenario: job.ref, run: null, error: cause, total: jobs.length, completed: ++completed, running })
              }
            }),
      ),
    )
  } finally {
    options.signal?.removeEventListener('abort', onAbort)
    await opened?.writer.close()
  }
  const runs = jobs.flatMap((job) => (done.has(job.key) ? [done.get(job.key)!] : []))
  const results: VerificationResult[] = runs.flatMap((r) => r.turnResults)
  if (fatal) throw (fatal as { error: unknown }).error
  const set = new VerificationResultSet(results, { scenarioResults: runs, errors: errors.length > 0 ? errors : null }) as ScenarioResultSet
  if (options.signal?.aborted) {
    // As runVerification: the finished runs travel on the error (and are in the progress file).
    const cause = options.signal.reason
    throw new VerificationBatchError('aborted', set, jobs.length - runs.length, cause === undefined ? undefined : { cause })
  }
  return set
}
