import { describe, expect, test } from '@jest/globals'
import { type ScenarioDefinition } from 'karenina'
import { describeBlock, planScenarioTests, runScenarioTest, SCENARIO_TEST_TIMEOUT_MS, type DescribeBlockOptions, type ScenarioTestConfig } from 'karenina/runner'
import { blockConfig } from './runner-context.js'
import { attachResult, attachScenario, currentTask, resetResults } from './current-task.js'

/** Options of {@link describeScenario}: the scenario test config, plus the block's `name`, `timeout` (600 s) and `concurrent`. */
export interface DescribeScenarioOptions extends ScenarioTestConfig, DescribeBlockOptions {}

/** @deprecated Use {@link DescribeScenarioOptions} (the name vitest-karenina uses). */
export type JestScenarioConfig = DescribeScenarioOptions

/**
 * Registers one jest test per scenario × answering model × replicate. Each test runs the scenario turn by
 * turn, attaches every turn's VerificationResult and the scenario run for the karenina reporter (which writes
 * them, `scenario_results` included), and fails with a `BenchmarkTestFailure` when the run stopped with an
 * error or a boolean outcome criterion does not hold (the message shows the path taken and the turn that
 * decided each failing criterion).
 * @example
 * describeScenario(tutoring, { answeringModels: ['openai:gpt-4.1-mini'], judgeModel: 'openai:gpt-4.1-mini' })
 */
export function describeScenario(scenarios: ScenarioDefinition | readonly ScenarioDefinition[], options: DescribeScenarioOptions = {}): void {
  const list = Array.isArray(scenarios) ? (scenarios as readonly ScenarioDefinition[]) : [scenarios as ScenarioDefinition]
  const block = describeBlock(options, { name: list.length === 1 ? list[0]!.name : 'scenarios', timeout: SCENARIO_TEST_TIMEOUT_MS, subject: 'describeScenario options' })
  const input = block.config
  const plan = planScenarioTests(list, blockConfig(input, expect.getState()))
  const register = block.concurrent ? test.concurrent : test
  describe(block.name, () => {
    for (const planned of plan) {
      register(
        planned.title,
        async () => {
          const task = currentTask(expect.getState())
          // A retry replaces the earlier attempt's results.
          resetResults(task)
          await runScenarioTest(planned, {
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
