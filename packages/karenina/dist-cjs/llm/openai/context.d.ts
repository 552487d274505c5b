import type OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { CompatMode } from '../../compat/compat-mode.js';
import type { ModelConfig } from '../../config/model-config.js';
import type { ModelIdentity } from '../../config/model-identity.js';
import type { CallOptions, ChatMessage } from '../ports.js';
import { type ProviderRuntime } from '../provider-call.js';
/** Everything an OpenAI port needs: the SDK client, the runtime and the model's settings. */
export interface OpenAiContext {
    client: OpenAI;
    runtime: ProviderRuntime;
    config: ModelConfig;
    identity: ModelIdentity;
    /** ModelIdentity display string, the `model` of usage records. */
    display: string;
    /** OpenAI's own API takes `max_completion_tokens`; compatible endpoints commonly only `max_tokens`. */
    tokenParam: 'max_tokens' | 'max_completion_tokens';
    /** Reasoning models (o-series, gpt-5) reject a temperature other than the default. */
    sendTemperature: boolean;
    compat: CompatMode;
    /** The client fetches through `nodeHttpFetch`: cancellation goes to it directly (see `callerSignalInit`). */
    ownTransport: boolean;
}
type SdkRequestOptions = NonNullable<Parameters<OpenAI['embeddings']['create']>[1]>;
/** The SDK request options that cancel a call on `signal`. */
export declare function signalOptions(ctx: OpenAiContext, signal: AbortSignal | undefined): Pick<SdkRequestOptions, 'signal' | 'fetchOptions'>;
/** Per-call overrides of the model config. */
export interface CompletionParams {
    messages: readonly ChatMessage[];
    temperature?: number;
    maxTokens?: number;
}
/** One chat completion through the runtime (limiter, retries, timeout, signal). */
export declare function createCompletion(ctx: OpenAiContext, params: CompletionParams, extra: Omit<Partial<ChatCompletionCreateParamsNonStreaming>, 'messages' | 'model'>, options: CallOptions): Promise<ChatCompletion>;
export {};
