import { type ScenarioDefinition } from 'karenina'
import { describeScenarioTests, type DescribeBlockOptions, type ScenarioTestConfig } from 'karenina/runner'
import { jestRegistrar } from './describe-benchmark.js'

/** Options of {@link describeScenario}: the scenario test config, plus the block's `name`, `timeout` (600 s) and `concurrent`. */
export interface DescribeScenarioOptions extends ScenarioTestConfig, DescribeBlockOptions {}

/** @deprecated Use {@link DescribeScenarioOptions} (the name vitest-karenina uses). */
export type JestScenarioConfig = DescribeScenarioOptions

/**
 * Registers one jest test per scenario × answering model × replicate. Each test runs the scenario turn by
 * turn, hands every turn's VerificationResult and the scenario run to the karenina reporter (which writes
 * them, `scenario_results` included), and fails with a `BenchmarkTestFailure` when the run stopped with an
 * error or a boolean outcome criterion does not hold (the message shows the path taken and the turn that
 * decided each failing criterion).
 * @example
 * describeScenario(tutoring, { answeringModels: ['openai:gpt-4.1-mini'], judgeModel: 'openai:gpt-4.1-mini' })
 */
export function describeScenario(scenarios: ScenarioDefinition | readonly ScenarioDefinition[], options: DescribeScenarioOptions = {}): void {
  describeScenarioTests(jestRegistrar, scenarios, options)
}
