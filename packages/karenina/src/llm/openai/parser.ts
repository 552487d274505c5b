import { usageOfResponse } from '../batch-api.js'
import type { ModelIdentity } from '../../config/model-identity.js'
import { runParserLadder, type JudgeReply, type ParserBackend } from '../parser-ladder.js'
import type { CallOptions, ChatMessage, JsonSchema, ParseRequest, ParseResult, ParserPort } from '../ports.js'
import { OPENAI_CAPABILITIES } from './chat.js'
import { createCompletion, type OpenAiContext } from './context.js'
import { dropStrictNulls, toStrictSchema } from './strict-schema.js'
import { firstMessage, openAiUsage } from './wire.js'

/** OpenAI's `json_schema.name` pattern: `^[a-zA-Z0-9_-]{1,64}$`. */
export function openAiSchemaName(name: string): string {
  const cleaned = name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64)
  return cleaned === '' ? 'Answer' : cleaned
}

/**
 * ParserPort over OpenAI chat completions: native `response_format: json_schema` (strict when the schema
 * can be made strict-compatible, else non-strict), then the shared retry ladder.
 */
export class OpenAiParser implements ParserPort {
  readonly capabilities = OPENAI_CAPABILITIES
  readonly identity: ModelIdentity

  constructor(private readonly ctx: OpenAiContext) {
    this.identity = ctx.identity
  }

  parse<T>(request: ParseRequest<T>, options: CallOptions = {}): Promise<ParseResult<T>> {
    const ctx = this.ctx
    const temperature = request.temperature
    const reply = async (messages: readonly ChatMessage[], extra: Parameters<typeof createCompletion>[2], opts: CallOptions) => {
      const completion = await createCompletion(ctx, { messages, ...(temperature === undefined ? {} : { temperature }) }, extra, opts)
      const message = firstMessage(completion)
      return { text: message.content ?? message.refusal ?? '', usage: usageOfResponse(completion, openAiUsage(ctx.display, completion.usage)) }
    }
    const backend: ParserBackend = {
      native: async (messages, schema: JsonSchema, schemaName, opts): Promise<JudgeReply> => {
        const strict = toStrictSchema(schema)
        const jsonSchema = 'schema' in strict ? strict.schema : schema
        const result = await reply(
          messages,
          { response_format: { type: 'json_schema', json_schema: { name: openAiSchemaName(schemaName), schema: jsonSchema, strict: 'schema' in strict } } },
          opts,
        )
        return 'schema' in strict ? { ...result, normalize: (raw) => dropStrictNulls(raw, schema) } : result
      },
      plain: (messages, opts) => reply(messages, {}, opts),
    }
    return runParserLadder(backend, request, { maxRetries: ctx.config.max_retries, compat: ctx.compat }, options)
  }
}
