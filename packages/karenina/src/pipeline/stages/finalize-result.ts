import { z } from 'zod'
import { collectCaveats } from '../../results/caveats.js'
import { classifyFailure } from '../../results/classify-failure.js'
import { makeFailure } from '../../results/failure.js'
import type { AnswererFailure, RetryCounts, RubricTraitFailure, VerdictInput } from '../../results/verdict-input.js'
import { VerificationResultSchema, type VerificationResult } from '../../results/verification-result.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import { answeringIdentity, parsingIdentity, taskResultId, taskTimestamp } from './stage-support.js'
import { captureWorkspace, cleanupWorkspace, workspaceOutputPath, type WorkspaceBaseline } from '../workspace/capture-workspace.js'
import { pyTruthy } from '../../compat/py-truthy.js'
import { strategyLabel } from '../../composition/strategy-node.js'
import type { ChatMessage } from '../../llm/ports.js'
import { messagesToRawTrace } from '../../trace/messages-to-raw-trace.js'
import { VerificationResultDeepJudgmentRubricSchema, VerificationResultDeepJudgmentSchema } from '../../results/result-deep-judgment.js'
import { VerificationResultMetadataSchema } from '../../results/result-metadata.js'
import { VerificationResultRubricSchema } from '../../results/result-rubric.js'
import { VerificationResultTemplateSchema } from '../../results/result-template.js'
import { splitParsedResponse } from '../../template/template-instance.js'
import type { TemplateInstance } from '../../template/template.js'
import { UsageTracker } from '../usage-tracker.js'
import { traitListKey, type Rubric } from '../../rubric/rubric.js'

/** What the failure classifier and the caveats read from a finished context (spec 04 §3). */
export function verdictInputOf(ctx: TaskContext, templateVerificationPerformed: boolean): VerdictInput {
  const field = <T>(key: string) => ctx.getResultField<T>(key)
  return {
    failedStage: field<string>(ArtifactKeys.FAILED_STAGE),
    templateVerificationPerformed,
    verifyResult: field<boolean>(ArtifactKeys.VERIFY_RESULT),
    error: ctx.error,
    errorCategory: ctx.errorCategory,
    errorStage: ctx.errorStage,
    lastRunStage: ctx.lastRunStage,
    retryCounts: ctx.getArtifact<RetryCounts>(ArtifactKeys.RETRY_COUNTS),
    abstentionDetected: field<boolean>(ArtifactKeys.ABSTENTION_DETECTED),
    abstentionReasoning: field<string>(ArtifactKeys.ABSTENTION_REASONING),
    sufficiencyDetected: field<boolean>(ArtifactKeys.SUFFICIENCY_DETECTED),
    sufficiencyReasoning: field<string>(ArtifactKeys.SUFFICIENCY_REASONING),
    templateValidationError: ctx.getArtifact<string>(ArtifactKeys.TEMPLATE_VALIDATION_ERROR),
    responseTimeoutPartial: field<boolean>(ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL),
    embeddingOverrideApplied: field<boolean>(ArtifactKeys.EMBEDDING_OVERRIDE_APPLIED),
    parseDecisionMalformed: field<boolean>(ArtifactKeys.PARSE_DECISION_MALFORMED),
    rubricTraitFailures: ctx.getArtifact<RubricTraitFailure[]>(ArtifactKeys.RUBRIC_TRAIT_FAILURES),
    answererFailure: ctx.getArtifact<AnswererFailure>(ArtifactKeys.ANSWERER_FAILURE),
  }
}

/**
 * Stage 13 (spec 04 §4): assembles the VerificationResult from the context — always runs, always last.
 * The verdict (`metadata.failure`) comes from the failure classifier; result fields that no built-in stage
 * knows (custom stages') are kept under `extensions`.
 */
export class FinalizeResultStage extends BaseStage<TaskSettings> {
  readonly name = 'FinalizeResult'
  override readonly produces = [ArtifactKeys.FINAL_RESULT]

  override shouldRun(): boolean {
    return true
  }

  execute(ctx: TaskContext): void {
    const settings = ctx.settings
    const resultId = taskResultId(ctx)
    keepAndCleanWorkspace(ctx, resultId)
    const fieldVerification = ctx.getArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT)
    const templateVerificationPerformed = fieldVerification !== null && fieldVerification !== undefined
    ctx.setResultField(ArtifactKeys.TEMPLATE_VERIFICATION_PERFORMED, templateVerificationPerformed)
    const verdict = verdictInputOf(ctx, templateVerificationPerformed)
    const answering = answeringIdentity(ctx)
    const parsing = parsingIdentity(ctx)
    const timestamp = taskTimestamp(ctx)
    const { scenario } = settings
    const metadata = {
      question_id: ctx.questionId,
      template_id: ctx.templateId,
      failure: classifyFailure(verdict, { compat: settings.options.compat }),
      caveats: collectCaveats(verdict),
      warnings: [...ctx.warnings],
      partial_content: null,
      retry_counts: verdict.retryCounts ?? null,
      question_text: ctx.questionText,
      raw_answer: settings.rawAnswer,
      keywords: settings.keywords ? [...settings.keywords] : null,
      answering,
      parsing,
      answering_system_prompt: settings.answeringModel.system_prompt,
      parsing_system_prompt: settings.parsingModel.system_prompt,
      execution_time: ctx.getResultField<number>(ArtifactKeys.EXECUTION_TIME) ?? 0,
      timestamp,
      result_id: resultId,
      run_name: settings.runName,
      replicate: settings.replicate,
      few_shot_enabled: settings.options.fewShotEnabled,
      few_shot_example_count: settings.fewShotExamples?.length ?? 0,
      evaluation_mode: ctx.getResultField(ArtifactKeys.EVALUATION_MODE),
      scenario_id: scenario.id,
      scenario_node: scenario.node,
      scenario_turn: scenario.turn,
      scenario_path: scenario.path ? [...scenario.path] : null,
    }
    const extensions = buildExtensions(ctx)
    const djMode = ctx.getResultField(ArtifactKeys.DEEP_JUDGMENT_MODE)
    const result = {
      metadata,
      template: buildTemplateSection(ctx, templateVerificationPerformed),
      rubric: buildRubricSection(ctx),
      // Present when ParseTemplate recorded a mode other than `disabled`, and when rubric deep judgment ran.
      deep_judgment: djMode === null || djMode === 'disabled' ? null : fromResultFields(ctx, DJ_KEYS),
      deep_judgment_rubric: pyTruthy(ctx.getResultField(ArtifactKeys.DEEP_JUDGMENT_RUBRIC_PERFORMED)) ? fromResultFields(ctx, DJ_RUBRIC_KEYS) : null,
      evaluation_input: ctx.getResultField(ArtifactKeys.EVALUATION_INPUT),
      used_full_trace: ctx.getResultField(ArtifactKeys.USED_FULL_TRACE) ?? true,
      trace_extraction_error: ctx.getResultField(ArtifactKeys.TRACE_EXTRACTION_ERROR),
      ...(extensions ? { extensions } : {}),
    }
    ctx.setArtifact(ArtifactKeys.FINAL_RESULT, validated(result))
  }
}

/**
 * Capture (`workspace_output_mode`), then cleanup (02 §4.15). Both run before the result is assembled so
 * that a failure shows among the result's warnings; neither changes the verdict.
 */
function keepAndCleanWorkspace(ctx: TaskContext, resultId: string): void {
  const { options } = ctx.settings
  const workspace = ctx.getArtifact<string>(ArtifactKeys.WORKSPACE_PATH) ?? null
  if (options.workspaceOutputMode !== 'none' && options.workspaceOutputDir !== null) {
    const captureWarning = captureWorkspace({
      mode: options.workspaceOutputMode,
      workspace,
      target: workspaceOutputPath(options.workspaceOutputDir, ctx.questionId, resultId),
      baseline: ctx.getArtifact<WorkspaceBaseline>(ArtifactKeys.WORKSPACE_OUTPUT_BASELINE) ?? null,
      excludePatterns: options.workspaceOutputExcludePatterns,
    })
    if (captureWarning !== null) ctx.addWarning(captureWarning)
  }
  const cleanupWarning = cleanupWorkspace({
    path: workspace,
    cleanup: options.workspaceCleanup,
    isCopy: ctx.getArtifact<boolean>(ArtifactKeys.WORKSPACE_IS_COPY) === true,
  })
  if (cleanupWarning !== null) ctx.addWarning(cleanupWarning)
}

/**
 * The result through VerificationResultSchema (defaults applied). A value a stage stored in the wrong shape
 * (e.g. a custom stage's non-boolean `verify_result`) does not lose the task: the sections are dropped and
 * the result reports an `unexpected_error` at FinalizeResult naming the offending path.
 */
// zod's ahead-of-time compiled parser (same outcome as the schema's, falling back to it where it must),
// compiled on first use: every task ends here, and a plain result is most of a run's parsing.
let compiledResultSchema: typeof VerificationResultSchema | null = null

function validated(result: Record<string, unknown> & { metadata: Record<string, unknown> }): VerificationResult {
  compiledResultSchema ??= z.compile(VerificationResultSchema)
  const parsed = compiledResultSchema.safeParse(result)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  const reason = `the result failed validation at ${issue.path.map(String).join('.')}: ${issue.message}`
  return VerificationResultSchema.parse({
    metadata: { ...result.metadata, failure: makeFailure('unexpected_error', 'FinalizeResult', reason, { error_message: reason }) },
  })
}

type Section = Record<string, unknown>

/** Messages in Karenina's dict form: the message plus its 0-based `block_index`. */
export function messageDicts(messages: readonly ChatMessage[] | null | undefined): Section[] {
  return (messages ?? []).map((message, index) => {
    const { role, content, ...rest } = message as ChatMessage & { block_index?: unknown }
    delete rest.block_index
    // Most messages carry nothing else: no clone to make then (this runs for every message of every result).
    for (const _ in rest) return { role, content, block_index: index, ...structuredClone(rest) }
    return { role, content, block_index: index }
  })
}

function fromResultFields(ctx: TaskContext, keys: readonly string[]): Section {
  const out: Section = {}
  const fields = ctx.resultFields
  for (const key of keys) {
    const value = fields.get(key)
    if (value !== undefined || fields.has(key)) out[key] = value
  }
  return out
}

// Each section's keys, listed once (not per result).
const TEMPLATE_KEYS = Object.keys(VerificationResultTemplateSchema.shape)
const RUBRIC_KEYS = Object.keys(VerificationResultRubricSchema.shape)
const DJ_KEYS = Object.keys(VerificationResultDeepJudgmentSchema.shape)
const DJ_RUBRIC_KEYS = Object.keys(VerificationResultDeepJudgmentRubricSchema.shape)

/** The template section (spec 04 §4 steps 2–4, 7): result fields plus what FinalizeResult computes. */
export function buildTemplateSection(ctx: TaskContext, templateVerificationPerformed: boolean): Section {
  const section = fromResultFields(ctx, TEMPLATE_KEYS)
  const traceMessages = ctx.getArtifact<ChatMessage[]>(ArtifactKeys.TRACE_MESSAGES)
  const raw = ctx.getResultField<string>(ArtifactKeys.RAW_LLM_RESPONSE) ?? ''
  section.raw_llm_response = raw === '' && traceMessages && traceMessages.length > 0 ? messagesToRawTrace(traceMessages) : raw
  section.trace_messages = messageDicts(traceMessages)
  section.conversation_context = messageDicts(ctx.getArtifact<ChatMessage[]>(ArtifactKeys.CONVERSATION_CONTEXT))
  section.template_verification_performed = templateVerificationPerformed
  Object.assign(section, parsedAnswerFields(ctx.getArtifact<TemplateInstance>(ArtifactKeys.PARSED_ANSWER)))
  const tracker = ctx.getArtifact(ArtifactKeys.USAGE_TRACKER)
  if (tracker instanceof UsageTracker) {
    section.usage_metadata = tracker.totalSummary()
    section.agent_metrics = tracker.agentMetrics
  }
  return section
}

/** `parsed_gt_response`, `parsed_llm_response`, `field_results`, `field_scores`, `composition_strategy`. */
function parsedAnswerFields(parsed: TemplateInstance | null): Section {
  if (parsed === null) return {}
  const out: Section = {}
  try {
    const split = splitParsedResponse(parsed, { mergeResolvedGroundTruths: true })
    out.parsed_gt_response = split.parsedGtResponse
    out.parsed_llm_response = split.parsedLlmResponse
  } catch {
    // A dump that throws leaves both views null, as a failed Python getattr would.
  }
  try {
    const results = Object.entries(parsed.fieldResults())
    if (results.length > 0) {
      out.field_results = Object.fromEntries(results.map(([name, r]) => [name, r.result]))
      out.field_scores = Object.fromEntries(results.map(([name, r]) => [name, r.score]))
    }
  } catch {
    // The check that made verify() fail throws again: field results stay null (spec 01 §7.3).
  }
  if (parsed.template.strategy !== null) out.composition_strategy = strategyLabel(parsed.template.strategy)
  return out
}

// Trait names per kind (runTask refuses a rubric whose lists are not arrays; a list may be absent).
function traitNames(rubric: Rubric | null, kind: 'llm' | 'regex' | 'callable'): Set<string> {
  const names = (rubric?.[traitListKey(kind)] ?? []).map((trait: unknown) => (trait as { name?: unknown } | null)?.name)
  return new Set(names.filter((name): name is string => typeof name === 'string'))
}

/**
 * The rubric section (spec 04 §4 step 8, 03 §9), or null when no rubric evaluation stored a result: the flat
 * `verify_rubric` scores split by trait kind (base name before the first `.`; null scores dropped).
 */
export function buildRubricSection(ctx: TaskContext): Section | null {
  const scores = ctx.getResultField<Record<string, unknown>>(ArtifactKeys.VERIFY_RUBRIC)
  const performed = scores !== null
  if (!performed && !pyTruthy(ctx.getResultField(ArtifactKeys.AGENTIC_RUBRIC_EVALUATION_PERFORMED))) return null
  const section = fromResultFields(ctx, RUBRIC_KEYS)
  section.rubric_evaluation_performed = performed
  const rubrics = [ctx.settings.rubric, ctx.settings.dynamicRubric]
  const split: Record<'llm' | 'regex' | 'callable', Section> = { llm: {}, regex: {}, callable: {} }
  for (const [key, value] of Object.entries(scores ?? {})) {
    if (value === null || value === undefined) continue
    const base = key.split('.')[0]!
    const kind = (['llm', 'regex', 'callable'] as const).find((k) => rubrics.some((r) => traitNames(r, k).has(base)))
    if (kind) split[kind][key] = value
  }
  const orNull = (s: Section) => (Object.keys(s).length > 0 ? s : null)
  section.llm_trait_scores = orNull(split.llm)
  section.regex_trait_scores = orNull(split.regex)
  section.callable_trait_scores = orNull(split.callable)
  section.metric_trait_scores = ctx.getResultField(ArtifactKeys.METRIC_TRAIT_METRICS) ?? null
  section.trait_provenance = ctx.settings.traitProvenance ?? null
  return section
}

// Every key a built-in stage or FinalizeResult reads: what is left was written by a custom stage.
const KNOWN_RESULT_FIELDS: ReadonlySet<string> = new Set([
  ...Object.values(ArtifactKeys),
  ...TEMPLATE_KEYS,
  ...RUBRIC_KEYS,
  ...DJ_KEYS,
  ...DJ_RUBRIC_KEYS,
  ...Object.keys(VerificationResultMetadataSchema.shape),
  ...Object.keys(VerificationResultSchema.shape),
])

/**
 * `result.extensions` (spec 00 A15): result fields no built-in reads (custom stages' outputs, which Karenina
 * drops), then the context's explicit `extensions`; `undefined` when empty.
 */
export function buildExtensions(ctx: TaskContext): Section | undefined {
  const out: Section = {}
  for (const [key, value] of ctx.resultFields) if (!KNOWN_RESULT_FIELDS.has(key)) out[key] = value
  for (const [key, value] of ctx.extensions) out[key] = value
  // Batch mode: which stages' calls a provider batch answered, priced at the batch price (results/cost.ts).
  const tracker = ctx.getArtifact(ArtifactKeys.USAGE_TRACKER)
  const batched = tracker instanceof UsageTracker ? tracker.batchedSummary() : null
  if (batched !== null) out['batch'] = { stages: batched }
  return Object.keys(out).length > 0 ? out : undefined
}
