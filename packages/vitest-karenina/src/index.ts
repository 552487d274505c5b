// vitest-karenina: Karenina's matchers, one test per benchmark question, and the karenina reporter for vitest.
export { describeBenchmark, type DescribeBenchmarkOptions } from './describe-benchmark.js'
export { describeScenario, type DescribeScenarioOptions } from './describe-scenario.js'
// The plugin lives in `vitest-karenina/plugin` (config files must not load the vitest runtime).
export type { KareninaPluginOptions, KareninaPluginConfig, KareninaVitestPlugin, UserVitestConfig } from './plugin.js'
export { kareninaMatchers } from './matchers.js'
export type { KareninaMatchers, ScoreTraitOptions, ResponseInput } from './matchers-types.js'
export { KareninaReporter, type KareninaReporterOptions } from 'karenina/runner'
export { BenchmarkTestFailure } from 'karenina/runner'
