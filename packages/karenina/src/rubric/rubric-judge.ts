import { z } from 'zod'
import { coerceLaxBool, coerceLaxInt, describeReceived, type LaxCoercion } from '../compat/pydantic-lax.js'
import { pLimit } from '../llm/limiter.js'
import type { LlmPort, ParserPort } from '../llm/ports.js'
import type { CallUsage } from '../llm/usage.js'
import { invokePrompt, parsePrompt, type PromptCallOptions } from '../prompts/assemble-prompt.js'
import type { TaskPrompt } from '../prompts/task-prompt.js'
import { isRecord } from '../utils/is-record.js'

/** The judge model of a rubric evaluation (the task's parsing model in the pipeline) and where its calls go. */
export interface RubricJudge extends PromptCallOptions {
  /** The judge's ParserPort, or a function resolving it on the first LLM call (deterministic rubrics need none). */
  parser: ParserPort | (() => Promise<ParserPort>)
}

/**
 * One evaluation's conversation with the judge: resolves the port once, sends each task prompt (assembled,
 * spec 06 §1) through the ParserPort and keeps the usage of every successful call.
 */
export class RubricJudgeSession {
  readonly usage: CallUsage[] = []
  #parser: Promise<ParserPort> | undefined

  constructor(
    readonly judge: RubricJudge,
    private readonly onUsage?: (usage: CallUsage) => void,
  ) {}

  /** The evaluation was cancelled (a failed call is then not the trait's failure). */
  get aborted(): boolean {
    return this.judge.callOptions?.signal?.aborted === true
  }

  /**
   * One structured call, the reply checked by `validate` (by default: the prompt's reply contract); throws when
   * the port cannot be resolved or the judge never yields a valid reply.
   */
  ask<R>(prompt: TaskPrompt<R>, schemaName: string): Promise<R>
  ask<T>(prompt: TaskPrompt, schemaName: string, validate: (raw: unknown) => T): Promise<T>
  async ask<T>(prompt: TaskPrompt, schemaName: string, validate = zodValidator(prompt.reply as z.ZodType<T>)): Promise<T> {
    const { judge } = this
    const parser = await (this.#parser ??= typeof judge.parser === 'function' ? judge.parser() : Promise.resolve(judge.parser))
    const result = await parsePrompt(parser, prompt, { schemaName, validate }, judge)
    this.usage.push(result.usage)
    this.onUsage?.(result.usage)
    return result.value
  }

  /** One plain-text call through `llm` (the free-text stages of rubric deep judgment). */
  async text(llm: LlmPort, prompt: TaskPrompt): Promise<string> {
    const reply = await invokePrompt(llm, prompt, this.judge)
    this.usage.push(reply.usage)
    this.onUsage?.(reply.usage)
    return reply.content
  }
}

/** Runs `fn` over `items` with at most `concurrency` at a time (1 = one after another); results in input order. */
export function mapConcurrently<T, R>(items: readonly T[], concurrency: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const limit = pLimit(Math.max(1, Math.floor(concurrency) || 1))
  return Promise.all(items.map((item) => limit(() => fn(item))))
}

/**
 * Validators of the rubric judges' replies, as Karenina's Pydantic output models validate them (lax mode):
 * a number written `4.0` or `"4"` is an int, `"yes"` a bool. Each throws a readable message, which the
 * parser ladder feeds back to the judge.
 */

function field(raw: unknown, key: string): unknown {
  if (!isRecord(raw)) throw new Error(`expected a JSON object, received ${describeReceived(raw)}`)
  if (!Object.hasOwn(raw, key)) throw new Error(`"${key}": required`)
  return raw[key]
}

// Pydantic's smart union `int | bool`: exact types first, then lax int, then lax bool.
function intOrBool(value: unknown, path: string): number | boolean {
  if (typeof value === 'boolean') return value
  const asInt = coerceLaxInt(value)
  if (asInt.ok) return asInt.value
  const asBool = coerceLaxBool(value)
  if (asBool.ok) return asBool.value
  throw new Error(`${path}: expected an integer or a boolean, received ${describeReceived(value)}`)
}

/**
 * `{"scores": {trait: int | bool}}` (Karenina's `BatchRubricScores`). A `null` score is kept as "no score"
 * (the prompt tells the judge an omitted trait is recorded as null).
 */
export function validateBatchScores(raw: unknown): Record<string, number | boolean | null> {
  const scores = field(raw, 'scores')
  if (!isRecord(scores)) throw new Error(`"scores": expected an object mapping trait names to scores, received ${describeReceived(scores)}`)
  const out: Record<string, number | boolean | null> = {}
  for (const [name, value] of Object.entries(scores)) out[name] = value === null ? null : intOrBool(value, `scores.${name}`)
  return out
}

// A reply of one lax-coerced field.
function singleField<T>(key: string, coerce: (value: unknown) => LaxCoercion<T>): (raw: unknown) => T {
  return (raw) => {
    const value = field(raw, key)
    const coerced = coerce(value)
    if (!coerced.ok) throw new Error(`"${key}": expected ${coerced.expected}, received ${describeReceived(value)}`)
    return coerced.value
  }
}

/** `{"result": bool}` (Karenina's `SingleBooleanScore`). */
export const validateSingleBoolean = singleField('result', coerceLaxBool)

/** `{"score": int}` (Karenina's `SingleNumericScore`). */
export const validateSingleScore = singleField('score', coerceLaxInt)

/** A validator from a zod schema, with zod's readable error. */
export function zodValidator<T>(schema: z.ZodType<T>): (raw: unknown) => T {
  return (raw) => {
    const result = schema.safeParse(raw)
    if (!result.success) throw new Error(z.prettifyError(result.error))
    return result.data
  }
}

/**
 * A rubric trait evaluation that failed: a regex or callable trait threw, the judge call threw (rate limit after retries, server error,
 * no valid reply …) or the judge answered without scoring the trait. The traits keep Karenina's "no
 * score" value (`null`, or `-1` for literal traits) and the result's failure says why.
 */
export interface TraitEvaluationFailure {
  /** The traits left without a score. */
  traits: string[]
  /** Why, in words. */
  message: string
  /** What the trait or the judge call threw; `null` when the judge answered but did not score the traits. */
  error: unknown
}

/** The traits of a judge call (or of a local trait) that threw. */
export function callFailure(traits: readonly string[], error: unknown): TraitEvaluationFailure {
  return { traits: [...traits], message: error instanceof Error ? error.message : String(error), error }
}

/** Traits the judge's reply left without a score. */
export function unscoredFailure(traits: readonly string[]): TraitEvaluationFailure {
  const list = traits.map((t) => JSON.stringify(t)).join(', ')
  return { traits: [...traits], message: `the judge's reply did not score ${traits.length === 1 ? 'trait' : 'traits'} ${list}`, error: null }
}
