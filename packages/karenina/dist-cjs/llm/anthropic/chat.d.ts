import type { ModelIdentity } from '../../config/model-identity.js';
import type { CallOptions, ChatRequest, ChatResult, LlmPort, PortCapabilities } from '../ports.js';
import { type AnthropicContext } from './context.js';
/** Capabilities of the Anthropic ports. */
export declare const ANTHROPIC_CAPABILITIES: PortCapabilities;
/** LlmPort over the Anthropic Messages API. */
export declare class AnthropicChat implements LlmPort {
    private readonly ctx;
    readonly capabilities: PortCapabilities;
    readonly identity: ModelIdentity;
    constructor(ctx: AnthropicContext);
    invoke(request: ChatRequest, options?: CallOptions): Promise<ChatResult>;
}
