import { attachScenarioToMeta, planScenarioTests, plannedScenarioOutcome, type ScenarioDefinition, type ScenarioTestConfig } from 'karenina'
import { describe, expect, test } from 'vitest'
import { attachResult, resetResults, type MetaTask } from './current-task.js'
import { cassetteOf, recordPacking, workerRunnerConfig } from './runner-context.js'

/** Options of {@link describeScenario}: the scenario test config plus vitest specifics. */
export interface DescribeScenarioOptions extends ScenarioTestConfig {
  /** Name of the `describe` block. @default 'scenarios' (one scenario: its name) */
  name?: string
  /** Timeout of each test, in ms (a scenario is several turns of several model calls). @default 600_000 */
  timeout?: number
  /** Run the scenarios concurrently (their turns stay in order). @default false */
  concurrent?: boolean
}

/**
 * Registers one vitest test per scenario × answering model × replicate, titled with the scenario name. Each
 * test runs the scenario turn by turn, attaches every turn's VerificationResult and the scenario run to
 * `task.meta` (the karenina reporter writes them, `scenario_results` included), and fails when the run
 * stopped with an error or a boolean outcome criterion does not hold, with the path taken and the turn
 * that decided each failing criterion.
 * @example
 * describeScenario(tutoring, { judgeModel: 'openai:gpt-4.1-mini', answeringModels: ['anthropic:claude-haiku-4-5'] })
 */
export function describeScenario(scenarios: ScenarioDefinition | readonly ScenarioDefinition[], options: DescribeScenarioOptions = {}): void {
  const { name, timeout, concurrent, ...config } = options
  const runner = workerRunnerConfig(config)
  const testFile = expect.getState().testPath
  const list = Array.isArray(scenarios) ? (scenarios as readonly ScenarioDefinition[]) : [scenarios as ScenarioDefinition]
  const plan = planScenarioTests(list, {
    ...config,
    ...runner,
    cassette: config.cassette !== undefined ? config.cassette : cassetteOf(runner, testFile),
  })
  const register = concurrent ? test.concurrent : test
  describe(name ?? (list.length === 1 ? list[0]!.name : 'scenarios'), () => {
    for (const planned of plan) {
      register(
        planned.title,
        async (context) => {
          const task = context.task as unknown as MetaTask
          resetResults(task)
          const run = await planned.run({ ...((context as { signal?: AbortSignal }).signal ? { signal: (context as { signal?: AbortSignal }).signal! } : {}) })
          const outcome = plannedScenarioOutcome(planned, run)
          for (const result of run.turnResults) attachResult(task, result, outcome.pass, { model: planned.answeringModelId })
          attachScenarioToMeta(task.meta, run, { packing: recordPacking() })
          if (!outcome.pass) throw new Error(outcome.message())
        },
        timeout ?? 600_000,
      )
    }
  })
}
