import type { ChatMessage } from '../../llm/ports.js'
import { extractFinalAiMessage } from '../../trace/final-message.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseAutoFailStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import { replayEntryOf } from './replay-answer.js'

/**
 * Stage 4 (spec 02 §4.4): an MCP agent's trace must end with an AI message that has text. A trace that
 * does not fails the task (`verify_result = false`, failure `trace_validation`) without an error.
 * Answers without MCP, and manual traces, are not checked; a replay entry's verdict is copied instead.
 */
export class TraceValidationAutoFailStage extends BaseAutoFailStage<TaskSettings> {
  readonly name = 'TraceValidationAutoFail'
  override readonly requires = [ArtifactKeys.RAW_LLM_RESPONSE]
  override readonly produces = [ArtifactKeys.TRACE_VALIDATION_FAILED, ArtifactKeys.TRACE_VALIDATION_ERROR, ArtifactKeys.MCP_ENABLED]

  override shouldRun(ctx: TaskContext): boolean {
    return ctx.error === null && ctx.hasArtifact(ArtifactKeys.RAW_LLM_RESPONSE)
  }

  override execute(ctx: TaskContext): void {
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
    super.execute(ctx)
    ctx.setResultField(ArtifactKeys.TRACE_EXTRACTION_ERROR, error)
  }
}
