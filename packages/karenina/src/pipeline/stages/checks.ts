import { coerceLaxBool, describeReceived } from '../../compat/pydantic-lax.js'
import { buildAbstentionPrompt, buildSufficiencyPrompt } from '../../prompts/checks.js'
import { parsePrompt } from '../../prompts/assemble-prompt.js'
import type { TaskPrompt } from '../../prompts/task-prompt.js'
import { sharedSufficiencySchema } from '../../template/judge-schema.js'
import { prepareEvaluationInput } from '../../trace/final-message.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { BaseCheckStage, type CheckOutcome } from '../stage.js'
import type { TaskContext, TaskSettings } from '../task-settings.js'
import type { UsageStage } from '../usage-tracker.js'
import { errorMessage, judgeCall, trackJudgeUsage } from './stage-support.js'
import type { AnswerClass } from './validate-template.js'

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

/** A check's verdict: the primary boolean and the judge's reasoning. */
export interface CheckVerdict {
  value: boolean
  reasoning: string
}

/**
 * The lenient reading of a check reply (spec 06 §8.5): the primary key as a Pydantic-lax boolean (absent →
 * `fallback`), `reasoning` defaulting to "No reasoning provided". Anything but a JSON object is rejected.
 */
export function checkReplyValidator(key: string, fallback: boolean): (raw: unknown) => CheckVerdict {
  return (raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new Error(`expected a JSON object with "reasoning" and "${key}", received ${describeReceived(raw)}`)
    const record = raw as Record<string, unknown>
    let value = fallback
    if (Object.hasOwn(record, key)) {
      const coerced = coerceLaxBool(record[key])
      if (!coerced.ok) throw new Error(`"${key}": expected a boolean, received ${describeReceived(record[key])}`)
      value = coerced.value
    }
    const reasoning = typeof record.reasoning === 'string' ? record.reasoning : 'No reasoning provided'
    return { value, reasoning }
  }
}

/**
 * One check call through the parsing model's ParserPort (temperature forced by the prompt), its usage tracked
 * under `usageStage`. A call that fails (no port, no valid reply) is not the task's error: the check is recorded
 * as not performed, with the verdict `fallback` and a warning.
 */
async function askCheckJudge(ctx: TaskContext, prompt: () => TaskPrompt, key: string, fallback: boolean, usageStage: UsageStage): Promise<CheckOutcome> {
  const schemaName = usageStage === 'abstention_check' ? 'AbstentionResult' : 'SufficiencyResult'
  try {
    const request = prompt()
    const { parser } = await ctx.settings.ports.parsing()
    const result = await parsePrompt(parser, request, { schemaName, validate: checkReplyValidator(key, fallback) }, judgeCall(ctx))
    trackJudgeUsage(ctx, usageStage, result.usage)
    return { detected: result.value.value, performed: true, reasoning: result.value.reasoning }
  } catch (error) {
    if (ctx.signal?.aborted) throw error
    ctx.addWarning(`${usageStage === 'abstention_check' ? 'Abstention' : 'Sufficiency'} check failed: ${errorMessage(error)}`)
    return { detected: fallback, performed: false, reasoning: null }
  }
}
