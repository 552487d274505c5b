import { buildSufficiencyPrompt } from '../../prompts/checks.js'
import { sharedSufficiencySchema } from '../../template/judge-schema.js'
import { prepareEvaluationInput } from '../../trace/final-message.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseCheckStage, type CheckOutcome } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import { askCheckJudge } from './stage-support.js'
import type { AnswerClass } from './validate-template.js'

/**
 * Stage 6 (spec 02 §4.7): asks the parsing model (temperature 0) whether the response holds a candidate for
 * every required template field (the schema shown includes trace fields). `sufficiency_detected` means
 * *sufficient*; an insufficient response sets `verify_result = false` and parsing is skipped (failure
 * `sufficiency`). Template modes only; skipped after an abstention. A failed call counts as sufficient, not performed.
 */
export class SufficiencyCheckStage extends BaseCheckStage<TaskSettings> {
  readonly name = 'SufficiencyCheck'
  readonly artifactPrefix = 'sufficiency'
  override readonly requires = [ArtifactKeys.RAW_LLM_RESPONSE, ArtifactKeys.ANSWER]

  override shouldRun(ctx: TaskContext): boolean {
    return (
      ctx.error === null &&
      ctx.getArtifact(ArtifactKeys.RECURSION_LIMIT_REACHED) !== true &&
      ctx.getArtifact(ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL) !== true &&
      ctx.getArtifact(ArtifactKeys.TRACE_VALIDATION_FAILED) !== true &&
      ctx.getArtifact(ArtifactKeys.ABSTENTION_DETECTED) !== true &&
      ctx.settings.options.sufficiencyEnabled
    )
  }

  protected async detect(ctx: TaskContext): Promise<CheckOutcome> {
    const raw = ctx.getArtifact<string>(ArtifactKeys.RAW_LLM_RESPONSE) ?? ''
    const answer = ctx.getArtifact<AnswerClass>(ArtifactKeys.ANSWER)
    const input = prepareEvaluationInput(raw, ctx.settings.options.useFullTraceForTemplate)
    if (input.error !== null || answer === null) return { detected: null, performed: false, reasoning: null }
    const prompt = () => buildSufficiencyPrompt({ question: ctx.questionText, response: input.input, jsonSchema: sharedSufficiencySchema(answer.template) })
    return askCheckJudge(ctx, prompt, 'sufficient', true, 'sufficiency_check')
  }

  protected shouldTriggerOverride(outcome: CheckOutcome): boolean {
    return outcome.performed && outcome.detected === false
  }
}
