import { afterAll, describe, expect, test } from '@jest/globals'
import { type Benchmark } from 'karenina'
import { BenchmarkTestFailure, describeBenchmarkTests, type BenchmarkTestConfig, type DescribeBlockOptions, type TestRegistrar } from 'karenina/runner'
import { jestGlobalsConfig, testFile } from './runner-context.js'
import { currentTask } from './current-task.js'

/** Options of {@link describeBenchmark}: the benchmark test config, plus the block's `name`, `timeout` (300 s) and `concurrent`. */
export interface DescribeBenchmarkOptions extends BenchmarkTestConfig, DescribeBlockOptions {}

/** @deprecated Use {@link DescribeBenchmarkOptions} (the name vitest-karenina uses). */
export type JestBenchmarkConfig = DescribeBenchmarkOptions

export { BenchmarkTestFailure }

/**
 * Registers one jest test per question × answering model × replicate of `benchmark`, titled with the
 * question id, so `-t <question id>`, `.only`-style filters, retries and `--shard` (by file) work. Tests are
 * planned synchronously, as jest requires, and call the models only when they run. Each test attaches its
 * VerificationResult for the karenina reporter and fails with a `BenchmarkTestFailure` carrying Karenina's
 * message when the verdict fails. A test that times out aborts its model calls. With `regrade: 'results.json'` (a
 * results file, replay store or cassette) each test re-judges its question's stored answer instead of asking the
 * answering model.
 * @example
 * describeBenchmark(benchmark, { answeringModels: ['openai:gpt-4.1-mini'], judgeModel: 'openai:gpt-4.1-mini' })
 */
export function describeBenchmark(benchmark: Benchmark, options: DescribeBenchmarkOptions = {}): void {
  describeBenchmarkTests(jestRegistrar, benchmark, options)
}

/** jest's registration globals and running test (from its expect state: jest gives tests no context), for describeBenchmark and describeScenario. */
export const jestRegistrar: TestRegistrar<never> = {
  describe,
  test,
  afterAll,
  settings: () => jestGlobalsConfig(),
  collecting: () => testFile(expect.getState()),
  running: () => ({ test: currentTask(expect.getState()) }),
}
