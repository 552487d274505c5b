import { type ScenarioDefinition } from 'karenina'
import { describeScenarioTests, type DescribeBlockOptions, type ScenarioTestConfig } from 'karenina/runner'
import { vitestRegistrar } from './runner-context.js'

/** Options of {@link describeScenario}: the scenario test config, plus the block's `name`, `timeout` (600 s) and `concurrent`. */
export interface DescribeScenarioOptions extends ScenarioTestConfig, DescribeBlockOptions {}

/**
 * Registers one vitest test per scenario × answering model × replicate, titled with the scenario name. Each
 * test runs the scenario turn by turn, hands every turn's VerificationResult and the scenario run to the karenina
 * reporter (which writes them, `scenario_results` included), and fails with a
 * `BenchmarkTestFailure` when the run stopped with an error or a boolean outcome criterion does not hold, with
 * the path taken and the turn that decided each failing criterion.
 * @example
 * describeScenario(tutoring, { judgeModel: 'openai:gpt-4.1-mini', answeringModels: ['anthropic:claude-haiku-4-5'] })
 */
export function describeScenario(scenarios: ScenarioDefinition | readonly ScenarioDefinition[], options: DescribeScenarioOptions = {}): void {
  describeScenarioTests(vitestRegistrar, scenarios, options)
}
