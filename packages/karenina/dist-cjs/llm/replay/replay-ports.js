"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.withReplay = withReplay;
const py_float_value_js_1 = require("../../compat/py-float-value.js");
const parse_failure_error_js_1 = require("../../errors/parse-failure-error.js");
const replay_miss_error_js_1 = require("../../errors/replay-miss-error.js");
const model_identity_js_1 = require("../../config/model-identity.js");
const agent_loop_js_1 = require("../agent-loop.js");
const cassette_js_1 = require("./cassette.js");
const cassette_key_js_1 = require("./cassette-key.js");
const workspace_paths_js_1 = require("./workspace-paths.js");
const CAPABILITIES = { supportsSystemPrompt: true, supportsStructuredOutput: true, supportsStreaming: false };
function redact(value, secrets) {
    if (typeof value === 'string')
        return secrets.reduce((s, secret) => s.split(secret).join('[REDACTED]'), value);
    if (Array.isArray(value))
        return value.map((v) => redact(v, secrets));
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, secrets)]));
    }
    return value;
}
function withReplay(options) {
    const { config, identity, mode } = options;
    const cassette = (0, cassette_js_1.openCassette)(options.cassette);
    const model = (0, model_identity_js_1.modelCanonicalKey)(identity);
    const display = (0, model_identity_js_1.modelDisplayString)(identity);
    const secrets = (options.secrets ?? []).filter((s) => s.length >= 8);
    let livePorts;
    const live = () => (livePorts ??= options.live());
    const inPlace = options.workspaces ?? [];
    async function through(kind, request, call, encode, decode, encodeError, workspace) {
        request = (0, workspace_paths_js_1.maskWorkspacePaths)(request, inPlace);
        const key = (0, cassette_key_js_1.cassetteKey)({ kind, model, request });
        if (mode !== 'record') {
            const entry = await cassette.get(key);
            if (entry)
                return decode((0, workspace_paths_js_1.unmaskWorkspacePaths)(entry.response, workspace ?? inPlace[0]));
            if (mode === 'replay')
                throw new replay_miss_error_js_1.ReplayMissError(`request ${key} (${kind}, ${display})`, cassette.file, 're-record it with KARENINA_REPLAY=record or auto');
        }
        const save = (response) => cassette.put(key, redact({ kind, model: display, request, response: (0, workspace_paths_js_1.maskWorkspacePaths)(response, inPlace) }, secrets));
        let result;
        try {
            result = await call(await live());
        }
        catch (error) {
            const recorded = encodeError?.(error);
            if (recorded)
                await save(recorded);
            throw error;
        }
        await save(encode(result));
        return result;
    }
    const messagesOf = (messages) => messages.map(cassette_key_js_1.normalizeMessage);
    const usageOf = (response) => response['usage'];
    const llm = {
        identity,
        capabilities: CAPABILITIES,
        invoke: (request, callOptions) => through('chat', { messages: messagesOf(request.messages), temperature: request.temperature ?? config.temperature, max_tokens: request.maxTokens ?? config.max_tokens }, (ports) => ports.llm.invoke(request, callOptions), (r) => ({ content: r.content, usage: r.usage, usage_unavailable: r.usageUnavailable, finish_reason: r.finishReason ?? null }), (r) => ({
            content: r['content'],
            usage: usageOf(r),
            usageUnavailable: r['usage_unavailable'] === true,
            ...(typeof r['finish_reason'] === 'string' ? { finishReason: r['finish_reason'] } : {}),
        })),
    };
    const parser = {
        identity,
        capabilities: CAPABILITIES,
        parse: (request, callOptions) => {
            const schemaName = request.schemaName ?? (typeof request.schema['title'] === 'string' ? request.schema['title'] : 'Answer');
            return through('parse', {
                messages: messagesOf(request.messages),
                schema: request.schema,
                schema_name: schemaName,
                temperature: request.temperature ?? config.temperature,
                max_tokens: config.max_tokens,
                max_retries: config.max_retries,
                compat: options.compat ?? 'default',
            }, (ports) => ports.parser.parse(request, callOptions), (r) => ({ raw: r.raw, usage: r.usage, usage_unavailable: r.usageUnavailable, attempts: r.attempts }), (r) => {
                const attempts = r['attempts'];
                if (r['error'] !== undefined)
                    throw new parse_failure_error_js_1.ParseFailureError(schemaName, attempts, r['error']);
                let value;
                try {
                    value = request.validate(r['raw']);
                }
                catch (error) {
                    throw new parse_failure_error_js_1.ParseFailureError(schemaName, attempts, error instanceof Error ? error.message : String(error));
                }
                return { value, raw: r['raw'], usage: usageOf(r), usageUnavailable: r['usage_unavailable'] === true, attempts };
            }, (error) => (error instanceof parse_failure_error_js_1.ParseFailureError ? { error: error.lastError, attempts: error.attempts } : undefined));
        },
    };
    const agent = {
        identity,
        run: (request, callOptions) => through('agent', {
            messages: messagesOf(request.messages),
            tools: request.tools.map((t) => ({ name: t.name, description: t.description, parameters: t.parameters })),
            ...(request.deferredTools ? { deferred_tools: request.deferredTools.identity } : {}),
            max_turns: (0, agent_loop_js_1.agentLimits)(request, config).maxTurns,
            max_tool_calls: (0, agent_loop_js_1.agentLimits)(request, config).maxToolCalls ?? null,
            temperature: request.temperature ?? config.temperature,
            max_tokens: config.max_tokens,
            ...(inPlace.length > 0 && request.question ? { question_id: request.question.id } : {}),
        }, (ports) => {
            if (!ports.agent)
                throw new Error(`${display} has no agent port`);
            return ports.agent.run(request, callOptions);
        }, (r) => ({
            final_response: r.finalResponse,
            raw_trace: r.rawTrace,
            trace_messages: r.traceMessages,
            usage: r.usage,
            usage_unavailable: r.usageUnavailable,
            turns: r.turns,
            recursion_limit_reached: r.recursionLimitReached,
            agent_metrics: r.agentMetrics,
        }), (r) => ({
            finalResponse: r['final_response'],
            rawTrace: r['raw_trace'],
            traceMessages: r['trace_messages'],
            usage: usageOf(r),
            usageUnavailable: r['usage_unavailable'] === true,
            turns: r['turns'],
            recursionLimitReached: r['recursion_limit_reached'] === true,
            agentMetrics: r['agent_metrics'],
        }), undefined, request.workspacePath),
    };
    const embeddings = {
        identity,
        embed: (request, callOptions) => through('embed', { texts: [...request.texts], dimensions: request.dimensions ?? null }, (ports) => {
            if (!ports.embeddings)
                throw new Error(`${display} has no embedding port`);
            return ports.embeddings.embed(request, callOptions);
        }, (r) => ({ vectors: r.vectors, usage: r.usage }), (r) => ({ vectors: r['vectors'].map((v) => v.map((x) => (0, py_float_value_js_1.unboxNumber)(x))), usage: usageOf(r) })),
    };
    return { llm, parser, ...(options.hasAgent ? { agent } : {}), ...(options.hasEmbeddings ? { embeddings } : {}) };
}
