import { describe, expect, test } from '@jest/globals'
import { planScenarioTests, plannedScenarioOutcome, type ScenarioDefinition, type ScenarioTestConfig } from 'karenina'
import { BenchmarkTestFailure } from './describe-benchmark.js'
import { isUpdatingSnapshots, jestGlobalsConfig, jestRunnerConfig, testFileCassette } from './jest-runner-config.js'
import { attachResult, attachScenario, testIdentityOf } from './side-channel/attach-result.js'

/** Options of {@link describeScenario}: the runner settings, plus jest's own. */
export interface JestScenarioConfig extends ScenarioTestConfig {
  /** Title of the describe block. @default the scenario's name ('scenarios' for several) */
  title?: string
  /** Timeout of each test (every turn's answer and judge calls), in ms. @default 600000 */
  timeout?: number
  /** Register the tests with `test.concurrent` (turns of one scenario stay in order). @default false */
  concurrent?: boolean
}

/**
 * Registers one jest test per scenario × answering model × replicate. Each test runs the scenario turn by
 * turn, attaches every turn's VerificationResult and the scenario run for the karenina reporter (which writes
 * them, `scenario_results` included), and fails when the run stopped
 * with an error or a boolean outcome criterion does not hold (the message shows the path taken and the turn
 * that decided each failing criterion).
 * @example
 * describeScenario(tutoring, { answeringModels: ['openai:gpt-4.1-mini'], judgeModel: 'openai:gpt-4.1-mini' })
 */
export function describeScenario(scenarios: ScenarioDefinition | readonly ScenarioDefinition[], config: JestScenarioConfig = {}): void {
  const { title, timeout = 600_000, concurrent = false, ...input } = config
  const list = Array.isArray(scenarios) ? (scenarios as readonly ScenarioDefinition[]) : [scenarios as ScenarioDefinition]
  const state = expect.getState()
  const settings = { ...jestGlobalsConfig(), ...input }
  const cassette = input.cassette !== undefined ? input.cassette : testFileCassette(state.testPath, jestRunnerConfig(input), isUpdatingSnapshots(state))
  const planned = planScenarioTests(list, { ...settings, cassette })
  const register = concurrent ? test.concurrent : test
  describe(title ?? (list.length === 1 ? list[0]!.name : 'scenarios'), () => {
    for (const plan of planned) {
      register(
        plan.title,
        async () => {
          const run = await plan.run()
          const outcome = plannedScenarioOutcome(plan, run)
          const test = testIdentityOf(expect.getState())
          run.turnResults.forEach((result, i) => attachResult(test, result, outcome.pass, i, { model: plan.answeringModelId }))
          attachScenario(test, run)
          if (!outcome.pass) throw new BenchmarkTestFailure(outcome.message())
        },
        timeout,
      )
    }
  })
}
