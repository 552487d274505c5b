import { afterAll, describe, expect, test } from '@jest/globals'
import { assertNoRunWideSettings, closeBenchmarkTests, planBenchmarkTests, plannedTestOutcome, runPlannedTest, type Benchmark, type BenchmarkTestConfig } from 'karenina'
import { isUpdatingSnapshots, jestGlobalsConfig, jestRunnerConfig, testFileCassette } from './jest-runner-config.js'
import { attachResult, testIdentityOf } from './side-channel/attach-result.js'

/** Options of {@link describeBenchmark}: the runner settings and verdict criteria, plus jest's own. */
export interface JestBenchmarkConfig extends BenchmarkTestConfig {
  /** Title of the describe block. @default the benchmark's name */
  title?: string
  /** Timeout of each test (answer + judge calls), in ms. @default 120000 */
  timeout?: number
  /** Register the tests with `test.concurrent` (up to jest's `maxConcurrency` at a time, per file). @default false */
  concurrent?: boolean
}

/** A benchmark test that did not pass: the message says per field what the judge extracted and expected. */
export class BenchmarkTestFailure extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BenchmarkTestFailure'
    // The stack of this helper says nothing about the question: keep the report to the message.
    this.stack = `${this.name}: ${message}`
  }
}

/**
 * Registers one jest test per question × answering model × replicate of `benchmark`, titled with the
 * question id, so `-t <question id>`, `.only`-style filters, retries and `--shard` (by file) work. Tests are
 * planned synchronously, as jest requires, and call the models only when they run. Each test attaches its
 * VerificationResult for the karenina reporter and fails with Karenina's message when the verdict fails.
 * @example
 * describeBenchmark(benchmark, { answeringModels: ['openai:gpt-4.1-mini'], judgeModel: 'openai:gpt-4.1-mini' })
 */
export function describeBenchmark(benchmark: Benchmark, config: JestBenchmarkConfig = {}): void {
  const { title, timeout = 120_000, concurrent = false, ...input } = config
  assertNoRunWideSettings(input)
  const state = expect.getState()
  const settings = { ...jestGlobalsConfig(), ...input }
  const cassette = input.cassette !== undefined ? input.cassette : testFileCassette(state.testPath, jestRunnerConfig(input), isUpdatingSnapshots(state))
  const planned = planBenchmarkTests(benchmark, { ...settings, cassette })
  const register = concurrent ? test.concurrent : test
  describe(title ?? benchmark.name, () => {
    // The tests share the plan's MCP connections: closed once they have all run.
    afterAll(() => closeBenchmarkTests(planned))
    for (const plan of planned) {
      register(
        plan.title,
        async () => {
          const result = await runPlannedTest(plan)
          const outcome = plannedTestOutcome(plan, result)
          attachResult(testIdentityOf(expect.getState()), result, outcome.pass, 0, { model: plan.answeringModelId })
          if (!outcome.pass) throw new BenchmarkTestFailure(outcome.message())
        },
        timeout,
      )
    }
  })
}
