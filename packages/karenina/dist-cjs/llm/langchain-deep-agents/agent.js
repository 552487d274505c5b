"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.DeepAgentsAgent = void 0;
exports.recursionLimitFor = recursionLimitFor;
const promises_1 = require("node:fs/promises");
const node_os_1 = require("node:os");
const node_path_1 = __importDefault(require("node:path"));
const config_error_js_1 = require("../../errors/config-error.js");
const provider_error_js_1 = require("../../errors/provider-error.js");
const messages_to_raw_trace_js_1 = require("../../trace/messages-to-raw-trace.js");
const agent_loop_js_1 = require("../agent-loop.js");
const agent_metrics_js_1 = require("../agent-metrics.js");
const classify_error_js_1 = require("../classify-error.js");
const lc_trace_js_1 = require("./lc-trace.js");
const limits_middleware_js_1 = require("./limits-middleware.js");
const lc_tools_js_1 = require("./lc-tools.js");
const workspace_backend_js_1 = require("./workspace-backend.js");
const load_deep_agents_js_1 = require("./load-deep-agents.js");
function recursionLimitFor(maxTurns) {
    return Math.max(50, maxTurns * 10);
}
const FILESYSTEM_BACKENDS = new Set([null, 'filesystem']);
function inputOf(messages) {
    const system = messages.filter((m) => m.role === 'system').map((m) => m.content);
    const turns = messages.filter((m) => m.role === 'user' || m.role === 'assistant').map((m) => ({ role: m.role, content: m.content }));
    return { system: system.length > 0 ? system.join('\n\n') : undefined, turns };
}
class DeepAgentsAgent {
    ctx;
    identity;
    constructor(ctx) {
        this.ctx = ctx;
        this.identity = ctx.identity;
    }
    async run(request, options = {}) {
        const backend = this.ctx.config.agent_runtime?.backend ?? null;
        if (!FILESYSTEM_BACKENDS.has(backend)) {
            throw new config_error_js_1.ConfigError('agent_runtime.backend', `"${String(backend)}" is not available for langchain_deep_agents in TypeScript (supported: filesystem, or null)`);
        }
        const runtime = await (0, load_deep_agents_js_1.loadDeepAgents)();
        const ChatModel = await (0, load_deep_agents_js_1.loadChatModelClass)(this.ctx.account.provider);
        return this.ctx.limiter(() => this.#run(runtime, ChatModel, request, options));
    }
    async #run(runtime, ChatModel, request, options) {
        options.signal?.throwIfAborted();
        const { maxTurns, maxToolCalls } = (0, agent_loop_js_1.agentLimits)(request, this.ctx.config);
        const tools = request.deferredTools ? [...request.tools, ...(await request.deferredTools.load())] : request.tools;
        const scratch = request.workspacePath === undefined ? await (0, promises_1.mkdtemp)(node_path_1.default.join((0, node_os_1.tmpdir)(), 'karenina-deep-agent-')) : undefined;
        const rootDir = await (0, promises_1.realpath)(request.workspacePath ?? scratch);
        const { system, turns } = inputOf(request.messages);
        const limits = (0, limits_middleware_js_1.limitsMiddleware)(runtime, { maxTurns, maxToolCalls, initialAiMessages: turns.filter((t) => t.role === 'assistant').length });
        const usages = [];
        const readOnly = this.ctx.config.agent_runtime?.access_mode === 'read_only';
        const temperature = request.temperature !== undefined && this.ctx.account.provider === 'openai' ? { temperature: request.temperature } : {};
        const model = new ChatModel({ ...this.ctx.chatFields, ...temperature });
        const graph = runtime.createDeepAgent({
            model,
            tools: (0, lc_tools_js_1.langchainTools)(runtime, tools),
            backend: (0, workspace_backend_js_1.workspaceBackend)(runtime, rootDir),
            middleware: [limits.middleware],
            ...(system === undefined ? {} : { systemPrompt: system }),
            ...(readOnly ? { permissions: [{ operations: ['write'], paths: ['/**'], mode: 'deny' }] } : {}),
        });
        let state = {};
        let recursionLimitHit = false;
        const config = {
            streamMode: 'values',
            recursionLimit: recursionLimitFor(maxTurns),
            callbacks: [usageHandler(runtime, usages), tracingOffHandler(runtime)],
            ...(options.signal ? { signal: options.signal } : {}),
        };
        try {
            for await (const value of await graph.stream({ messages: turns }, config))
                state = value;
        }
        catch (error) {
            options.signal?.throwIfAborted();
            if (runtime.isGraphRecursionError(error))
                recursionLimitHit = true;
            else
                throw new provider_error_js_1.ProviderError('langchain_deep_agents', `deep agent run failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error, category: (0, classify_error_js_1.classifyError)(error) });
        }
        finally {
            if (scratch !== undefined)
                await (0, promises_1.rm)(scratch, { recursive: true, force: true });
        }
        const produced = (state.messages ?? []).slice(turns.length);
        const messages = (0, lc_trace_js_1.lcMessagesToTrace)(produced);
        const limitReached = recursionLimitHit || limits.reached();
        const { usage, unavailable } = (0, lc_trace_js_1.sumLcUsage)(this.ctx.display, usages);
        return {
            finalResponse: messages.findLast((m) => m.role === 'assistant')?.content ?? '',
            rawTrace: (0, messages_to_raw_trace_js_1.messagesToRawTrace)(messages),
            traceMessages: messages,
            usage,
            usageUnavailable: unavailable,
            turns: messages.filter((m) => m.role === 'assistant').length,
            recursionLimitReached: limitReached,
            agentMetrics: (0, agent_metrics_js_1.agentMetricsOf)(messages, limitReached),
        };
    }
}
exports.DeepAgentsAgent = DeepAgentsAgent;
function usageHandler(runtime, usages) {
    const Handler = class extends runtime.BaseCallbackHandler {
        name = 'karenina_usage';
        handleLLMEnd(output) {
            const usage = output.generations?.[0]?.[0]?.message?.usage_metadata;
            if (usage !== undefined)
                usages.push(usage);
        }
    };
    return new Handler();
}
function tracingOffHandler(runtime) {
    const Handler = class extends runtime.BaseCallbackHandler {
        name = 'langchain_tracer';
        updateFromRunTree() { }
        getRunTreeWithTracingConfig() {
            return {};
        }
    };
    return new Handler();
}
