"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createManualPorts = createManualPorts;
const model_config_js_1 = require("../../config/model-config.js");
const config_error_js_1 = require("../../errors/config-error.js");
const replay_miss_error_js_1 = require("../../errors/replay-miss-error.js");
const model_identity_js_1 = require("../../config/model-identity.js");
const agent_metrics_js_1 = require("../agent-metrics.js");
const messages_to_raw_trace_js_1 = require("../../trace/messages-to-raw-trace.js");
const usage_js_1 = require("../usage.js");
const manual_traces_js_1 = require("./manual-traces.js");
const CAPABILITIES = { supportsSystemPrompt: true, supportsStructuredOutput: false, supportsStreaming: false };
function describe(question) {
    if (!question?.id && question?.text === undefined)
        return 'a call without a question id or text';
    const parts = [question.id ? `question "${question.id}"` : 'question', question.text !== undefined ? `(text MD5 ${(0, manual_traces_js_1.questionHash)(question.text)})` : ''];
    return parts.filter(Boolean).join(' ');
}
function lookup(traces, question) {
    const trace = (0, manual_traces_js_1.findManualTrace)(traces, question);
    if (trace === undefined)
        throw new replay_miss_error_js_1.ReplayMissError(describe(question), 'the manual traces', 'add it to manual_traces, keyed by question id or by the MD5 hex of the question text');
    return trace;
}
function finalText(trace) {
    if (typeof trace === 'string')
        return trace;
    return [...trace].reverse().find((m) => m.role === 'assistant')?.content ?? '';
}
function createManualPorts(config) {
    const traces = config.manual_traces ?? {};
    const identity = (0, model_config_js_1.modelIdentityOf)(config, 'answering');
    const display = (0, model_identity_js_1.modelDisplayString)(identity);
    const llm = {
        identity,
        capabilities: CAPABILITIES,
        async invoke(request) {
            return { content: finalText(lookup(traces, request.question)), usage: (0, usage_js_1.emptyUsage)(display), usageUnavailable: true };
        },
    };
    const agent = {
        identity,
        async run(request) {
            const trace = lookup(traces, request.question);
            const messages = typeof trace === 'string' ? [] : trace.filter((m) => m.role === 'assistant' || m.role === 'tool');
            return {
                finalResponse: finalText(trace),
                rawTrace: typeof trace === 'string' ? trace : (0, messages_to_raw_trace_js_1.messagesToRawTrace)(messages),
                traceMessages: messages,
                usage: (0, usage_js_1.emptyUsage)(display),
                usageUnavailable: true,
                turns: typeof trace === 'string' ? 1 : messages.filter((m) => m.role === 'assistant').length,
                recursionLimitReached: false,
                agentMetrics: typeof trace === 'string' ? { iterations: 1, limit_reached: false } : (0, agent_metrics_js_1.agentMetricsOf)(messages, false),
            };
        },
    };
    const parser = {
        identity,
        capabilities: CAPABILITIES,
        parse() {
            return Promise.reject(new config_error_js_1.ConfigError('interface', 'the manual interface cannot parse: use a live model (or a replay cassette) as the parsing model'));
        },
    };
    return { llm, parser, agent };
}
