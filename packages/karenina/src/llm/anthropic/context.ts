import type Anthropic from '@anthropic-ai/sdk'
import { AnthropicError, APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from '@anthropic-ai/sdk'
import type { Message, MessageCreateParamsNonStreaming, Tool } from '@anthropic-ai/sdk/resources/messages'
import { mapSdkError, type SdkErrorClasses } from '../map-sdk-error.js'
import type { CallOptions, ChatMessage } from '../ports.js'
import { attemptOptions, callModel, type ProviderRuntime } from '../provider-call.js'
import { providerSchemaName, type ProviderKit, type ProviderModel } from '../provider-ports.js'
import type { BatchSink, ProviderBatchApi } from '../batch-api.js'
import { usageOfResponse } from '../batch-api.js'
import { anthropicUsage, contentOf, fromAnthropicContent, toAnthropicMessages, toAnthropicTools } from './wire.js'

/** Everything an Anthropic port needs: the SDK client, the runtime and the model's settings. */
export interface AnthropicContext extends ProviderModel {
  client: Anthropic
  runtime: ProviderRuntime
  /** Batch mode: messages go through the run's batch rounds to this account's Message Batches API. */
  batch?: { sink: BatchSink; api: ProviderBatchApi }
}

const ANTHROPIC_ERRORS: SdkErrorClasses = { base: AnthropicError, APIError, APIUserAbortError, APIConnectionError, APIConnectionTimeoutError }

/** Translates an error of `@anthropic-ai/sdk` into a ProviderError (see `mapSdkError`); 529 "overloaded" is a rate limit. */
export function mapAnthropicError(error: unknown, signal: AbortSignal | undefined, provider = 'anthropic'): unknown {
  return mapSdkError(error, signal, { provider, classes: ANTHROPIC_ERRORS, rateLimitStatuses: [429, 529] })
}

/**
 * One Messages API call through the runtime (limiter, retries, timeout, signal). There is no temperature: the
 * Messages API deprecated it (400 on newer models) and the SDK no longer types it, so the model config's
 * `temperature` is not sent.
 */
function createMessage(
  ctx: AnthropicContext,
  messages: readonly ChatMessage[],
  maxTokens: number | undefined,
  extra: Omit<Partial<MessageCreateParamsNonStreaming>, 'messages' | 'model' | 'system'>,
  options: CallOptions,
): Promise<Message> {
  const { system, messages: turns } = toAnthropicMessages(messages)
  const body: MessageCreateParamsNonStreaming = {
    model: ctx.config.model_name ?? '',
    max_tokens: maxTokens ?? ctx.config.max_tokens,
    messages: turns,
    ...(system === undefined ? {} : { system }),
    ...extra,
  }
  return callModel(ctx.runtime, options, ctx.batch, body, (context) => ctx.client.messages.create(body, attemptOptions(context)))
}

/**
 * The ports' model call over the Anthropic Messages API, and native structured output by forced tool use
 * (`tool_choice: {type: 'tool'}`, the schema as the tool's input schema).
 */
export function anthropicKit(ctx: AnthropicContext): ProviderKit {
  const turn: ProviderKit['turn'] = async (messages, params, options) => {
    const tools = params.tools && params.tools.length > 0 ? { tools: toAnthropicTools(params.tools) } : {}
    const message = await createMessage(ctx, messages, params.maxTokens, tools, options)
    const usage = usageOfResponse(message, anthropicUsage(ctx.display, message.usage))
    return { message: fromAnthropicContent(contentOf(message)), usage, finishReason: message.stop_reason }
  }
  const native: ProviderKit['native'] = (request) => {
    // Tool input schemas must be objects; anything else goes through the prompt.
    if (request.schema['type'] !== 'object') return undefined
    return async (messages, schema, schemaName, options) => {
      const name = providerSchemaName(schemaName)
      const tool: Tool = { name, description: `Record the extracted ${schemaName} object.`, input_schema: schema as Tool['input_schema'] }
      const message = await createMessage(ctx, messages, undefined, { tools: [tool], tool_choice: { type: 'tool', name } }, options)
      const usage = usageOfResponse(message, anthropicUsage(ctx.display, message.usage))
      const content = contentOf(message)
      const call = content.find((b) => b.type === 'tool_use' && b.name === name)
      if (call && call.type === 'tool_use') return { text: JSON.stringify(call.input), value: call.input, usage }
      // No tool call (e.g. the model answered in prose): let JSON recovery read the text.
      return { text: fromAnthropicContent(content).content, usage }
    }
  }
  return { config: ctx.config, identity: ctx.identity, display: ctx.display, compat: ctx.compat, turn, native }
}
