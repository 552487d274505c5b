import { BenchmarkTestFailure, type Benchmark, type BenchmarkTestConfig, type DescribeBlockOptions } from 'karenina';
/** Options of {@link describeBenchmark}: the benchmark test config, plus the block's `name`, `timeout` (300 s) and `concurrent`. */
export interface DescribeBenchmarkOptions extends BenchmarkTestConfig, DescribeBlockOptions {
}
/** @deprecated Use {@link DescribeBenchmarkOptions} (the name vitest-karenina uses). */
export type JestBenchmarkConfig = DescribeBenchmarkOptions;
export { BenchmarkTestFailure };
/**
 * Registers one jest test per question × answering model × replicate of `benchmark`, titled with the
 * question id, so `-t <question id>`, `.only`-style filters, retries and `--shard` (by file) work. Tests are
 * planned synchronously, as jest requires, and call the models only when they run. Each test attaches its
 * VerificationResult for the karenina reporter and fails with a `BenchmarkTestFailure` carrying Karenina's
 * message when the verdict fails. A test that times out aborts its model calls.
 * @example
 * describeBenchmark(benchmark, { answeringModels: ['openai:gpt-4.1-mini'], judgeModel: 'openai:gpt-4.1-mini' })
 */
export declare function describeBenchmark(benchmark: Benchmark, options?: DescribeBenchmarkOptions): void;
