import { buildAbstentionPrompt } from '../../prompts/checks.js'
import { prepareEvaluationInput } from '../../trace/final-message.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseCheckStage, type CheckOutcome } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import { askCheckJudge } from './stage-support.js'

/**
 * Stage 5 (spec 02 §4.6): asks the parsing model (temperature 0) whether the response refuses to answer.
 * A detected abstention sets `verify_result = false` and makes parsing, verification and the deep-judgment
 * guards skip; the failure is classified `abstention`. A failed check call is not an error: the check is
 * recorded as not performed and the task goes on.
 */
export class AbstentionCheckStage extends BaseCheckStage<TaskSettings> {
  readonly name = 'AbstentionCheck'
  readonly artifactPrefix = 'abstention'
  override readonly requires = [ArtifactKeys.RAW_LLM_RESPONSE]

  override shouldRun(ctx: TaskContext): boolean {
    return (
      ctx.error === null &&
      ctx.getArtifact(ArtifactKeys.RECURSION_LIMIT_REACHED) !== true &&
      ctx.getArtifact(ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL) !== true &&
      ctx.settings.options.abstentionEnabled
    )
  }

  protected async detect(ctx: TaskContext): Promise<CheckOutcome> {
    const raw = ctx.getArtifact<string>(ArtifactKeys.RAW_LLM_RESPONSE) ?? ''
    const input = prepareEvaluationInput(raw, ctx.settings.options.useFullTraceForTemplate)
    if (input.error !== null) return { detected: null, performed: false, reasoning: null }
    const prompt = () => buildAbstentionPrompt({ question: ctx.questionText, response: input.input })
    return askCheckJudge(ctx, prompt, 'abstention_detected', false, 'abstention_check')
  }

  protected shouldTriggerOverride(outcome: CheckOutcome): boolean {
    return outcome.detected === true && outcome.performed
  }
}
