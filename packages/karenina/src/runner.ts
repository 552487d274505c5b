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
  describeBenchmarkTests,
  describeScenarioTests,
  runBenchmarkTest,
  runScenarioTest,
  type AttachResult,
  type DescribeBlock,
  type DescribeBlockOptions,
  type KareninaMatcherResult,
  type KareninaMatchers,
  type MatcherHost,
  type TestFile,
  type TestRegistrar,
} from './runner/runtime/adapter-kit.js'
export type { ScoreTraitOptions } from './runner/runtime/verify-response.js'
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
} from './runner/runtime/plan-benchmark-tests.js'
// Branch regrade2: describeBenchmark({ regrade }) re-judges stored answers (issue 33 item 2).
export { assertRegradeOptions, type BenchmarkRegradeSource, type PlannedRegrade } from './runner/runtime/plan-benchmark-tests.js'
export { planScenarioTests, plannedScenarioOutcome, type PlannedScenarioTest, type ScenarioTestConfig } from './runner/runtime/plan-scenario-tests.js'
export { scenarioOutcomeVerdict, scenarioTestVerdict, explainOutcome, type OutcomeCriterionInput, type ScenarioOutcomeVerdict } from './runner/runtime/scenario-outcome.js'
export { createRunWideLimiter, getRunWideLimiter, defaultLimitDir, type RunWideLimiterOptions } from './runner/runtime/run-wide-limiter.js'
export { cassettePathFor, effectiveReplayMode, runnerModelOptions, type CassetteSettings } from './runner/runtime/runner-ports.js'
export { ResultCollector, type FinishedRun, type ReporterOutputOptions, type WriteResultsOptions } from './runner/reporting/result-collector.js'
export { displayPath } from './runner/reporting/display-path.js'
export { renderRunSummary, renderStepSummary, appendStepSummary, type JudgedResult, type RunSummaryOptions, type StepSummaryOptions } from './runner/reporting/run-summary.js'
export { emptyShardNote, loadFailureNote, mergeReportsNote, noResultsNote, runResultsFile, shardFileName, type LoadFailure, type ShardInfo } from './runner/reporting/shard-notes.js'
// Results from test workers to the reporter, through the run directory.
export { handOffResult, handOffScenario, startTestResults } from './runner/runtime/hand-off.js'
export { RUN_DIR_ENV, createRunDir, openRunDir, readRunRecords, type ResultAnnotations, type TestRecords, type CarriedResult } from './runner/result-records.js'
export {
  KareninaReporter,
  type KareninaReporterOptions,
  type ReportedTestCase,
  type ReportedTestModule,
  type ReporterHost,
} from './runner/reporting/vitest-reporter.js'
