import { pyTruthy } from '../../compat/py-truthy.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseAutoFailStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'

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
