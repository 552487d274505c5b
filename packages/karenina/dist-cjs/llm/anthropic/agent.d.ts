import type { ModelIdentity } from '../../config/model-identity.js';
import type { AgentPort, AgentRequest, AgentResult, CallOptions } from '../ports.js';
import { type AnthropicContext } from './context.js';
/** AgentPort (tier `tool_loop`) over Anthropic tool use. */
export declare class AnthropicAgent implements AgentPort {
    private readonly ctx;
    readonly identity: ModelIdentity;
    constructor(ctx: AnthropicContext);
    run(request: AgentRequest, options?: CallOptions): Promise<AgentResult>;
}
