import type { ModelIdentity } from '../../config/model-identity.js'
import type { CallOptions, EmbedRequest, EmbedResult, EmbeddingPort } from '../ports.js'
import { callProvider } from '../provider-call.js'
import { usageOf } from '../usage.js'
import { signalOptions, type OpenAiContext } from './context.js'

/** EmbeddingPort over OpenAI embeddings (the model config's `model_name` is the embedding model). */
export class OpenAiEmbeddings implements EmbeddingPort {
  readonly identity: ModelIdentity

  constructor(private readonly ctx: OpenAiContext) {
    this.identity = ctx.identity
  }

  async embed(request: EmbedRequest, options: CallOptions = {}): Promise<EmbedResult> {
    const ctx = this.ctx
    const response = await callProvider(ctx.runtime, options, ({ timeoutMs, signal }) =>
      ctx.client.embeddings.create(
        {
          model: ctx.config.model_name ?? '',
          input: [...request.texts],
          encoding_format: 'float',
          ...(request.dimensions === undefined ? {} : { dimensions: request.dimensions }),
        },
        { maxRetries: 0, ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }), ...signalOptions(ctx, signal) },
      ),
    )
    const vectors = [...response.data].sort((a, b) => a.index - b.index).map((d) => d.embedding)
    return { vectors, usage: usageOf(ctx.display, { input: response.usage?.prompt_tokens, total: response.usage?.total_tokens }) }
  }
}
