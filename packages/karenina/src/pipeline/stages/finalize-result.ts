import { z } from 'zod'
import { collectCaveats } from '../../results/caveats.js'
import { classifyFailure } from '../../results/classify-failure.js'
import { makeFailure } from '../../results/failure.js'
import type { AnswererFailure, RetryCounts, RubricTraitFailure, VerdictInput } from '../../results/verdict-input.js'
import { VerificationResultSchema, type VerificationResult } from '../../results/verification-result.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import {
  buildDeepJudgmentRubricSection,
  buildDeepJudgmentSection,
  buildExtensions,
  buildRubricSection,
  buildTemplateSection,
} from './finalize-sections.js'
import { answeringIdentity, parsingIdentity, taskResultId, taskTimestamp } from './stage-support.js'
import { captureWorkspace, workspaceOutputPath, type WorkspaceBaseline } from '../workspace/capture-workspace.js'
import { cleanupWorkspace } from '../workspace/cleanup-workspace.js'

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
    const result = {
      metadata,
      template: buildTemplateSection(ctx, templateVerificationPerformed),
      rubric: buildRubricSection(ctx),
      deep_judgment: buildDeepJudgmentSection(ctx),
      deep_judgment_rubric: buildDeepJudgmentRubricSection(ctx),
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
