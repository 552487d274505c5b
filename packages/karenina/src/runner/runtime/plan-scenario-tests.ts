import type { Env } from '../../config/env.js'
import { resolveVerificationConfig } from '../../config/verification-config.js'
import type { ResolveModelOptions } from '../../llm/resolve-model.js'
import type { Rubric } from '../../rubric/rubric.js'
import type { ScenarioDefinition } from '../../scenario/scenario-definition.js'
import { runScenario } from '../../scenario/run/run-scenario.js'
import { planScenarioRuns } from '../../scenario/run/run-scenarios.js'
import type { StagesOption } from '../../pipeline/from-config.js'
import type { ScenarioExecutionResult } from '../../results/scenario-execution-result.js'
import { answeringModelLabel, type BenchmarkVerificationInput } from './plan-benchmark-tests.js'
import { resolveRunnerConfig, runnerClock, type RunnerConfigInput } from '../runner-config.js'
import { runnerModelOptions, type CassetteSettings } from './runner-ports.js'
import { scenarioTestVerdict, type ScenarioOutcomeVerdict } from './scenario-outcome.js'

/** Options of {@link planScenarioTests} (`describeScenario`). */
export interface ScenarioTestConfig extends RunnerConfigInput {
  /** Pipeline settings (`scenario_turn_limit`, abstention, …). @default {} */
  verification?: BenchmarkVerificationInput
  /** Rubric of nodes whose question has none. @default null */
  globalRubric?: Rubric | null
  cassette?: CassetteSettings | null
  modelOptions?: { answering?: ResolveModelOptions; parsing?: ResolveModelOptions }
  env?: Env
  now?: () => Date
  /**
   * Let model configs read from a checkpoint file (node `modelOverride`, agentic trait `model_override`) use
   * stdio MCP commands, MCP URLs, endpoints, credentials, agent runtimes, `extra_kwargs`, … (README "Security
   * model"). Without it they are refused when the tests are planned, before any test runs. @default false
   */
  trustCheckpoint?: boolean
  /** Custom stages of every turn (docs/custom-stages.md), checked when the tests are planned. @default each turn's default stages */
  stages?: StagesOption
}

/**
 * The tests of scenarios: one per scenario × answering model × replicate, judged by the runner's judge
 * model. Each runs the scenario turn by turn (nothing is called until a test runs).
 */
export function planScenarioTests(scenarios: ScenarioDefinition | readonly ScenarioDefinition[], input: ScenarioTestConfig = {}) {
  const list = Array.isArray(scenarios) ? (scenarios as readonly ScenarioDefinition[]) : [scenarios as ScenarioDefinition]
  const env = input.env ?? process.env
  const config = resolveRunnerConfig(env, input)
  const verification = resolveVerificationConfig(
    { ...input.verification, answering_models: config.answeringModels, parsing_models: [config.judgeModel], replicate_count: config.replicates },
    env,
  )
  const { jobs, contextOf } = planScenarioRuns(list, verification, {
    ...input,
    runName: config.runName ?? 'scenario-tests',
    env,
    now: input.now ?? runnerClock(config),
    stagesWhere: 'describeScenario options › stages',
    modelOptions: {
      answering: runnerModelOptions(config, input.cassette, input.modelOptions?.answering),
      parsing: runnerModelOptions(config, input.cassette, input.modelOptions?.parsing),
    },
  })
  const several = verification.answering_models.length > 1
  return jobs.map((job) => {
    const answeringModelId = answeringModelLabel(job.answering)
    const { scenario, replicate } = job
    return {
      /** The scenario name, plus the answering model when there are several, and the replicate. */
      title: [scenario.name, several ? `[${answeringModelId}]` : '', replicate !== null ? `#${replicate}` : ''].filter(Boolean).join(' '),
      scenario,
      /** The answering model's display string (as stored in results). */
      answeringModel: job.ref.answeringModel,
      /** The answering model as the user wrote it (`openai:gpt-4o`), for titles and summaries. */
      answeringModelId,
      replicate,
      run: (runOptions: { signal?: AbortSignal } = {}): Promise<ScenarioExecutionResult> =>
        runScenario(scenario, { ...contextOf(job), ...(runOptions.signal ? { signal: runOptions.signal } : {}) }),
    }
  })
}

/** One scenario test: a scenario × answering model × replicate. */
export type PlannedScenarioTest = ReturnType<typeof planScenarioTests>[number]

/** The verdict of a scenario test: no error stop, and every boolean outcome criterion holds. */
export function plannedScenarioOutcome(planned: PlannedScenarioTest, run: ScenarioExecutionResult): ScenarioOutcomeVerdict {
  return scenarioTestVerdict(run, Object.fromEntries(planned.scenario.outcomeCriteria.map((c) => [c.name, c.check])))
}
