import { pLimit } from '../llm/limiter.js'
import type { PromptConfig } from '../config/prompt-config.js'
import type { CallOptions, ParserPort, QuestionRef } from '../llm/ports.js'
import type { CallUsage } from '../llm/usage.js'
import { assemblePrompt } from '../prompts/assemble-prompt.js'
import type { TaskPrompt } from '../prompts/task-prompt.js'

/** The judge model of a rubric evaluation (the task's parsing model in the pipeline). */
export interface RubricJudge {
  /** The judge's ParserPort, or a function resolving it on the first LLM call (deterministic rubrics need none). */
  parser: ParserPort | (() => Promise<ParserPort>)
  /** The judge model config's `interface` (selects the adapter instructions of the prompts). */
  interface: string
  /** User instructions per prompt task (`VerificationConfig.prompt_config`). @default null */
  promptConfig?: PromptConfig | null
  /** Cancellation and retry accounting of every call. */
  callOptions?: CallOptions
  /** The question the calls are about (read by the manual interface only). */
  question?: QuestionRef
}

/**
 * One evaluation's conversation with the judge: resolves the port once, assembles each task prompt
 * (spec 06 §1), sends it through the ParserPort and keeps the usage of every successful call.
 */
export class RubricJudgeSession {
  readonly usage: CallUsage[] = []
  #parser: Promise<ParserPort> | undefined

  constructor(
    readonly judge: RubricJudge,
    private readonly onUsage?: (usage: CallUsage) => void,
  ) {}

  /** One structured call; throws when the port cannot be resolved or the judge never yields a valid reply. */
  async ask<T>(prompt: TaskPrompt, schemaName: string, validate: (raw: unknown) => T): Promise<T> {
    const { judge } = this
    const parser = await (this.#parser ??= typeof judge.parser === 'function' ? judge.parser() : Promise.resolve(judge.parser))
    const messages = assemblePrompt(prompt, {
      interface: judge.interface,
      promptConfig: judge.promptConfig ?? null,
      supportsSystemPrompt: parser.capabilities.supportsSystemPrompt,
    })
    const result = await parser.parse(
      {
        messages,
        schema: prompt.context.jsonSchema ?? { type: 'object' },
        schemaName,
        validate,
        ...(prompt.temperature !== undefined ? { temperature: prompt.temperature } : {}),
        ...(judge.question ? { question: judge.question } : {}),
      },
      judge.callOptions,
    )
    this.usage.push(result.usage)
    this.onUsage?.(result.usage)
    return result.value
  }
}

/** Runs `fn` over `items` with at most `concurrency` at a time (1 = one after another); results in input order. */
export function mapConcurrently<T, R>(items: readonly T[], concurrency: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const limit = pLimit(Math.max(1, Math.floor(concurrency) || 1))
  return Promise.all(items.map((item) => limit(() => fn(item))))
}
