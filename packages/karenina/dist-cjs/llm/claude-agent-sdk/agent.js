"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ClaudeCodeAgent = void 0;
exports.claudeMcpServers = claudeMcpServers;
const promises_1 = require("node:fs/promises");
const node_os_1 = require("node:os");
const node_path_1 = __importDefault(require("node:path"));
const config_error_js_1 = require("../../errors/config-error.js");
const mcp_server_spec_js_1 = require("../../mcp/mcp-server-spec.js");
const provider_error_js_1 = require("../../errors/provider-error.js");
const messages_to_raw_trace_js_1 = require("../../trace/messages-to-raw-trace.js");
const agent_loop_js_1 = require("../agent-loop.js");
const agent_metrics_js_1 = require("../agent-metrics.js");
const agent_env_js_1 = require("./agent-env.js");
const load_sdk_js_1 = require("./load-sdk.js");
const sdk_trace_js_1 = require("./sdk-trace.js");
const workspace_root_js_1 = require("../../workspace-tools/workspace-root.js");
const workspace_guard_js_1 = require("./workspace-guard.js");
const API_ERROR_CATEGORY = {
    rate_limit: 'rate_limit',
    overloaded: 'server_error',
    server_error: 'server_error',
};
function promptOf(messages) {
    const system = messages.filter((m) => m.role === 'system').map((m) => m.content);
    const turns = messages.filter((m) => m.role !== 'system');
    const prompt = turns.length === 1 && turns[0].role === 'user'
        ? turns[0].content
        : turns.map((m) => `${m.role === 'user' ? 'User' : m.role === 'assistant' ? 'Assistant' : 'Tool'}: ${m.content}`).join('\n\n');
    return { system: system.length > 0 ? system.join('\n\n') : undefined, prompt };
}
const claudeServerName = (name) => name.replace(/[^a-zA-Z0-9_-]/g, '_');
function claudeMcpServers(config) {
    const dict = config.mcp_urls_dict;
    if (dict === null || Object.keys(dict).length === 0)
        return null;
    if (config.mcp_tool_description_overrides !== null && Object.keys(config.mcp_tool_description_overrides).length > 0) {
        throw new config_error_js_1.ConfigError('mcp_tool_description_overrides', 'claude_agent_sdk: Claude Code offers MCP tools with their servers\' own descriptions and cannot override them; remove the overrides or use a langchain answering model');
    }
    const servers = {};
    const allowedTools = [];
    for (const spec of (0, mcp_server_spec_js_1.mcpServerSpecs)(dict)) {
        const name = claudeServerName(spec.name);
        if (Object.hasOwn(servers, name))
            throw new config_error_js_1.ConfigError(`mcp_urls_dict.${spec.name}`, `claude_agent_sdk: Claude Code names this server "${name}", as another one of this model`);
        if (spec.kind === 'stdio' && spec.cwd !== undefined) {
            throw new config_error_js_1.ConfigError(`mcp_urls_dict.${spec.name}.cwd`, 'claude_agent_sdk: Claude Code starts stdio servers in its own working directory (the workspace) and cannot be given another; remove cwd or use absolute paths in args');
        }
        servers[name] =
            spec.kind === 'http'
                ? { type: 'http', url: spec.url, alwaysLoad: true }
                : { type: 'stdio', command: spec.command, args: spec.args ?? [], ...(spec.env ? { env: spec.env } : {}), alwaysLoad: true };
        if (config.mcp_tool_filter === null)
            allowedTools.push(`mcp__${name}`);
        else
            allowedTools.push(...config.mcp_tool_filter.map((tool) => `mcp__${name}__${tool}`));
    }
    return { servers, allowedTools };
}
class ClaudeCodeAgent {
    ctx;
    identity;
    constructor(ctx) {
        this.ctx = ctx;
        this.identity = ctx.identity;
    }
    async run(request, options = {}) {
        if (request.tools.length > 0) {
            throw new Error(`claude_agent_sdk answers with Claude Code's built-in tools (${this.ctx.tools.join(', ')}); TS agent tools (${request.tools.map((t) => t.name).join(', ')}) cannot be given to it`);
        }
        const query = await (0, load_sdk_js_1.loadClaudeAgentSdk)();
        return this.ctx.limiter(() => this.#run(query, request, options));
    }
    async #run(query, request, options) {
        options.signal?.throwIfAborted();
        const { maxTurns } = (0, agent_loop_js_1.agentLimits)(request, this.ctx.config);
        const mcp = this.ctx.mcp;
        const { system, prompt } = promptOf(request.messages);
        const scratch = request.workspacePath === undefined ? await (0, promises_1.mkdtemp)(node_path_1.default.join((0, node_os_1.tmpdir)(), 'karenina-claude-cwd-')) : undefined;
        const root = new workspace_root_js_1.WorkspaceRoot(request.workspacePath ?? scratch);
        const home = await (0, promises_1.mkdtemp)(node_path_1.default.join((0, node_os_1.tmpdir)(), 'karenina-claude-home-'));
        const abort = new AbortController();
        const onAbort = () => abort.abort(options.signal?.reason);
        options.signal?.addEventListener('abort', onAbort, { once: true });
        const stream = [];
        try {
            const run = query({
                prompt,
                options: {
                    cwd: root.dir,
                    model: this.ctx.config.model_name,
                    tools: [...this.ctx.tools],
                    allowedTools: [...this.ctx.tools, ...(mcp?.allowedTools ?? [])],
                    ...(mcp ? { mcpServers: mcp.servers, strictMcpConfig: true, mcpServersDelivery: 'initialize' } : {}),
                    permissionMode: 'dontAsk',
                    settingSources: [],
                    persistSession: false,
                    maxTurns,
                    env: (0, agent_env_js_1.agentEnv)({ apiKey: this.ctx.apiKey, baseURL: this.ctx.baseURL, home, parentEnv: this.ctx.parentEnv, ...(this.ctx.extraEnv ? { extra: this.ctx.extraEnv } : {}) }),
                    abortController: abort,
                    hooks: { PreToolUse: [{ hooks: [(0, workspace_guard_js_1.workspaceGuardHook)(root, [...this.ctx.tools, ...(mcp?.allowedTools ?? [])])] }] },
                    ...(system === undefined ? {} : { systemPrompt: { type: 'preset', preset: 'claude_code', append: system } }),
                },
            });
            for await (const message of run)
                stream.push(message);
        }
        catch (error) {
            options.signal?.throwIfAborted();
            if (!stream.some((m) => m.type === 'result'))
                throw new provider_error_js_1.ProviderError('claude_agent_sdk', `Claude Code failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error, category: 'permanent' });
        }
        finally {
            options.signal?.removeEventListener('abort', onAbort);
            await (0, promises_1.rm)(home, { recursive: true, force: true });
            if (scratch !== undefined)
                await (0, promises_1.rm)(scratch, { recursive: true, force: true });
        }
        return this.#result(stream);
    }
    #result(stream) {
        const { messages, modelCalls, result, apiError } = (0, sdk_trace_js_1.collectSdkTrace)(stream);
        const limitReached = result?.subtype === 'error_max_turns';
        if (result === undefined || (result.is_error === true && !limitReached)) {
            const detail = result?.errors?.join('; ') || result?.result || apiError || 'no result message';
            const category = (apiError !== undefined ? API_ERROR_CATEGORY[apiError] : undefined) ?? 'permanent';
            throw new provider_error_js_1.ProviderError('claude_agent_sdk', `Claude Code run failed (${result?.subtype ?? 'no result'}${apiError ? `, ${apiError}` : ''}): ${detail}`, { category });
        }
        const lastAssistant = messages.findLast((m) => m.role === 'assistant');
        const { usage, unavailable } = (0, sdk_trace_js_1.sdkUsage)(result, this.ctx.display);
        return {
            finalResponse: result.subtype === 'success' && typeof result.result === 'string' ? result.result : (lastAssistant?.content ?? ''),
            rawTrace: (0, messages_to_raw_trace_js_1.messagesToRawTrace)(messages),
            traceMessages: messages,
            usage,
            usageUnavailable: unavailable,
            turns: modelCalls,
            recursionLimitReached: limitReached,
            agentMetrics: (0, agent_metrics_js_1.agentMetricsOf)(messages, limitReached),
        };
    }
}
exports.ClaudeCodeAgent = ClaudeCodeAgent;
