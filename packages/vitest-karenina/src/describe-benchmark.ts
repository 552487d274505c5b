import { type Benchmark } from 'karenina'
import { assertNoRunWideSettings, assertRegradeOptions, BENCHMARK_TEST_TIMEOUT_MS, closeBenchmarkTests, describeBlock, planBenchmarkTests, runBenchmarkTest, type BenchmarkTestConfig, type DescribeBlockOptions } from 'karenina/runner'
import { afterAll, describe, test } from 'vitest'
import { attachResult, resetResults, type RunningTask } from './current-task.js'
import { blockConfig } from './runner-context.js'

/** Options of {@link describeBenchmark}: the benchmark test config, plus the block's `name`, `timeout` (300 s) and `concurrent`. */
export interface DescribeBenchmarkOptions extends BenchmarkTestConfig, DescribeBlockOptions {}

/**
 * Registers one vitest test per question × answering model × replicate, titled with the question id, so
 * `-t`, `.only`-style filters, retries and reporters work per question. Each test answers the question,
 * judges the answer, hands the VerificationResult to the karenina reporter and fails with a `BenchmarkTestFailure`
 * carrying the per-field message. The test's AbortSignal (timeout, cancelled run) stops its model calls.
 * For large benchmarks, spread the questions over several files with `part: '1/N'` … `'N/N'`: vitest's
 * `--shard` splits files, not tests. With `regrade: 'results.json'` (a results file, replay store or cassette) each
 * test re-judges its question's stored answer instead of asking the answering model.
 * @example
 * describeBenchmark(benchmark, { judgeModel: 'openai:gpt-4.1-mini', answeringModels: ['anthropic:claude-haiku-4-5'] })
 */
export function describeBenchmark(benchmark: Benchmark, options: DescribeBenchmarkOptions = {}): void {
  const block = describeBlock(options, { name: benchmark.name, timeout: BENCHMARK_TEST_TIMEOUT_MS, subject: 'describeBenchmark options' })
  const config = block.config
  assertNoRunWideSettings(config)
  assertRegradeOptions(config)
  const plan = planBenchmarkTests(benchmark, blockConfig(config))
  const register = block.concurrent ? test.concurrent : test
  describe(block.name, () => {
    // The tests share the plan's MCP connections: closed once they have all run.
    afterAll(() => closeBenchmarkTests(plan))
    for (const planned of plan) {
      register(
        planned.title,
        async (context) => {
          const task = context.task as unknown as RunningTask
          resetResults(task)
          await runBenchmarkTest(planned, {
            signal: (context as { signal?: AbortSignal }).signal,
            timeout: block.timeout,
            attach: (result, pass, annotations) => attachResult(task, result, pass, annotations),
          })
        },
        block.timeout,
      )
    }
  })
}
