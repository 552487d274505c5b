import type { ModelConfig } from '../../config/model-config.js';
import type { ModelIdentity } from '../../config/model-identity.js';
import type { RequestLimiter } from '../limiter.js';
import type { AgentPort, AgentRequest, AgentResult, CallOptions } from '../ports.js';
/** What the Claude Code agent of one model needs. */
export interface ClaudeCodeContext {
    config: ModelConfig;
    identity: ModelIdentity;
    display: string;
    apiKey: string;
    baseURL: string | undefined;
    /** Claude Code's built-in tools the agent may use (all allowed without asking; any other is denied). */
    tools: readonly string[];
    parentEnv: Record<string, string | undefined>;
    extraEnv: Record<string, string> | undefined;
    /** Runs of this account at once (`concurrency`, `max_concurrent_requests`). */
    limiter: RequestLimiter;
    /** The model's MCP servers as Claude Code takes them ({@link claudeMcpServers}). */
    mcp: ClaudeMcpServers | null;
}
/** MCP servers for Claude Code: the SDK's `mcpServers` option and the tool permissions that go with it. */
export interface ClaudeMcpServers {
    servers: Record<string, Record<string, unknown>>;
    allowedTools: string[];
}
/**
 * The model's `mcp_urls_dict` as Claude Code's own MCP servers (the SDK's `mcpServers` option), and the
 * permission rules that let the agent call their tools (every tool of a server, or those of `mcp_tool_filter`).
 * Claude Code connects to them itself; what it cannot do is refused, naming the setting.
 */
export declare function claudeMcpServers(config: ModelConfig): ClaudeMcpServers | null;
/**
 * The deep-agent tier: Claude Code (through `@anthropic-ai/claude-agent-sdk`) answers with its built-in
 * file tools, its working directory the request's workspace. Its message stream becomes Karenina's trace,
 * `agent_metrics` and usage. Every run gets a private HOME / config directory and the no-traffic variables.
 */
export declare class ClaudeCodeAgent implements AgentPort {
    #private;
    private readonly ctx;
    readonly identity: ModelIdentity;
    constructor(ctx: ClaudeCodeContext);
    run(request: AgentRequest, options?: CallOptions): Promise<AgentResult>;
}
