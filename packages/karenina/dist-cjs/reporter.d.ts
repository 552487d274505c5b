export { KareninaReporter, KareninaReporter as default, type KareninaReporterOptions, type ReportedTestCase, type ReportedTestModule, type ReporterHost, } from './runner/vitest-reporter.js';
export { resolveRunnerConfig, type RunnerConfig, type RunnerConfigInput } from './runner/runner-config.js';
export { emptyShardNote, type ShardInfo } from './runner/shard-notes.js';
