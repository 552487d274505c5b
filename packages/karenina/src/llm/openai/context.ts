import type OpenAI from 'openai'
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, OpenAIError } from 'openai'
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions'
import type { ModelIdentity } from '../../config/model-identity.js'
import { mapSdkError, type SdkErrorClasses } from '../map-sdk-error.js'
import type { CallOptions, ChatMessage, EmbedRequest, EmbedResult, EmbeddingPort } from '../ports.js'
import { attemptOptions, callModel, callProvider, type ProviderRuntime, type RequestContext } from '../provider-call.js'
import { providerSchemaName, type ProviderKit, type ProviderModel, type TurnParams } from '../provider-ports.js'
import type { BatchSink, ProviderBatchApi } from '../batch-api.js'
import { callerSignalInit } from './node-http-fetch.js'
import { dropStrictNulls, toStrictSchema } from './strict-schema.js'
import { usageOfResponse } from '../batch-api.js'
import { firstMessage, fromOpenAiMessage, openAiUsage, toOpenAiMessages, toOpenAiTools } from './wire.js'
import { usageOf } from '../usage.js'

/** Everything an OpenAI port needs: the SDK client, the runtime and the model's settings. */
export interface OpenAiContext extends ProviderModel {
  client: OpenAI
  runtime: ProviderRuntime
  /** OpenAI's own API takes `max_completion_tokens`; compatible endpoints commonly only `max_tokens`. */
  tokenParam: 'max_tokens' | 'max_completion_tokens'
  /** Reasoning models (o-series, gpt-5) reject a temperature other than the default. */
  sendTemperature: boolean
  /** The client fetches through `nodeHttpFetch`: cancellation goes to it directly (see `callerSignalInit`). */
  ownTransport: boolean
  /** Batch mode: completions go through the run's batch rounds to this account's Batch API. */
  batch?: { sink: BatchSink; api: ProviderBatchApi }
}

type SdkRequestOptions = NonNullable<Parameters<OpenAI['embeddings']['create']>[1]>

/** The SDK request options of one attempt; with our own transport, cancellation goes to it directly. */
function requestOptions(ctx: OpenAiContext, { timeoutMs, signal }: RequestContext): SdkRequestOptions {
  if (!signal || !ctx.ownTransport) return attemptOptions({ timeoutMs, signal })
  return { ...attemptOptions({ timeoutMs }), fetchOptions: callerSignalInit(signal) as SdkRequestOptions['fetchOptions'] }
}

const OPENAI_ERRORS: SdkErrorClasses = { base: OpenAIError, APIError, APIUserAbortError, APIConnectionError, APIConnectionTimeoutError }

/** Translates an error of the `openai` SDK into a ProviderError (see `mapSdkError`). */
export function mapOpenAiError(error: unknown, signal: AbortSignal | undefined, provider = 'openai'): unknown {
  return mapSdkError(error, signal, { provider, classes: OPENAI_ERRORS })
}

/** One chat completion through the runtime (limiter, retries, timeout, signal). */
function createCompletion(
  ctx: OpenAiContext,
  messages: readonly ChatMessage[],
  params: TurnParams,
  extra: Omit<Partial<ChatCompletionCreateParamsNonStreaming>, 'messages' | 'model'>,
  options: CallOptions,
): Promise<ChatCompletion> {
  const body: ChatCompletionCreateParamsNonStreaming = {
    model: ctx.config.model_name ?? '',
    messages: toOpenAiMessages(messages),
    [ctx.tokenParam]: params.maxTokens ?? ctx.config.max_tokens,
    ...(ctx.sendTemperature ? { temperature: params.temperature ?? ctx.config.temperature } : {}),
    ...(params.tools && params.tools.length > 0 ? { tools: toOpenAiTools(params.tools) } : {}),
    ...extra,
  }
  return callModel(ctx.runtime, options, ctx.batch, body, (context) => ctx.client.chat.completions.create(body, requestOptions(ctx, context)))
}

/**
 * The ports' model call over OpenAI chat completions (also OpenRouter and OpenAI-compatible endpoints), and native
 * structured output by `response_format: json_schema` (strict when the schema can be made strict-compatible).
 */
export function openAiKit(ctx: OpenAiContext): ProviderKit {
  const turn: ProviderKit['turn'] = async (messages, params, options) => {
    const completion = await createCompletion(ctx, messages, params, {}, options)
    const message = fromOpenAiMessage(firstMessage(completion))
    return { message, usage: usageOfResponse(completion, openAiUsage(ctx.display, completion.usage)), finishReason: completion.choices?.[0]?.finish_reason }
  }
  const native: ProviderKit['native'] = (request) => async (messages, schema, schemaName, options) => {
    const strict = toStrictSchema(schema)
    const jsonSchema = 'schema' in strict ? strict.schema : schema
    const jsonSchemaFormat = { name: providerSchemaName(schemaName), schema: jsonSchema, strict: 'schema' in strict }
    const extra = { response_format: { type: 'json_schema', json_schema: jsonSchemaFormat } } as const
    const completion = await createCompletion(ctx, messages, { temperature: request.temperature }, extra, options)
    const result = { text: fromOpenAiMessage(firstMessage(completion)).content, usage: usageOfResponse(completion, openAiUsage(ctx.display, completion.usage)) }
    return 'schema' in strict ? { ...result, normalize: (raw: unknown) => dropStrictNulls(raw, schema) } : result
  }
  return { config: ctx.config, identity: ctx.identity, display: ctx.display, compat: ctx.compat, turn, native }
}

/** EmbeddingPort over OpenAI embeddings (the model config's `model_name` is the embedding model). */
export class OpenAiEmbeddings implements EmbeddingPort {
  readonly identity: ModelIdentity

  constructor(private readonly ctx: OpenAiContext) {
    this.identity = ctx.identity
  }

  async embed(request: EmbedRequest, options: CallOptions = {}): Promise<EmbedResult> {
    const ctx = this.ctx
    const response = await callProvider(ctx.runtime, options, (context) =>
      ctx.client.embeddings.create(
        {
          model: ctx.config.model_name ?? '',
          input: [...request.texts],
          encoding_format: 'float',
          ...(request.dimensions === undefined ? {} : { dimensions: request.dimensions }),
        },
        requestOptions(ctx, context),
      ),
    )
    const vectors = [...response.data].sort((a, b) => a.index - b.index).map((d) => d.embedding)
    return { vectors, usage: usageOf(ctx.display, { input: response.usage?.prompt_tokens, total: response.usage?.total_tokens }) }
  }
}
