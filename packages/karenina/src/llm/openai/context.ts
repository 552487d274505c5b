import type OpenAI from 'openai'
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions'
import type { CompatMode } from '../../compat/compat-mode.js'
import type { ModelConfig } from '../../config/model-config.js'
import type { ModelIdentity } from '../../config/model-identity.js'
import type { CallOptions, ChatMessage } from '../ports.js'
import { callBatched, callProvider, type ProviderRuntime } from '../provider-call.js'
import type { BatchSink, ProviderBatchApi } from '../batch-api.js'
import { callerSignalInit } from './node-http-fetch.js'
import { toOpenAiMessages } from './wire.js'

/** Everything an OpenAI port needs: the SDK client, the runtime and the model's settings. */
export interface OpenAiContext {
  client: OpenAI
  runtime: ProviderRuntime
  config: ModelConfig
  identity: ModelIdentity
  /** ModelIdentity display string, the `model` of usage records. */
  display: string
  /** OpenAI's own API takes `max_completion_tokens`; compatible endpoints commonly only `max_tokens`. */
  tokenParam: 'max_tokens' | 'max_completion_tokens'
  /** Reasoning models (o-series, gpt-5) reject a temperature other than the default. */
  sendTemperature: boolean
  compat: CompatMode
  /** The client fetches through `nodeHttpFetch`: cancellation goes to it directly (see `callerSignalInit`). */
  ownTransport: boolean
  /** Batch mode: completions go through the run's batch rounds to this account's Batch API. */
  batch?: { sink: BatchSink; api: ProviderBatchApi }
}

type SdkRequestOptions = NonNullable<Parameters<OpenAI['embeddings']['create']>[1]>

/** The SDK request options that cancel a call on `signal`. */
export function signalOptions(ctx: OpenAiContext, signal: AbortSignal | undefined): Pick<SdkRequestOptions, 'signal' | 'fetchOptions'> {
  if (!signal) return {}
  return ctx.ownTransport ? { fetchOptions: callerSignalInit(signal) as SdkRequestOptions['fetchOptions'] } : { signal }
}

/** Per-call overrides of the model config. */
export interface CompletionParams {
  messages: readonly ChatMessage[]
  temperature?: number
  maxTokens?: number
}

/** One chat completion through the runtime (limiter, retries, timeout, signal). */
export function createCompletion(
  ctx: OpenAiContext,
  params: CompletionParams,
  extra: Omit<Partial<ChatCompletionCreateParamsNonStreaming>, 'messages' | 'model'>,
  options: CallOptions,
): Promise<ChatCompletion> {
  const body: ChatCompletionCreateParamsNonStreaming = {
    model: ctx.config.model_name ?? '',
    messages: toOpenAiMessages(params.messages),
    [ctx.tokenParam]: params.maxTokens ?? ctx.config.max_tokens,
    ...(ctx.sendTemperature ? { temperature: params.temperature ?? ctx.config.temperature } : {}),
    ...extra,
  }
  const send = (callOptions: CallOptions) =>
    callProvider(ctx.runtime, callOptions, ({ timeoutMs, signal }) =>
      ctx.client.chat.completions.create(body, {
        maxRetries: 0,
        ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
        ...signalOptions(ctx, signal),
      }),
    )
  if (ctx.batch === undefined) return send(options)
  const live = () => send(options.signal ? { signal: options.signal } : {})
  return callBatched(ctx.runtime, options, ctx.batch.sink, { api: ctx.batch.api, model: body.model, body: body as unknown as Record<string, unknown>, live })
}
