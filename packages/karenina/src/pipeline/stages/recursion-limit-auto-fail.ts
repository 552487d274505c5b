import { ArtifactKeys } from '../artifact-keys.js'
import { BaseAutoFailStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'

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
