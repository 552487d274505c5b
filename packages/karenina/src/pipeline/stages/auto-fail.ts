import { pyTruthy } from '../../compat/py-truthy.js'
import type { ChatMessage } from '../../llm/ports.js'
import { extractFinalAiMessage } from '../../trace/final-message.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseAutoFailStage, BaseStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import { replayEntryOf } from './replay-answer.js'

/**
 * Stage 3 (spec 02 §4.3): an agent that hit its turn limit fails the task (`verify_result = false`,
 * failure `recursion_limit`), keeping the trace. Never skipped for an earlier failure.
 */
export class RecursionLimitAutoFailStage extends BaseAutoFailStage<TaskSettings> {
  readonly name = 'RecursionLimitAutoFail'
  override readonly requires = [ArtifactKeys.RECURSION_LIMIT_REACHED]

  override shouldRun(ctx: TaskContext): boolean {
    return ctx.error === null && ctx.getArtifact(ArtifactKeys.RECURSION_LIMIT_REACHED) === true
  }
}

/**
 * Stage 4 (spec 02 §4.4): an MCP agent's trace must end with an AI message that has text. A trace that
 * does not fails the task (`verify_result = false`, failure `trace_validation`) without an error.
 * Answers without MCP, and manual traces, are not checked; a replay entry's verdict is copied instead.
 */
export class TraceValidationAutoFailStage extends BaseStage<TaskSettings> {
  readonly name = 'TraceValidationAutoFail'
  override readonly requires = [ArtifactKeys.RAW_LLM_RESPONSE]
  override readonly produces = [ArtifactKeys.TRACE_VALIDATION_FAILED, ArtifactKeys.TRACE_VALIDATION_ERROR, ArtifactKeys.MCP_ENABLED]

  override shouldRun(ctx: TaskContext): boolean {
    return ctx.error === null && ctx.hasArtifact(ArtifactKeys.RAW_LLM_RESPONSE)
  }

  execute(ctx: TaskContext): void {
    const model = ctx.settings.answeringModel
    const mcpEnabled = model.mcp_urls_dict !== null
    ctx.setArtifact(ArtifactKeys.MCP_ENABLED, mcpEnabled)
    ctx.setArtifact(ArtifactKeys.TRACE_VALIDATION_FAILED, false)
    ctx.setArtifact(ArtifactKeys.TRACE_VALIDATION_ERROR, null)
    // A replayed verdict is copied; replayed parsed fields need no trace check (spec 02 §4.4).
    const entry = replayEntryOf(ctx)
    if (entry !== null && entry.verify_result !== null) {
      ctx.setArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT, entry.verify_result)
      ctx.setArtifactAndResult(ArtifactKeys.VERIFY_RESULT, entry.verify_result)
      return
    }
    if (entry?.parsed_answer_fields) return
    if (!mcpEnabled || model.interface === 'manual') return
    const messages = ctx.getArtifact<ChatMessage[]>(ArtifactKeys.TRACE_MESSAGES)
    const trace = messages && messages.length > 0 ? messages : (ctx.getArtifact<string>(ArtifactKeys.RAW_LLM_RESPONSE) ?? '')
    const { error } = extractFinalAiMessage(trace)
    if (error === null) return
    ctx.setArtifact(ArtifactKeys.TRACE_VALIDATION_FAILED, true)
    ctx.setArtifact(ArtifactKeys.TRACE_VALIDATION_ERROR, error)
    ctx.setArtifactAndResult(ArtifactKeys.VERIFY_RESULT, false)
    ctx.setArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT, false)
    ctx.setFailedStageOnce(this.name)
    ctx.setResultField(ArtifactKeys.TRACE_EXTRACTION_ERROR, error)
  }
}

/** The text an agent loop leaves as its last message when its model retries ran out. */
export const PLACEHOLDER_PREFIX = 'Model call failed after '

/**
 * Stage 4b (spec 02 §4.5): an agent trace ending in the retry-exhausted placeholder message fails the task
 * as a connection failure (`verify_result = false`, error category `connection`, stage `generate_answer`).
 */
export class PlaceholderRetryAutoFailStage extends BaseStage<TaskSettings> {
  readonly name = 'PlaceholderRetryAutoFail'
  override readonly requires = [ArtifactKeys.TRACE_MESSAGES]

  override shouldRun(ctx: TaskContext): boolean {
    return ctx.error === null && ctx.getArtifact(ArtifactKeys.TRACE_MESSAGES) !== null
  }

  execute(ctx: TaskContext): void {
    const last = ctx.getArtifact<ChatMessage[]>(ArtifactKeys.TRACE_MESSAGES)?.at(-1)
    if (last?.role !== 'assistant' || !last.content.startsWith(PLACEHOLDER_PREFIX)) return
    ctx.setArtifactAndResult(ArtifactKeys.VERIFY_RESULT, false)
    ctx.setArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT, false)
    ctx.setFailedStageOnce(this.name)
    ctx.markError(`Model retry exhausted in agent loop: ${Array.from(last.content).slice(0, 500).join('')}`, {
      category: 'connection',
      stage: 'generate_answer',
    })
  }
}

/**
 * Stage 10 (spec 02 §4.11): template deep judgment ran and some attributes have no valid excerpt → the task
 * fails (`verify_result = false`, failure `deep_judgment`). Not in reasoning-only mode (no excerpts there),
 * and a detected abstention takes priority.
 */
export class DeepJudgmentAutoFailStage extends BaseAutoFailStage<TaskSettings> {
  readonly name = 'DeepJudgmentAutoFail'
  override readonly requires = [
    ArtifactKeys.DEEP_JUDGMENT_PERFORMED,
    ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS,
    ArtifactKeys.VERIFY_RESULT,
    ArtifactKeys.FIELD_VERIFICATION_RESULT,
  ]

  override shouldRun(ctx: TaskContext): boolean {
    const missing = ctx.getArtifact<string[]>(ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS)
    return (
      ctx.error === null &&
      ctx.getArtifact(ArtifactKeys.DEEP_JUDGMENT_REASONING_ONLY) !== true &&
      ctx.getArtifact(ArtifactKeys.DEEP_JUDGMENT_PERFORMED) === true &&
      Array.isArray(missing) &&
      missing.length > 0
    )
  }

  protected override shouldSkipDueToPriorFailure(ctx: TaskContext): boolean {
    return pyTruthy(ctx.getArtifact(ArtifactKeys.ABSTENTION_DETECTED)) && pyTruthy(ctx.getArtifact(ArtifactKeys.ABSTENTION_CHECK_PERFORMED))
  }
}

/**
 * Stage 12 (spec 02 §4.13): rubric deep judgment ran and some traits have no valid excerpt → the task fails
 * (`verify_result = false`, failure `deep_judgment_rubric`), in rubric_only mode too. A detected abstention
 * takes priority. Present only when template deep judgment is on (Karenina's stage plan).
 */
export class DeepJudgmentRubricAutoFailStage extends BaseAutoFailStage<TaskSettings> {
  readonly name = 'DeepJudgmentRubricAutoFail'
  override readonly requires = [ArtifactKeys.RAW_LLM_RESPONSE]

  override shouldRun(ctx: TaskContext): boolean {
    const missing = ctx.getResultField<string[]>(ArtifactKeys.TRAITS_WITHOUT_VALID_EXCERPTS)
    return ctx.error === null && pyTruthy(ctx.getResultField(ArtifactKeys.DEEP_JUDGMENT_RUBRIC_PERFORMED)) && Array.isArray(missing) && missing.length > 0
  }

  protected override shouldSkipDueToPriorFailure(ctx: TaskContext): boolean {
    return pyTruthy(ctx.getResultField(ArtifactKeys.ABSTENTION_DETECTED))
  }
}
