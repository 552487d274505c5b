import { assertCheckpointTrusted } from '../../config/checkpoint-trust.js'
import { scenarioModelConfigs } from '../../benchmark/checkpoint/checkpoint-settings.js'
import type { Env } from '../../config/env.js'
import type { ModelConfig } from '../../config/model-config.js'
import { modelIdentityOf } from '../../config/model-config.js'
import { resolveVerificationConfig, stampModelDefaults } from '../../config/verification-config.js'
import type { ModelPorts } from '../../llm/ports.js'
import { resolveModel, type ResolveModelOptions } from '../../llm/resolve-model.js'
import { taskOptionsFromConfig } from '../../pipeline/task-settings.js'
import { modelDisplayString } from '../../config/model-identity.js'
import type { Rubric } from '../../rubric/rubric.js'
import type { ScenarioDefinition } from '../../scenario/scenario-definition.js'
import { runScenario, scenarioStageLists } from '../../scenario/run/run-scenario.js'
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

/** One scenario test: a scenario × answering model × replicate. */
export interface PlannedScenarioTest {
  /** The scenario name, plus the answering model when there are several, and the replicate. */
  title: string
  scenario: ScenarioDefinition
  /** The answering model's display string (as stored in results). */
  answeringModel: string
  /** The answering model as the user wrote it (`openai:gpt-4o`), for titles and summaries. */
  answeringModelId: string
  replicate: number | null
  run(options?: { signal?: AbortSignal }): Promise<ScenarioExecutionResult>
}

/**
 * The tests of scenarios: one per scenario × answering model × replicate, judged by the runner's judge
 * model. Each runs the scenario turn by turn (nothing is called until a test runs).
 */
export function planScenarioTests(scenarios: ScenarioDefinition | readonly ScenarioDefinition[], input: ScenarioTestConfig = {}): PlannedScenarioTest[] {
  const list = Array.isArray(scenarios) ? (scenarios as readonly ScenarioDefinition[]) : [scenarios as ScenarioDefinition]
  assertCheckpointTrusted(scenarioModelConfigs(list, input.globalRubric), input.trustCheckpoint)
  const env = input.env ?? process.env
  const config = resolveRunnerConfig(env, input)
  const verification = resolveVerificationConfig(
    { ...input.verification, answering_models: config.answeringModels, parsing_models: [config.judgeModel], replicate_count: config.replicates },
    env,
  )
  const taskOptions = taskOptionsFromConfig(verification)
  const now = input.now ?? runnerClock(config)
  const options = {
    answering: runnerModelOptions(config, input.cassette, input.modelOptions?.answering),
    parsing: runnerModelOptions(config, input.cassette, input.modelOptions?.parsing),
  }
  const cache = new Map<string, Promise<ModelPorts>>()
  const ports = (model: ModelConfig, role: 'answering' | 'parsing') => {
    const key = JSON.stringify([role, model])
    let entry = cache.get(key)
    if (!entry) cache.set(key, (entry = resolveModel(model, { ...options[role], role })))
    return entry
  }
  const stages = scenarioStageLists(list, input.stages, taskOptions, input.globalRubric ?? null, 'describeScenario options › stages')
  const parsing = stampModelDefaults(verification.parsing_models[0]!, verification)
  const several = verification.answering_models.length > 1
  const tests: PlannedScenarioTest[] = []
  for (const scenario of list) {
    for (const model of verification.answering_models) {
      const answering = stampModelDefaults(model, verification)
      const display = modelDisplayString(modelIdentityOf(answering, 'answering'))
      const answeringModelId = answeringModelLabel(answering)
      for (let rep = 1; rep <= verification.replicate_count; rep++) {
        const replicate = verification.replicate_count === 1 ? null : rep
        tests.push({
          title: [scenario.name, several ? `[${answeringModelId}]` : '', replicate !== null ? `#${replicate}` : ''].filter(Boolean).join(' '),
          scenario,
          answeringModel: display,
          answeringModelId,
          replicate,
          run: (runOptions = {}) =>
            runScenario(scenario, {
              config: verification,
              answeringModel: answering,
              parsingModel: parsing,
              taskOptions,
              replicate,
              runName: config.runName ?? 'scenario-tests',
              globalRubric: input.globalRubric ?? null,
              trustCheckpoint: input.trustCheckpoint ?? false,
              ports,
              env,
              now,
              ...(stages ? { stages } : {}),
              ...(runOptions.signal ? { signal: runOptions.signal } : {}),
            }),
        })
      }
    }
  }
  return tests
}

/** The verdict of a scenario test: no error stop, and every boolean outcome criterion holds. */
export function plannedScenarioOutcome(planned: PlannedScenarioTest, run: ScenarioExecutionResult): ScenarioOutcomeVerdict {
  return scenarioTestVerdict(run, Object.fromEntries(planned.scenario.outcomeCriteria.map((c) => [c.name, c.check])))
}
