import type Anthropic from '@anthropic-ai/sdk'
import type { Message, MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages'
import type { CompatMode } from '../../compat/compat-mode.js'
import type { ModelConfig } from '../../config/model-config.js'
import type { ModelIdentity } from '../../config/model-identity.js'
import type { CallOptions, ChatMessage } from '../ports.js'
import { callBatched, callProvider, type ProviderRuntime } from '../provider-call.js'
import type { BatchSink, ProviderBatchApi } from '../batch-api.js'
import { toAnthropicMessages } from './wire.js'

/** Everything an Anthropic port needs: the SDK client, the runtime and the model's settings. */
export interface AnthropicContext {
  client: Anthropic
  runtime: ProviderRuntime
  config: ModelConfig
  identity: ModelIdentity
  /** ModelIdentity display string, the `model` of usage records. */
  display: string
  compat: CompatMode
  /** Batch mode: messages go through the run's batch rounds to this account's Message Batches API. */
  batch?: { sink: BatchSink; api: ProviderBatchApi }
}

/**
 * Per-call overrides of the model config. There is no temperature: the Messages API deprecated it (400 on
 * newer models) and the SDK no longer types it, so the model config's `temperature` is not sent.
 */
export interface MessageParams {
  messages: readonly ChatMessage[]
  maxTokens?: number
}

/** One Messages API call through the runtime (limiter, retries, timeout, signal). */
export function createMessage(
  ctx: AnthropicContext,
  params: MessageParams,
  extra: Omit<Partial<MessageCreateParamsNonStreaming>, 'messages' | 'model' | 'system'>,
  options: CallOptions,
): Promise<Message> {
  const { system, messages } = toAnthropicMessages(params.messages)
  const body: MessageCreateParamsNonStreaming = {
    model: ctx.config.model_name ?? '',
    max_tokens: params.maxTokens ?? ctx.config.max_tokens,
    messages,
    ...(system === undefined ? {} : { system }),
    ...extra,
  }
  const send = (callOptions: CallOptions) =>
    callProvider(ctx.runtime, callOptions, ({ timeoutMs, signal }) =>
      ctx.client.messages.create(body, {
        maxRetries: 0,
        ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
        ...(signal ? { signal } : {}),
      }),
    )
  if (ctx.batch === undefined) return send(options)
  const live = () => send(options.signal ? { signal: options.signal } : {})
  return callBatched(ctx.runtime, options, ctx.batch.sink, { api: ctx.batch.api, model: body.model, body: body as unknown as Record<string, unknown>, live })
}
