import { pyTruthy } from '../../compat/py-truthy.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseAutoFailStage } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'

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
