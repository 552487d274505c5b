// `karenina/runner`: the test-runner kit vitest-karenina and jest-karenina are built on (describe-block planning,
// the matchers, result hand-off, the reporters' collector and notes). Not for users' own code: what a user writes
// (templates, checks, verifyResponse, the SDK trace converters) is in `karenina`; the adapters re-export what
// their users need (the reporter, BenchmarkTestFailure, the matcher types).
export { resolveRunnerConfig, runnerClock, RUNNER_ENV_VARS, type RunnerConfig, type RunnerConfigInput, type RunnerModel } from './runner/runner-config.js'
export {
  BenchmarkTestFailure,
  BENCHMARK_TEST_TIMEOUT_MS,
  SCENARIO_TEST_TIMEOUT_MS,
  createKareninaMatchers,
  describeBlock,
  runBenchmarkTest,
  runScenarioTest,
  type AttachResult,
  type DescribeBlock,
  type DescribeBlockOptions,
  type KareninaMatcherResult,
  type MatcherHost,
  type ScoreTraitOptions,
} from './runner/adapter-kit.js'
export { checkTrait, describeExpectation, type TraitExpectation, type ScoreRange, type MetricExpectation, type TemplateTraitExpectation, type TraitCheck } from './runner/trait-expectation.js'
export {
  planBenchmarkTests,
  assertNoRunWideSettings,
  closeBenchmarkTests,
  runPlannedTest,
  plannedTestOutcome,
  parseBenchmarkPart,
  type PlannedTest,
  type BenchmarkTestConfig,
  type BenchmarkPart,
  type BenchmarkVerificationInput,
} from './runner/plan-benchmark-tests.js'
export { planScenarioTests, plannedScenarioOutcome, type PlannedScenarioTest, type ScenarioTestConfig } from './runner/plan-scenario-tests.js'
export { scenarioOutcomeVerdict, scenarioTestVerdict, explainOutcome, type OutcomeCriterionInput, type ScenarioOutcomeVerdict } from './runner/scenario-outcome.js'
export { createRunWideLimiter, getRunWideLimiter, defaultLimitDir, type RunWideLimiterOptions } from './runner/run-wide-limiter.js'
export { cassettePathFor, effectiveReplayMode } from './runner/cassette-path.js'
export { runnerModelOptions, type CassetteSettings } from './runner/runner-ports.js'
export { ResultCollector, type ResultCollectorOptions, type WriteResultsOptions } from './runner/result-collector.js'
export { displayPath } from './runner/display-path.js'
export { renderRunSummary, type JudgedResult, type RunSummaryOptions } from './runner/run-summary.js'
export { renderStepSummary, appendStepSummary, type StepSummaryOptions } from './runner/step-summary.js'
export { emptyShardNote, loadFailureNote, noResultsNote, mergedRunTime, type LoadFailure, type ShardInfo } from './runner/shard-notes.js'
export {
  KARENINA_META_KEY,
  attachResultToMeta,
  attachScenarioToMeta,
  scenarioRecordsOf,
  encodeResult,
  encodedResultsOf,
  decodeResults,
  type EncodedResult,
  type ResultAnnotations,
  type KareninaTestMeta,
  type RecordPacking,
  type AttachOptions,
} from './runner/result-meta.js'
export {
  KareninaReporter,
  type KareninaReporterOptions,
  type ReportedTestCase,
  type ReportedTestModule,
  type ReporterHost,
} from './runner/vitest-reporter.js'
