import { assertNoRunWideSettings, closeBenchmarkTests, planBenchmarkTests, plannedTestOutcome, runPlannedTest, type Benchmark, type BenchmarkTestConfig } from 'karenina'
import { afterAll, describe, expect, test } from 'vitest'
import { attachResult, resetResults, type MetaTask } from './current-task.js'
import { cassetteOf, workerRunnerConfig } from './runner-context.js'

/** Options of {@link describeBenchmark}: the benchmark test config plus vitest specifics. */
export interface DescribeBenchmarkOptions extends BenchmarkTestConfig {
  /** Name of the `describe` block. @default the benchmark name */
  name?: string
  /** Timeout of each test, in ms (an answer and a judgment are several model calls). @default 300_000 */
  timeout?: number
  /** Run the file's tests concurrently (bounded by vitest's `maxConcurrency` and the run-wide request limit). @default false */
  concurrent?: boolean
}

/**
 * Registers one vitest test per question × answering model × replicate, titled with the question id, so
 * `-t`, `.only`-style filters, retries and reporters work per question. Each test answers the question,
 * judges the answer, attaches the VerificationResult to `task.meta` and fails with the per-field message.
 * For large benchmarks, spread the questions over several files with `part: '1/N'` … `'N/N'`: vitest's
 * `--shard` splits files, not tests.
 * @example
 * describeBenchmark(benchmark, { judgeModel: 'openai:gpt-4.1-mini', answeringModels: ['anthropic:claude-haiku-4-5'] })
 */
export function describeBenchmark(benchmark: Benchmark, options: DescribeBenchmarkOptions = {}): void {
  const { name, timeout, concurrent, ...config } = options
  assertNoRunWideSettings(config)
  const runner = workerRunnerConfig(config)
  const testFile = expect.getState().testPath
  const plan = planBenchmarkTests(benchmark, {
    ...config,
    ...runner,
    cassette: config.cassette !== undefined ? config.cassette : cassetteOf(runner, testFile),
  })
  const register = concurrent ? test.concurrent : test
  describe(name ?? benchmark.name, () => {
    // The tests share the plan's MCP connections: closed once they have all run.
    afterAll(() => closeBenchmarkTests(plan))
    for (const planned of plan) {
      register(
        planned.title,
        async (context) => {
          const task = context.task as unknown as MetaTask
          resetResults(task)
          const result = await runPlannedTest(planned, { signal: (context as { signal?: AbortSignal }).signal })
          const outcome = plannedTestOutcome(planned, result)
          attachResult(task, result, outcome.pass, { model: planned.answeringModelId })
          if (!outcome.pass) throw new Error(outcome.message())
        },
        timeout ?? 300_000,
      )
    }
  })
}
