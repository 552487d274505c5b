import { isPythonCompat, type CompatMode } from '../compat/compat-mode.js'
import { ParseFailureError, type ParseAttemptRecord } from '../errors/parse-failure-error.js'
import { ProviderError } from '../errors/provider-error.js'
import { extractJsonFromResponse } from '../parsing/json-recovery.js'
import { pyJsonLoads } from '../compat/parse-py-json.js'
import { repairJson } from '../parsing/repair-json.js'
import type { CallOptions, ChatMessage, JsonSchema, ParseRequest, ParseResult } from './ports.js'
import { pythonFeedbackPlan, schemaBlock, withSchemaSuffix, feedbackMessage, nullFeedbackMessage, formatFeedbackMessage } from './parser-feedback.js'
import { addUsage, isUsageEmpty, type CallUsage } from './usage.js'

/** One judge call made by a provider backend. */
export interface JudgeReply {
  /** The reply text (for tool-based structured output, the tool input as JSON). */
  text: string
  /** The structured value when the provider returned one (forced tool input); else the text is parsed. */
  value?: unknown
  /** Post-processing of the extracted JSON (e.g. dropping nulls OpenAI strict mode forced on optional fields). */
  normalize?: (raw: unknown) => unknown
  usage: CallUsage
}

/** What a provider gives the ladder: native structured output (when it has any) and plain chat. */
export interface ParserBackend {
  native?: (messages: readonly ChatMessage[], schema: JsonSchema, schemaName: string, options: CallOptions) => Promise<JudgeReply>
  plain: (messages: readonly ChatMessage[], options: CallOptions) => Promise<JudgeReply>
}

/** Settings of the ladder. */
export interface ParserLadderSettings {
  /** Feedback retries (ModelConfig `max_retries`). @default 2 */
  maxRetries: number
  /** `'karenina-python'` reproduces the source's ladder and call counts. @default 'default' */
  compat?: CompatMode
}

type Outcome<T> = { ok: true; raw: unknown; value: T } | { ok: false; error: string }

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function validated<T>(reply: JudgeReply, raw: unknown, validate: (raw: unknown) => T): Outcome<T> {
  if (reply.normalize) raw = reply.normalize(raw)
  try {
    return { ok: true, raw, value: validate(raw) }
  } catch (error) {
    return { ok: false, error: errorText(error) }
  }
}

/**
 * Spec 06 §8.4 step 2, for every reply given as text: the JSON that `extractJsonFromResponse` finds, validated;
 * else the whole reply through JSON repair (Karenina's `json_repair`), validated. A repaired value is never
 * taken without passing the schema.
 */
async function interpret<T>(reply: JudgeReply, validate: (raw: unknown) => T): Promise<Outcome<T>> {
  if (reply.value !== undefined) return validated(reply, reply.value, validate)
  if (reply.text.trim() === '') return { ok: false, error: 'the reply was empty' }
  let extracted: Outcome<T> | undefined
  let extractionError: string | undefined
  try {
    extracted = validated(reply, pyJsonLoads(extractJsonFromResponse(reply.text)), validate)
    if (extracted.ok) return extracted
  } catch (error) {
    extractionError = `no valid JSON in the reply: ${errorText(error)}`
  }
  const repaired = await repairJson(reply.text)
  if (repaired.ok) {
    const outcome = validated(reply, repaired.value, validate)
    if (outcome.ok || extracted) return outcome.ok ? outcome : extracted!
    return { ok: false, error: `${extractionError}; after JSON repair: ${outcome.error}` }
  }
  return extracted ?? { ok: false, error: extractionError! }
}

// A native request the endpoint rejects (no structured-output support) falls back to the prompt; auth
// failures and exhausted transient retries are real errors and propagate.
function nativeUnsupported(error: unknown): boolean {
  if (!ProviderError.isProviderError(error) || error.retryable) return false
  return error.status === undefined || ![401, 403].includes(error.status)
}

/**
 * Karenina's parser retry ladder (spec 06 §8.4), provider-agnostic. Default: native structured output
 * (prompt + JSON recovery when the provider has none or rejects it), then up to `maxRetries` retries that
 * feed the reply and the validation error back. `compat: 'karenina-python'` reproduces the source: native,
 * then a plain call, then feedback only when the error preview happens to contain the source's markers.
 * Usage of every call is summed. Throws `ParseFailureError` with every attempt when nothing validates.
 */
export async function runParserLadder<T>(
  backend: ParserBackend,
  request: ParseRequest<T>,
  settings: ParserLadderSettings,
  options: CallOptions = {},
): Promise<ParseResult<T>> {
  const schemaName = request.schemaName ?? (typeof request.schema['title'] === 'string' ? request.schema['title'] : 'Answer')
  const attempts: ParseAttemptRecord[] = []
  let usage: CallUsage | undefined
  let lastError = 'no attempt was made'

  const attempt = async (strategy: ParseAttemptRecord['strategy'], call: () => Promise<JudgeReply>) => {
    options.signal?.throwIfAborted()
    const reply = await call()
    usage = usage ? addUsage(usage, reply.usage) : reply.usage
    const outcome = await interpret(reply, request.validate)
    attempts.push(outcome.ok ? { strategy, text: reply.text } : { strategy, text: reply.text, error: outcome.error })
    if (!outcome.ok) lastError = outcome.error
    return { reply, outcome }
  }
  const success = (outcome: Outcome<T> & { ok: true }): ParseResult<T> => ({
    value: outcome.value,
    raw: outcome.raw,
    usage: usage!,
    usageUnavailable: isUsageEmpty(usage!),
    attempts,
  })

  let mode: 'native' | 'plain' = backend.native ? 'native' : 'plain'
  let last: Awaited<ReturnType<typeof attempt>> | undefined
  if (backend.native) {
    const native = backend.native
    try {
      last = await attempt('native', () => native(request.messages, request.schema, schemaName, options))
      if (last.outcome.ok) return success(last.outcome)
    } catch (error) {
      if (!nativeUnsupported(error)) throw error
      attempts.push({ strategy: 'native', text: '', error: errorText(error) })
      lastError = errorText(error)
      mode = 'plain'
    }
  }

  if (isPythonCompat(settings.compat)) return pythonTail()

  const promptMessages = mode === 'plain' ? withSchemaSuffix(request.messages, request.schema) : request.messages
  const send = (messages: readonly ChatMessage[]) =>
    mode === 'native' && backend.native ? backend.native(messages, request.schema, schemaName, options) : backend.plain(messages, options)
  if (mode === 'plain') {
    last = await attempt('prompt', () => backend.plain(promptMessages, options))
    if (last.outcome.ok) return success(last.outcome)
  }
  for (let retry = 0; retry < settings.maxRetries && last; retry++) {
    const conversation: ChatMessage[] = [
      ...promptMessages,
      { role: 'assistant', content: last.reply.text },
      { role: 'user', content: feedbackMessage(lastError, request.schema) },
    ]
    last = await attempt('feedback', () => send(conversation))
    if (last.outcome.ok) return success(last.outcome)
  }
  throw new ParseFailureError(schemaName, attempts, lastError)

  // Source behaviour: plain call; then null / format feedback decided from the text of
  // `Could not parse response into <Schema>: <first 200 chars>` only.
  async function pythonTail(): Promise<ParseResult<T>> {
    const plain = await attempt('prompt', () => backend.plain(request.messages, options))
    if (plain.outcome.ok) return success(plain.outcome)
    const preview = Array.from(plain.reply.text).slice(0, 200).join('')
    if (settings.maxRetries <= 0) throw new ParseFailureError(schemaName, attempts, `Failed to parse response: ${preview}`)
    const parseErrorText = `Could not parse response into ${schemaName}: ${preview}`
    const plan = pythonFeedbackPlan(parseErrorText)
    if (plan.nullFields !== null) {
      const messages = [...request.messages, { role: 'user' as const, content: nullFeedbackMessage(plan.nullFields) }]
      const retried = await attempt('feedback', () => backend.plain(messages, options))
      if (retried.outcome.ok) return success(retried.outcome)
    }
    if (plan.formatError) {
      const content = formatFeedbackMessage(plain.reply.text, parseErrorText, schemaBlock(request.schema))
      const retried = await attempt('feedback', () => backend.plain([...request.messages, { role: 'user', content }], options))
      if (retried.outcome.ok) return success(retried.outcome)
    }
    throw new ParseFailureError(
      schemaName,
      attempts,
      `Failed to parse response into ${schemaName} after all retry strategies: ${preview} (${lastError})`,
    )
  }
}
