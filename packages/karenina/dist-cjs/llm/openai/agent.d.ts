import type { ModelIdentity } from '../../config/model-identity.js';
import type { AgentPort, AgentRequest, AgentResult, CallOptions } from '../ports.js';
import { type OpenAiContext } from './context.js';
/** AgentPort (tier `tool_loop`) over OpenAI function calling. */
export declare class OpenAiAgent implements AgentPort {
    private readonly ctx;
    readonly identity: ModelIdentity;
    constructor(ctx: OpenAiContext);
    run(request: AgentRequest, options?: CallOptions): Promise<AgentResult>;
}
