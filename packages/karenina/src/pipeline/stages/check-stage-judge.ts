import { coerceLaxBool, describeReceived } from '../../compat/pydantic-lax.js'
import { isUsageEmpty } from '../../llm/usage.js'
import { assemblePrompt } from '../../prompts/assemble-prompt.js'
import { replyJsonSchema, type TaskPrompt } from '../../prompts/task-prompt.js'
import type { UsageStage } from '../usage-tracker.js'
import type { TaskContext } from '../task-settings.js'
import { callOptions, parsingDisplay, usageTrackerOf } from './stage-support.js'

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
 * One check call through the parsing model's ParserPort (temperature forced by the prompt), its usage
 * tracked under `usageStage`. Throws when the port cannot be resolved or no valid reply comes back.
 */
export async function askCheckJudge(ctx: TaskContext, prompt: TaskPrompt, key: string, fallback: boolean, usageStage: UsageStage): Promise<CheckVerdict> {
  const { parser } = await ctx.settings.ports.parsing()
  const messages = assemblePrompt(prompt, {
    interface: ctx.settings.parsingModel.interface,
    promptConfig: ctx.settings.options.promptConfig,
    supportsSystemPrompt: parser.capabilities.supportsSystemPrompt,
  })
  const result = await parser.parse(
    {
      messages,
      schema: prompt.reply ? replyJsonSchema(prompt.reply) : { type: 'object' },
      schemaName: usageStage === 'abstention_check' ? 'AbstentionResult' : 'SufficiencyResult',
      validate: checkReplyValidator(key, fallback),
      ...(prompt.temperature !== undefined ? { temperature: prompt.temperature } : {}),
      question: { id: ctx.questionId, text: ctx.questionText },
    },
    callOptions(ctx),
  )
  if (!isUsageEmpty(result.usage)) usageTrackerOf(ctx).track(usageStage, result.usage, parsingDisplay(ctx))
  return result.value
}
