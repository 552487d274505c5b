import { type Benchmark } from 'karenina'
import { describeBenchmarkTests, type BenchmarkTestConfig, type DescribeBlockOptions } from 'karenina/runner'
import { vitestRegistrar } from './runner-context.js'

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
  describeBenchmarkTests(vitestRegistrar, benchmark, options)
}
