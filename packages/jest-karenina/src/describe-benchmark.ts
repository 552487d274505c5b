import { afterAll, describe, expect, test } from '@jest/globals'
import { type Benchmark } from 'karenina'
import { assertNoRunWideSettings, assertRegradeOptions, BENCHMARK_TEST_TIMEOUT_MS, BenchmarkTestFailure, closeBenchmarkTests, describeBlock, planBenchmarkTests, runBenchmarkTest, type BenchmarkTestConfig, type DescribeBlockOptions } from 'karenina/runner'
import { blockConfig } from './runner-context.js'
import { attachResult, currentTask, resetResults } from './current-task.js'

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
  const block = describeBlock(options, { name: benchmark.name, timeout: BENCHMARK_TEST_TIMEOUT_MS, subject: 'describeBenchmark options' })
  const input = block.config
  assertNoRunWideSettings(input)
  assertRegradeOptions(input)
  const plan = planBenchmarkTests(benchmark, blockConfig(input, expect.getState()))
  const register = block.concurrent ? test.concurrent : test
  describe(block.name, () => {
    // The tests share the plan's MCP connections: closed once they have all run.
    afterAll(() => closeBenchmarkTests(plan))
    for (const planned of plan) {
      register(
        planned.title,
        async () => {
          const task = currentTask(expect.getState())
          // A retry replaces the earlier attempt's result.
          resetResults(task)
          await runBenchmarkTest(planned, {
            timeout: block.timeout,
            attach: (result, pass, annotations) => attachResult(task, result, pass, annotations),
          })
        },
        block.timeout,
      )
    }
  })
}
