import type { ModelIdentity } from '../../config/model-identity.js'
import { runParserLadder, type ParserBackend } from '../parser-ladder.js'
import type { CallOptions, ChatMessage, ParseRequest, ParseResult, ParserPort } from '../ports.js'
import { AI_SDK_CAPABILITIES, generate, type AiSdkContext, type GenerateParams } from './context.js'
import { aiSdkUsage } from './wire.js'

/**
 * ParserPort over an AI SDK LanguageModel: native structured output through `generateText` with
 * `Output.object` (the provider's JSON schema mode or forced tool, as the AI SDK chooses), then Karenina's
 * retry ladder on the reply text (JSON recovery, repair, feedback retries), as the OpenAI and Anthropic judges.
 */
export class AiSdkParser implements ParserPort {
  readonly capabilities = AI_SDK_CAPABILITIES
  readonly identity: ModelIdentity

  constructor(private readonly ctx: AiSdkContext) {
    this.identity = ctx.identity
  }

  parse<T>(request: ParseRequest<T>, options: CallOptions = {}): Promise<ParseResult<T>> {
    const ctx = this.ctx
    const reply = async (messages: readonly ChatMessage[], output: GenerateParams['output'], opts: CallOptions) => {
      const result = await generate(ctx, { messages, temperature: request.temperature, ...(output ? { output } : {}) }, opts)
      // The text, never `result.output`: the ladder validates (and repairs) it with the template's own rules.
      return { text: result.text, usage: aiSdkUsage(ctx.display, result.usage) }
    }
    const backend: ParserBackend = {
      native: (messages, schema, schemaName, opts) =>
        reply(messages, ctx.ai.Output.object({ schema: ctx.ai.jsonSchema(schema), name: schemaName }), opts),
      plain: (messages, opts) => reply(messages, undefined, opts),
    }
    return runParserLadder(backend, request, { maxRetries: ctx.config.max_retries, compat: ctx.compat }, options)
  }
}
