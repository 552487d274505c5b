import type { ChatMessage } from '../../llm/ports.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseAutoFailStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'

/** The text an agent loop leaves as its last message when its model retries ran out. */
export const PLACEHOLDER_PREFIX = 'Model call failed after '

/**
 * Stage 4b (spec 02 §4.5): an agent trace ending in the retry-exhausted placeholder message fails the task
 * as a connection failure (`verify_result = false`, error category `connection`, stage `generate_answer`).
 */
export class PlaceholderRetryAutoFailStage extends BaseAutoFailStage<TaskSettings> {
  readonly name = 'PlaceholderRetryAutoFail'
  override readonly requires = [ArtifactKeys.TRACE_MESSAGES]

  override shouldRun(ctx: TaskContext): boolean {
    return ctx.error === null && ctx.getArtifact(ArtifactKeys.TRACE_MESSAGES) !== null
  }

  override execute(ctx: TaskContext): void {
    const last = ctx.getArtifact<ChatMessage[]>(ArtifactKeys.TRACE_MESSAGES)?.at(-1)
    if (last?.role !== 'assistant' || !last.content.startsWith(PLACEHOLDER_PREFIX)) return
    super.execute(ctx)
    ctx.markError(`Model retry exhausted in agent loop: ${Array.from(last.content).slice(0, 500).join('')}`, {
      category: 'connection',
      stage: 'generate_answer',
    })
  }
}
