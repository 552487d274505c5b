import type Anthropic from '@anthropic-ai/sdk';
import type { Message, MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages';
import type { CompatMode } from '../../compat/compat-mode.js';
import type { ModelConfig } from '../../config/model-config.js';
import type { ModelIdentity } from '../../config/model-identity.js';
import type { CallOptions, ChatMessage } from '../ports.js';
import { type ProviderRuntime } from '../provider-call.js';
/** Everything an Anthropic port needs: the SDK client, the runtime and the model's settings. */
export interface AnthropicContext {
    client: Anthropic;
    runtime: ProviderRuntime;
    config: ModelConfig;
    identity: ModelIdentity;
    /** ModelIdentity display string, the `model` of usage records. */
    display: string;
    compat: CompatMode;
}
/**
 * Per-call overrides of the model config. There is no temperature: the Messages API deprecated it (400 on
 * newer models) and the SDK no longer types it, so the model config's `temperature` is not sent.
 */
export interface MessageParams {
    messages: readonly ChatMessage[];
    maxTokens?: number;
}
/** One Messages API call through the runtime (limiter, retries, timeout, signal). */
export declare function createMessage(ctx: AnthropicContext, params: MessageParams, extra: Omit<Partial<MessageCreateParamsNonStreaming>, 'messages' | 'model' | 'system'>, options: CallOptions): Promise<Message>;
