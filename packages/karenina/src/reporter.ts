// `karenina/reporter`: what a test runner's main process loads — the karenina reporter and the config checks
// runner plugins make at config time — without the verification pipeline, the providers' SDKs or the
// template machinery (about a third of `import('karenina')`). vitest's main process starts its workers only
// after the config and the reporters have loaded, so this is on the critical path of every `vitest run`.
export {
  KareninaReporter,
  KareninaReporter as default,
  type KareninaReporterOptions,
  type ReportedTestCase,
  type ReportedTestModule,
  type ReporterHost,
} from './runner/reporting/vitest-reporter.js'
export { resolveRunnerConfig, type RunnerConfig, type RunnerConfigInput } from './runner/runner-config.js'
export { emptyShardNote, type ShardInfo } from './runner/reporting/shard-notes.js'
