// karenina: answer templates, verification primitives, rubrics and the verification pipeline.
// Named re-exports only; internal modules are not part of the public API.

// First: an unsupported Node fails here with a message, before any other module runs.
import './utils/node-version-guard.js'

// Templates
export { defineTemplate, isTemplate } from './template/define-template.js'
export { field, isVerifiedField, type VerifiedField, type FieldOptions, type GroundTruthInput } from './template/field.js'
export {
  conditionalGroundTruth,
  conditionalGroundTruthFromJSON,
  type ConditionalGroundTruth,
  type GroundTruthCase,
  type ScenarioContext,
} from './template/conditional-ground-truth.js'
export type {
  Template,
  TemplateInstance,
  TemplateValues,
  TemplateInput,
  TemplateShape,
  TemplateOptions,
  TemplateMode,
  TemplateFieldInfo,
  FieldVerification,
  FieldResult,
  InstantiateOptions,
  GroundTruthHookResult,
} from './template/template.js'
export type { TemplateFieldType } from './primitives/primitive.js'
export { parseJudgeOutput, type ParsedJudgeOutput } from './template/judge-output.js'
export { splitParsedResponse, type ParsedResponseSplit } from './template/template-instance.js'
export {
  verifyRegex,
  type RegexCheck,
  type RegexChecks,
  type RegexMatchType,
  type RegexVerification,
  type RegexCheckDetails,
} from './template/classic/verify-regex.js'
export { generateTemplateId, normalizeTemplateSource } from './template/template-id.js'
// Classic Python templates, run in the Python sandbox (optional peer dependency: pyodide)
export { pythonTemplate, isPythonTemplate, evaluatePythonAnswer, type PythonTemplateOptions, type PythonRunOptions } from './python-sandbox/python-template.js'
export { PythonSandbox, PythonSandboxError, PythonError, type PythonSandboxOptions } from './python-sandbox/python-sandbox.js'
export { pythonCallable, pythonSourceOfCallable } from './python-sandbox/python-callable.js'

// TemplateSpec: Karenina's JSON interchange format for templates
export {
  TemplateSpecSchema,
  TemplateFieldSpecSchema,
  VerifyStrategySpecSchema,
  type TemplateSpec,
  type TemplateSpecInput,
  type TemplateFieldSpec,
  type VerifyStrategySpec,
} from './template/spec/template-spec.js'
export { validateTemplateSpec, parseTemplateSpec } from './template/spec/template-spec.js'
export { templateFromSpec, type TemplateFromSpecOptions } from './template/spec/template-from-spec.js'
export { templateToSpec } from './template/spec/template-spec.js'
export { templateSpecToPython } from './template/spec/template-spec-to-python.js'
export { strategyFromSpec, strategyToSpec } from './template/spec/template-spec.js'

// Composition
export { fieldCheck, type FieldCheckNode } from './composition/field-check.js'
export { allOf, type AllOfNode } from './composition/all-of.js'
export { anyOf, type AnyOfNode } from './composition/any-of.js'
export { atLeastN, type AtLeastNNode } from './composition/at-least-n.js'
export { evaluateStrategy } from './composition/evaluate-strategy.js'
export { granularScore, type FieldContribution } from './composition/granular-score.js'
export { strategyFromJSON } from './composition/strategy-node.js'
export { strategyFieldNames, strategyLabel, type StrategyNode, type FieldResults } from './composition/strategy-node.js'

// Verification primitives
export type { FieldPrimitive, TracePrimitive, Primitive, SerializedPrimitive } from './primitives/primitive.js'
export { booleanMatch } from './primitives/boolean-match.js'
export { exactMatch } from './primitives/exact-match.js'
export { containsAny } from './primitives/contains-any.js'
export { containsAll } from './primitives/contains-all.js'
export { regexMatch } from './primitives/regex-match.js'
export { semanticMatch } from './primitives/semantic-match.js'
export { literalMatch } from './primitives/literal-match.js'
export { numericExact } from './primitives/numeric-exact.js'
export { numericTolerance } from './primitives/numeric-tolerance.js'
export { numericRange } from './primitives/numeric-range.js'
export { numericMinimum } from './primitives/numeric-minimum.js'
export { numericMaximum } from './primitives/numeric-maximum.js'
export { numericGraded } from './primitives/numeric-graded.js'
export { numericRangeGraded } from './primitives/numeric-range-graded.js'
export { numericThresholdGraded } from './primitives/numeric-threshold-graded.js'
export { setContainment } from './primitives/set-containment.js'
export { orderedMatch } from './primitives/ordered-match.js'
export { dateMatch } from './primitives/date-match.js'
export { dateTolerance } from './primitives/date-tolerance.js'
export { dateRange } from './primitives/date-range.js'
export { traceRegex } from './primitives/trace-regex.js'
export { traceContains } from './primitives/trace-contains.js'
export { traceLength } from './primitives/trace-length.js'
export {
  PRIMITIVES,
  PRIMITIVE_TYPES,
  TRACE_PRIMITIVE_TYPES,
  NUMERIC_PRIMITIVE_TYPES,
  PRIMITIVE_FIELD_TYPES,
  primitiveFromJSON,
  isPrimitiveType,
  type PrimitiveType,
} from './primitives/registry.js'
export {
  applyNormalizers,
  applyNormalizer,
  synonymMap,
  isSynonymMap,
  type Normalizer,
  type NormalizerName,
  type SynonymMap,
} from './primitives/normalizers.js'

// Rubric traits evaluated without an LLM, and confusion-matrix metrics
export { regexTrait, regexTraitFromJSON, evaluateRegexTrait, RegexRubricTraitSchema, type RegexRubricTrait } from './rubric/traits/regex-trait.js'
export { metricTrait, metricTraitFromJSON, requiredBuckets, MetricRubricTraitSchema, type MetricRubricTrait } from './rubric/traits/metric-trait.js'
export { computeConfusionMetrics, deduplicateExcerpts, type ConfusionLists, type MetricName } from './rubric/metrics.js'

// Results
export { VerificationResultSchema, parseVerificationResult, type VerificationResult, type VerificationResultInput } from './results/verification-result.js'
export { VerificationResultSet, type GroupByModel, type ResultSetFilter, type ResultSetInit } from './results/verification-result-set.js'
export { summarizeResultSet, type PassStats, type ResultSetSummary, type SummaryTokens } from './results/result-set-summary.js'
export { aggregatePassRate, templateRows, templateSummary, type TemplateRow, type TemplateSummary } from './results/template-rows.js'
export { rubricRows, traitSummary, type RubricRow, type RubricRowsOptions, type RubricTraitFilter, type RubricTraitType, type TraitSummary } from './results/rubric-rows.js'
export { judgmentRows, type JudgmentRow } from './results/judgment-rows.js'
export { getAllTraitScores, getTraitByName, type TraitScoreKind } from './results/result-rubric.js'
export { classifyFailure } from './results/classify-failure.js'
export { collectCaveats } from './results/caveats.js'
export type { VerdictInput, RetryCounts } from './results/verdict-input.js'
export { exportResults, writeResultsExport, dumpResultLine } from './results/export.js'
export { rubricDefinition } from './results/rubric-definition.js'
export { loadResults, readResultsFile } from './results/import.js'
export {
  passRateByModel,
  passRateByQuestion,
  traitScoreAverages,
  tokenUsage,
  failureCounts,
  type FailureCountRow,
  type ModelPassRateRow,
  type ModelPrice,
  type PassRateStats,
  type QuestionPassRateRow,
  type TokenUsageOptions,
  type TokenUsageRow,
  type TraitAverageBy,
  type TraitAverageRow,
} from './results/summaries.js'
// branch cost: cost per role and budgets (README "Cost per role and budgets")
export {
  DEFAULT_PRICES,
  DEFAULT_PRICES_DATE,
  COST_ROLES,
  costByRole,
  resultCost,
  priceOf,
  parsePriceTable,
  withPrices,
  formatCost,
  type CostOptions,
  type CostRole,
  type CostSummary,
  type PriceTable,
  type RoleCost,
} from './results/cost.js'
// branch batchcost: batch price in the cost (README "Cost per role and budgets", "Batch mode")
export { DEFAULT_BATCH_DISCOUNT, formatBatchSaving, formatRoleCost } from './results/cost.js'
export type { BatchedUsage } from './llm/usage.js'
export { judgeAgreement, type JudgeAgreement, type JudgeAgreementRow, type JudgePairRow } from './results/judge-agreement.js'
export { resultsToCsv } from './results/results-csv.js'
export { toCsv } from './results/results-csv.js'
export { computeResultId, resultIdCanonicalJson, type ResultIdInput } from './results/result-id.js'
export { modelCanonicalKey, modelDisplayString, type ModelIdentity } from './config/model-identity.js'
export { generateQuestionId, questionIdMd5 } from './benchmark/question-id.js'

// Models and providers
export type {
  LlmPort,
  ParserPort,
  AgentPort,
  EmbeddingPort,
  ModelPorts,
  ChatMessage,
  ToolCall,
  CallOptions,
  ChatRequest,
  ChatResult,
  ParseRequest,
  ParseResult,
  AgentRequest,
  AgentResult,
  AgentTool,
  DeferredTools,
  EmbedRequest,
  EmbedResult,
  JsonSchema,
} from './llm/ports.js'
export type { CallUsage } from './llm/usage.js'
export { resolveModel } from './llm/resolve-model.js'
export { defineTool } from './llm/define-tool.js'
export { workspaceTools, type WorkspaceToolsOptions } from './workspace-tools/workspace-tools.js'
export type { CommandOptions as WorkspaceCommandOptions } from './workspace-tools/run-command-tool.js'
export { McpSession, type McpToolSource } from './mcp/mcp-session.js'
export { McpServerError } from './mcp/mcp-server-error.js'
export type { McpServerEntry, StdioServerParams } from './config/mcp-server-spec.js'
export { withRetry } from './llm/retry.js'
export { classifyError } from './llm/classify-error.js'
export { getProviderLimiter, providerLimiterKey } from './llm/limiter.js'
export type { LimitFunction } from './llm/limiter.js'
export { ModelConfigSchema, parseModelConfig, serializeModelConfig, modelIdentityOf, type ModelConfig, type ModelConfigInput } from './config/model-config.js'
export { parseModelId, toModelConfig, formatModelId } from './config/model-id.js'
export { INTERFACES, agentTierOf, type InterfaceName } from './config/interfaces.js'
export { RetryPolicySchema, type RetryPolicy } from './config/retry-policy.js'

// Configuration
export {
  VerificationConfigSchema,
  resolveVerificationConfig,
  DEFAULT_ANSWERING_SYSTEM_PROMPT,
  type VerificationConfig,
  type VerificationConfigInput,
} from './config/verification-config.js'
export { serializeVerificationConfig } from './config/verification-config.js'
export { fromOverrides, type VerificationOverrides } from './config/from-overrides.js'
export { savePreset, loadPreset } from './config/presets.js'
export type { CompatMode } from './compat/compat-mode.js'

// Utilities for LLM output and traces
export { stripMarkdownFences, extractJsonFromText, extractJsonFromResponse, extractBalancedBraces } from './parsing/json-recovery.js'
export { fuzzyMatchExcerpt, acceptTemplateExcerpt, acceptRubricExcerpt, type ExcerptMatch, type FuzzyMatchOptions } from './deep-judgment/fuzzy-match.js'
export { maskToolMessages, maskGraphqlSchemaMessages, isGraphqlSchemaPayload } from './trace/mask-trace.js'
export { extractFinalAiMessage, prepareEvaluationInput } from './trace/final-message.js'
export { messagesToRawTrace } from './trace/messages-to-raw-trace.js'
export { outcomeNodeFromJSON, type OutcomeNode } from './scenario/outcome-node.js'
export { evaluateOutcome } from './scenario/evaluate-outcome.js'
export { lastTurn, firstTurn, turnAt, anyTurn, allTurns, type TurnScope } from './scenario/turn-scope.js'
export { defineScenario, type NodeSpec, type EdgeSpec, type EdgeCondition, type OutcomeSpec, type ScenarioSpec } from './scenario/define-scenario.js'
export {
  END,
  type ScenarioDefinition,
  type ScenarioNode,
  type ScenarioEdge,
  type ScenarioQuestion,
  type StateCheck,
  type HandoverKind,
  type ModelOverride,
  type ToolFilter,
  type OutcomeCriterion,
  type ConditionFunction,
} from './scenario/scenario-definition.js'
export { resolveStatePath, type ScenarioState, type NodeResult } from './scenario/scenario-state.js'
export { stateCheck, stateCheckFromShorthand, resolveNextEdge, type StateShorthand, type StateOperator } from './scenario/state-check.js'
export { outcome, type TurnFields } from './scenario/outcome-sugar.js'
export { formatTranscript, TRANSCRIPT_SEPARATOR, type TaggedMessage } from './scenario/handover.js'
export type { TurnRecord, ScenarioOutcomeSubject } from './scenario/turn-record.js'
export { runScenarios, type RunScenariosOptions, type ScenarioResultSet } from './scenario/run/run-scenarios.js'
export { runScenario, type ScenarioRunContext, type ScenarioTurnEvent } from './scenario/run/run-scenario.js'
export {
  ScenarioExecutionResult,
  type ScenarioResultRecord,
  type ScenarioStatus,
  type ScenarioTerminalFailure,
} from './results/scenario-execution-result.js'
export type { ScenarioProgressOptions } from './scenario/run/scenario-progress-file.js'
export { summarizeScenarios, formatScenarioSummary, type ScenarioSummary } from './scenario/run/scenario-summary.js'
export { scenarioToCheckpoint, scenarioFromCheckpoint, type ScenarioPartOptions } from './benchmark/checkpoint/scenario-part.js'

// Python semantics that Karenina's verdicts depend on
export { PyFloat, isPyFloat } from './compat/py-float-value.js'
export { PyTuple } from './compat/py-tuple.js'
export { parsePyJson } from './compat/parse-py-json.js'
export { pyJsonDumps, type PyJsonDumpsOptions } from './compat/py-json.js'
export { pyStr, pyRepr } from './compat/py-str.js'
export { pyFloat } from './compat/py-float.js'
export { pyTruthy } from './compat/py-truthy.js'
export { pyEq } from './compat/py-eq.js'

// Rubrics
export {
  defineRubric,
  RubricSchema,
  rubricFromJSON,
  rubricToJSON,
  rubricFromTraits,
  rubricTraitNames,
  TRAIT_TYPES,
  type Rubric,
  type RubricInput,
  type AnyRubricTrait,
  type TraitType,
  type DefineRubricOptions,
} from './rubric/rubric.js'
export { llmTrait, llmTraitFromJSON, LLMRubricTraitSchema, type LLMRubricTrait } from './rubric/traits/llm-trait.js'
export { callableTrait, callableTraitFromJSON, CallableRubricTraitSchema, type CallableRubricTrait } from './rubric/traits/callable-trait.js'
export { agenticTrait, agenticTraitFromJSON, AgenticRubricTraitSchema, type AgenticRubricTrait } from './rubric/traits/agentic-trait.js'
export { mergeRubrics, type MergedRubric, type TraitProvenance, type TraitSource } from './rubric/merge.js'
export { evaluateRubric, type RubricEvaluationInput, type RubricEvaluationOutput, type EvaluateRubricOptions } from './rubric/evaluate-rubric.js'
export type { TraitEvaluationFailure } from './rubric/rubric-judge.js'

// Running verification: one task, or a benchmark in batch
export { runTask, createTaskContext, type VerificationTask, type RunTaskOptions } from './pipeline/run-task.js'
export { buildStages, STAGES } from './pipeline/from-config.js'
export { Benchmark, type BenchmarkQuestion, type QuestionInput, type BenchmarkInit } from './benchmark/benchmark.js'
export { runVerification, type RunVerificationOptions } from './batch/run-verification.js'
export type { VerificationProgressEvent, TaskRef, ScenarioRef } from './scenario/run/progress-event.js'
export type { ModelCallInfo, TaskSettings, TaskContext, TaskOptions } from './pipeline/task-settings.js'
export { readProgressFile, type ProgressiveSaveOptions, type ProgressFile } from './batch/progressive-save.js'
export { VerificationBatchError, type BatchStopReason } from './results/verification-batch-error.js'
export { createManualPorts } from './llm/manual/index.js'
export { ManualTracesSchema, type ManualTrace, type ManualTraces } from './trace/manual-traces.js'
export { withReplay, type ReplayPortsOptions } from './llm/replay/replay-ports.js'
export { resolveReplay, type ReplayMode, type ReplayOptions } from './llm/replay/replay-mode.js'

// Pipeline machinery (stages, context, orchestrator)
export { ArtifactKeys, type ArtifactKey } from './pipeline/artifact-keys.js'
export { VerificationContext, type VerificationContextInit } from './pipeline/context.js'
export { BaseStage, BaseAutoFailStage, BaseCheckStage, checkStageProduces, type Stage, type CheckOutcome } from './pipeline/stage.js'
export { StageOrchestrator, formatLocalTimestamp } from './pipeline/orchestrator.js'
export { StageRegistry, type UnmetRequirement } from './pipeline/orchestrator.js'
export type { StagesOption } from './pipeline/from-config.js'
export { UsageTracker, type UsageStage, type StageUsageSummary } from './pipeline/usage-tracker.js'
export { planStages, STAGE_NAMES, type StageName, type StagePlanOptions, type EvaluationMode } from './pipeline/from-config.js'

// Errors
export { KareninaError, type KareninaErrorCode } from './errors/karenina-error.js'
export { ValidationError } from './errors/validation-error.js'
export { CheckError, type CheckErrorKind } from './errors/check-error.js'
export { TemplateError } from './errors/template-error.js'
export { StageGraphError } from './errors/stage-graph-error.js'
export type { ErrorCategory } from './errors/error-category.js'
export { ProviderError } from './errors/provider-error.js'
export { ConfigError } from './errors/config-error.js'
export { ParseFailureError } from './errors/parse-failure-error.js'
export { ReplayMissError } from './errors/replay-miss-error.js'
export { ReplayEntrySchema, ReplayKeySchema, ReplayMissPolicySchema, ReplayStoreDataSchema, ReplayStoreFileSchema } from './replay-store/replay-schema.js'
export type { ReplayEntry, ReplayEntryInput, ReplayKey, ReplayKeyInput, ReplayMissPolicy, ReplayStoreInput } from './replay-store/replay-schema.js'
export { ReplayStore, type ReplayLookup, type ReplayStoreOptions } from './replay-store/replay-store.js'
export { REPLAY_STORE_VERSION, loadReplayStore, replayStoreFromJson, replayStoreToJson, saveReplayStore } from './replay-store/replay-store-file.js'
export { ReplayHydrationError, ReplayPersistenceError } from './replay-store/replay-errors.js'
export {
  captureReplayStore,
  captureScenarioReplayStore,
  type CaptureReplayStoreOptions,
  type CaptureScenarioReplayStoreOptions,
} from './results/capture-replay-store.js'
export { RegexTimeoutError } from './regex-guard/guarded-regex.js'

// Regex time budget of user patterns (regex-guard/)
export { setRegexTimeout, regexTimeoutMs, DEFAULT_REGEX_TIMEOUT_MS } from './regex-guard/guarded-regex.js'

// Reports and result merging (the `karenina` bin, src/cli/main.ts, is not part of the library entry)
export { renderHtmlReport, writeHtmlReport, type HtmlReportOptions } from './report/html-report.js'
export { formatSummary, formatPercent, type SummaryOptions } from './report/summary-table.js'
export { buildReportData, type ReportData, type ReportRow, type ReportField, type ReportTrait, type ReportGroup } from './report/report-data.js'
export { resultVerdict, countVerdicts, type ResultVerdict, type VerdictCounts } from './results/result-verdict.js'
export { mergeResultSets, type MergeInput, type MergedResults } from './results/merge-results.js'
// Comparing two runs (karenina diff, the reporter's baseline)
export {
  diffResults,
  type DiffResultsOptions,
  type DiffSide,
  type ResultsDiff,
  type ModelDiff,
  type VerdictFlip,
  type FlipKind,
  type PassRate,
  type TraitDelta,
  type UnpairedCell,
} from './results-diff/diff-results.js'
export type { PairBy, CellOutcome } from './results-diff/result-cells.js'
export { checkRegression, type FailOn, type RegressionGateOptions, type RegressionVerdict } from './results-diff/regression-gate.js'
export { formatDiff, type FormatDiffOptions } from './results-diff/format-diff.js'
export { wilsonInterval, mcnemarExactP, pairedDifferenceInterval, type Interval } from './results-diff/proportion-stats.js'

// Checking an answer outside a test runner: what the matchers (`toVerify`, `toScoreTrait`, `toSatisfyTemplate`)
// run, and the shapes they accept. The adapters' own machinery is `karenina/runner`.
export { verifyResponse } from './runner/runtime/verify-response.js'
export { scoreTrait } from './runner/runtime/verify-response.js'
export { satisfyTemplate, satisfyTemplateAsync, type SatisfyTemplateOptions } from './runner/runtime/satisfy-template.js'
export type { MatcherOptions, MatcherOutcome } from './runner/runtime/matcher-options.js'
export { checkResponseInput, isResponseInput, type FrameworkTrace, type ResponseInput, type TraceInput } from './runner/runtime/response-input.js'
// Traces as the frameworks hand them out (AI SDK, OpenAI, Anthropic), as Karenina's trace; toVerify detects them by shape.
export { fromAiSdkMessages, fromAiSdkResult, fromAnthropicMessages, fromOpenAiAgentsRun, fromOpenAiChatMessages, fromOpenAiResponsesOutput, type SdkTrace } from './llm/from-sdk/index.js'
export { evaluateVerdict, defaultPass, isParseFailure, type Verdict, type VerdictCriteria, type VerdictKind } from './runner/verdict.js'
export type { TraitExpectation, ScoreRange, MetricExpectation, TemplateTraitExpectation } from './runner/trait-expectation.js'
export type { ScoreTraitOptions } from './runner/runtime/verify-response.js'
export type { OutcomeCriterionInput } from './runner/runtime/scenario-outcome.js'
export type { RunnerConfigInput } from './runner/runner-config.js'

// Pipeline checks (issue 6): abstention, sufficiency, deep judgment (templates and rubrics), web search
export { AbstentionCheckStage } from './pipeline/stages/abstention-check.js'
export { SufficiencyCheckStage } from './pipeline/stages/sufficiency-check.js'
export { DeepJudgmentAutoFailStage } from './pipeline/stages/deep-judgment-auto-fail.js'
export { DeepJudgmentRubricAutoFailStage } from './pipeline/stages/deep-judgment-rubric-auto-fail.js'
export {
  runTemplateDeepJudgment,
  type TemplateDeepJudgmentOptions,
  type TemplateDeepJudgmentResult,
} from './deep-judgment/template-deep-judgment.js'
export {
  runRubricDeepJudgment,
  type RubricDeepJudgmentOptions,
  type RubricDeepJudgmentResult,
  type RubricExcerptRecord,
  type TraitDeepJudgmentMetadata,
} from './deep-judgment/rubric-deep-judgment.js'
export { resolveRubricDeepJudgment, type RubricDeepJudgmentConfig, type TraitDeepJudgmentSettings } from './deep-judgment/rubric-trait-settings.js'
export {
  TavilySearch,
  FunctionSearch,
  resolveSearchTool,
  type SearchPort,
  type SearchHit,
  type SearchToolOption,
  type TavilySearchOptions,
} from './llm/search/search-port.js'

// JSON-LD checkpoints (issue 7, part A): load/save Karenina benchmarks, restricted Python template reader
export { type QuestionCheckpointNode, type CreatorContact } from './benchmark/benchmark.js'
export { CheckpointError } from './errors/checkpoint-error.js'
export { UntrustedCheckpointError, type CheckpointSetting } from './config/checkpoint-trust.js'
export { benchmarkCheckpointSettings } from './benchmark/checkpoint/checkpoint-settings.js'
export { OutputFileError } from './errors/output-file-error.js'
export { loadCheckpoint, parseCheckpoint, type LoadCheckpointOptions } from './benchmark/checkpoint/load-checkpoint.js'
export {
  saveCheckpoint,
  checkpointToJson,
  serializeCheckpoint,
  CHECKPOINT_CONTEXT,
  BENCHMARK_FORMAT_VERSION,
  type CheckpointWriteOptions,
} from './benchmark/checkpoint/save-checkpoint.js'
export { readPythonTemplate, type PythonTemplateReading } from './benchmark/checkpoint/python-template-parser.js'
export { decodeRating, type RatingScope, type DecodedRating } from './benchmark/checkpoint/rating-decode.js'
export { encodeTrait } from './benchmark/checkpoint/rating-encode.js'
export { defaultTemplateSource, isDefaultTemplate } from './benchmark/checkpoint/stored-template.js'
export { writeOutputText as writeFileAtomic } from './utils/output-file.js'

// Agentic evaluation (issue 14): workspaces, agentic and dynamic parsing, agentic rubric traits
export { AgenticParseTemplateStage } from './pipeline/stages/agentic-parse-template.js'
export { DynamicParseTemplateStage } from './pipeline/stages/dynamic-parse-template.js'
export { AgenticRubricEvaluationStage } from './pipeline/stages/agentic-rubric-evaluation.js'
export { resolveWorkspace, workspaceSuffix, type ResolvedWorkspace, type WorkspaceInput } from './pipeline/workspace/resolve-workspace.js'
export { cleanupWorkspace, type WorkspaceCleanupInput } from './pipeline/workspace/capture-workspace.js'

// Trajectory assertions (branch trajectory, issue 32 item 4): an agent's tool calls read from any trace, and the checks on them
export {
  calledTools,
  calledTool,
  stepCount,
  toolTrajectoryOf,
  trajectoryFromMessages,
  trajectoryFromRawTrace,
  isToolTrajectory,
  type ArgsMatch,
  type CalledToolsOptions,
  type ExpectedArgs,
  type ExpectedToolCall,
  type StepBounds,
  type ToolTrajectory,
  type TrajectoryOrder,
  type TrajectoryToolCall,
  type TrajectoryVerdict,
} from './trajectory/index.js'
export { traceToolCalls } from './primitives/trace-tool-calls.js'
export { traceToolCalled } from './primitives/trace-tool-called.js'
export { traceStepCount } from './primitives/trace-step-count.js'
export { EXTENSION_PRIMITIVE_TYPES } from './primitives/registry.js'

// The user's app as the answering model (branch answerer, issue 32 item 1)
export { defineAnswerer, type AnswererDefinition, type AppAnsweringModel } from './llm/app/answerer.js'
export type { AnswerFunction, AnswererContext, AnswererOutput } from './llm/app/answerer.js'
export { AnswererError } from './llm/app/answerer.js'
export { ANSWERER_OUTPUT_SHAPES } from './llm/app/app-output.js'
export type { AnswererFailure } from './results/verdict-input.js'

// --- branch batchapi: batch mode (provider batch APIs) ---
export type { BatchModeOption, BatchModeSettings } from './batch/batch-rounds.js'
export type { BatchModeStats, BatchRoundEvent } from './scenario/run/progress-event.js'
export { batchJournalPath, type JournaledBatch } from './batch/batch-journal.js'
export type { BatchedCall, BatchItemOutcome, BatchSink, BatchStatus, ProviderBatchApi } from './llm/batch-api.js'

// --- branch aisdk: AI SDK models as judge/answering model (interface ai_sdk), streamText, LangChain and OpenTelemetry GenAI traces.
export { isAiSdkLanguageModel, type AiSdkLanguageModel } from './config/ai-sdk-model.js'
export type { ModelInput } from './config/model-id.js'
export { fromAiSdkStreamResult, fromLangChainMessages, fromOtelGenAiSpans } from './llm/from-sdk/index.js'

// --- branch history: one static HTML page over many runs (`karenina report a.json b.json … --html`).
export { renderHistoryPage, writeHistoryPage, type HistoryPageOptions } from './report/history-page.js'
export { buildHistoryData, countRuns, type HistoryData, type HistoryInput, type HistoryLine, type HistoryModel, type HistoryPoint, type HistoryRun } from './report/history-data.js'

// --- branch regrade: re-grade stored answers with zero answering calls (issue 33 item 2) ---
export { regradeResults, CACHED_ANSWER_STAGE, type RegradeConfigInput, type RegradeOptions, type CacheProvenance } from './batch/regrade.js'
// --- branch regrade2: stored answers from a results file, replay store or cassette (issue 33 item 2) ---
export { readStoredAnswers, STORED_ANSWERS_ACCEPTED, type StoredAnswers } from './batch/stored-answers.js'

// --- branch replicates: pass@k / pass^k and flaky questions, a diff test clustered by question, Holm / BH corrections.
export {
  passAtK,
  passHatK,
  replicateStats,
  type ReplicateStats,
  type ReplicateStatsOptions,
  type ModelReplicates,
  type QuestionReplicates,
} from './results/replicate-stats.js'
export { clusteredPairedTest, type ClusteredTest, type QuestionMeans } from './results-diff/clustered-test.js'
export { adjustPValues, type PValueCorrection } from './results-diff/multiple-testing.js'
export type { ClusteredModelTest, ClusteredTraitTest, DiffReplicates, RunReplicates } from './results-diff/replicate-comparison.js'
export { formatReplicateSummary } from './report/replicate-summary.js'

// --- branch batch-edges: the hooks of a batch's submit call (the journaled OpenAI input file) ---
export type { SubmitHooks } from './llm/batch-api.js'
export type { JournaledIntent } from './batch/batch-journal.js'

// --- branch dynrubric: dynamic rubrics (presence check, spec 03 §2.6, §7) ---
export { assertNoDynamicConflicts, checkDynamicRubric, resolveConceptText, type DynamicRubric } from './rubric/dynamic-rubric.js'
export { mergeDynamicRubrics } from './rubric/merge.js'
