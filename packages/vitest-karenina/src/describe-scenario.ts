import { type ScenarioDefinition } from 'karenina'
import { describeBlock, planScenarioTests, runScenarioTest, SCENARIO_TEST_TIMEOUT_MS, type DescribeBlockOptions, type ScenarioTestConfig } from 'karenina/runner'
import { describe, test } from 'vitest'
import { attachResult, attachScenario, resetResults, type RunningTask } from './current-task.js'
import { blockConfig } from './runner-context.js'

/** Options of {@link describeScenario}: the scenario test config, plus the block's `name`, `timeout` (600 s) and `concurrent`. */
export interface DescribeScenarioOptions extends ScenarioTestConfig, DescribeBlockOptions {}

/**
 * Registers one vitest test per scenario × answering model × replicate, titled with the scenario name. Each
 * test runs the scenario turn by turn, attaches every turn's VerificationResult and the scenario run to
 * `task.meta` (the karenina reporter writes them, `scenario_results` included), and fails with a
 * `BenchmarkTestFailure` when the run stopped with an error or a boolean outcome criterion does not hold, with
 * the path taken and the turn that decided each failing criterion.
 * @example
 * describeScenario(tutoring, { judgeModel: 'openai:gpt-4.1-mini', answeringModels: ['anthropic:claude-haiku-4-5'] })
 */
export function describeScenario(scenarios: ScenarioDefinition | readonly ScenarioDefinition[], options: DescribeScenarioOptions = {}): void {
  const list = Array.isArray(scenarios) ? (scenarios as readonly ScenarioDefinition[]) : [scenarios as ScenarioDefinition]
  const block = describeBlock(options, { name: list.length === 1 ? list[0]!.name : 'scenarios', timeout: SCENARIO_TEST_TIMEOUT_MS, subject: 'describeScenario options' })
  const config = block.config
  const plan = planScenarioTests(list, blockConfig(config))
  const register = block.concurrent ? test.concurrent : test
  describe(block.name, () => {
    for (const planned of plan) {
      register(
        planned.title,
        async (context) => {
          const task = context.task as unknown as RunningTask
          resetResults(task)
          await runScenarioTest(planned, {
            signal: (context as { signal?: AbortSignal }).signal,
            timeout: block.timeout,
            attach: (result, pass, annotations) => attachResult(task, result, pass, annotations),
            attachScenario: (run) => attachScenario(task, run),
          })
        },
        block.timeout,
      )
    }
  })
}
