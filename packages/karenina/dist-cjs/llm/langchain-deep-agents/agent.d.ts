import type { ModelConfig } from '../../config/model-config.js';
import type { ModelIdentity } from '../../config/model-identity.js';
import type { RequestLimiter } from '../limiter.js';
import type { AgentPort, AgentRequest, AgentResult, CallOptions } from '../ports.js';
import type { DeepAgentsAccount } from './chat-model.js';
/** What the deep agent of one model needs. */
export interface DeepAgentsContext {
    config: ModelConfig;
    identity: ModelIdentity;
    display: string;
    account: DeepAgentsAccount;
    /** `ChatOpenAI` / `ChatAnthropic` constructor fields. */
    chatFields: Record<string, unknown>;
    /** Runs of this account at once (`concurrency`, `max_concurrent_requests`). */
    limiter: RequestLimiter;
}
/**
 * LangGraph's own step cap, a backstop behind the model-call limit (a model call plus its tools is a few
 * graph steps with the deep agent's middleware). Hitting it still reports `recursionLimitReached`.
 */
export declare function recursionLimitFor(maxTurns: number): number;
/**
 * The deep-agent tier on LangChain Deep Agents (`deepagents`): `createDeepAgent` with the provider's chat
 * model, the request's tools (MCP tools through our MCP session, TS agent tools) and a FilesystemBackend
 * rooted in the workspace in virtual mode (paths are `/`-rooted inside it; `..`, and symlinks resolving
 * out of it, are refused). LangSmith tracing is off for the run whatever the environment says (see
 * {@link tracingOffHandler}).
 */
export declare class DeepAgentsAgent implements AgentPort {
    #private;
    private readonly ctx;
    readonly identity: ModelIdentity;
    constructor(ctx: DeepAgentsContext);
    run(request: AgentRequest, options?: CallOptions): Promise<AgentResult>;
}
