export { describeBenchmark, BenchmarkTestFailure, type DescribeBenchmarkOptions, type JestBenchmarkConfig } from './describe-benchmark.js';
export { describeScenario, type DescribeScenarioOptions, type JestScenarioConfig } from './describe-scenario.js';
export type { KareninaMatchers } from './matchers-types.js';
export type { RubricTraitInput, VerifyMatcherOptions, ScoreTraitMatcherOptions, SatisfyTemplateMatcherOptions } from './matchers.js';
export type { KareninaReporterOptions } from './reporter.js';
export { JEST_GLOBALS_KEY } from './runner-context.js';
