import { coerceLaxBool, describeReceived } from '../../compat/pydantic-lax.js'
import { parsePrompt } from '../../prompts/assemble-prompt.js'
import type { TaskPrompt } from '../../prompts/task-prompt.js'
import type { CheckOutcome } from '../stage.js'
import type { TaskContext } from '../task-settings.js'
import type { UsageStage } from '../usage-tracker.js'
import { errorMessage, judgeCall, trackJudgeUsage } from './stage-support.js'

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
export async function askCheckJudge(ctx: TaskContext, prompt: () => TaskPrompt, key: string, fallback: boolean, usageStage: UsageStage): Promise<CheckOutcome> {
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
