import type { ModelIdentity } from '../../config/model-identity.js';
import type { CallOptions, EmbedRequest, EmbedResult, EmbeddingPort } from '../ports.js';
import { type OpenAiContext } from './context.js';
/** EmbeddingPort over OpenAI embeddings (the model config's `model_name` is the embedding model). */
export declare class OpenAiEmbeddings implements EmbeddingPort {
    private readonly ctx;
    readonly identity: ModelIdentity;
    constructor(ctx: OpenAiContext);
    embed(request: EmbedRequest, options?: CallOptions): Promise<EmbedResult>;
}
