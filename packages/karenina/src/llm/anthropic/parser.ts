import { usageOfResponse } from '../batch-api.js'
import type { Tool } from '@anthropic-ai/sdk/resources/messages'
import type { ModelIdentity } from '../../config/model-identity.js'
import { runParserLadder, type JudgeReply, type ParserBackend } from '../parser-ladder.js'
import type { CallOptions, ChatMessage, ParseRequest, ParseResult, ParserPort } from '../ports.js'
import { ANTHROPIC_CAPABILITIES } from './chat.js'
import { createMessage, type AnthropicContext } from './context.js'
import { anthropicUsage, contentOf } from './wire.js'

/** Anthropic's tool-name pattern: `^[a-zA-Z0-9_-]{1,64}$`. */
export function anthropicToolName(name: string): string {
  const cleaned = name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64)
  return cleaned === '' ? 'Answer' : cleaned
}

/**
 * ParserPort over the Anthropic Messages API: native structured output by forced tool use
 * (`tool_choice: {type: 'tool'}`, the schema as the tool's input schema), then the shared retry ladder.
 */
export class AnthropicParser implements ParserPort {
  readonly capabilities = ANTHROPIC_CAPABILITIES
  readonly identity: ModelIdentity

  constructor(private readonly ctx: AnthropicContext) {
    this.identity = ctx.identity
  }

  parse<T>(request: ParseRequest<T>, options: CallOptions = {}): Promise<ParseResult<T>> {
    const ctx = this.ctx
    const plain = async (messages: readonly ChatMessage[], opts: CallOptions): Promise<JudgeReply> => {
      const message = await createMessage(ctx, { messages }, {}, opts)
      const text = contentOf(message).flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('\n')
      return { text, usage: usageOfResponse(message, anthropicUsage(ctx.display, message.usage)) }
    }
    const native = async (messages: readonly ChatMessage[], schema: Record<string, unknown>, schemaName: string, opts: CallOptions): Promise<JudgeReply> => {
      const name = anthropicToolName(schemaName)
      const tool: Tool = { name, description: `Record the extracted ${schemaName} object.`, input_schema: schema as Tool['input_schema'] }
      const message = await createMessage(ctx, { messages }, { tools: [tool], tool_choice: { type: 'tool', name } }, opts)
      const usage = usageOfResponse(message, anthropicUsage(ctx.display, message.usage))
      const content = contentOf(message)
      const call = content.find((b) => b.type === 'tool_use' && b.name === name)
      if (call && call.type === 'tool_use') return { text: JSON.stringify(call.input), value: call.input, usage }
      // No tool call (e.g. the model answered in prose): let JSON recovery read the text.
      return { text: content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('\n'), usage }
    }
    // Tool input schemas must be objects; anything else goes through the prompt.
    const backend: ParserBackend = request.schema['type'] === 'object' ? { native, plain } : { plain }
    return runParserLadder(backend, request, { maxRetries: ctx.config.max_retries, compat: ctx.compat }, options)
  }
}
