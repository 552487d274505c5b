import type { ModelIdentity } from '../../config/model-identity.js';
import type { CallOptions, ChatRequest, ChatResult, LlmPort, PortCapabilities } from '../ports.js';
import { type OpenAiContext } from './context.js';
/** Capabilities of the OpenAI-family ports. */
export declare const OPENAI_CAPABILITIES: PortCapabilities;
/** LlmPort over OpenAI chat completions (also OpenRouter and OpenAI-compatible endpoints). */
export declare class OpenAiChat implements LlmPort {
    private readonly ctx;
    readonly capabilities: PortCapabilities;
    readonly identity: ModelIdentity;
    constructor(ctx: OpenAiContext);
    invoke(request: ChatRequest, options?: CallOptions): Promise<ChatResult>;
}
