"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_MAX_TURNS = void 0;
exports.agentLimits = agentLimits;
exports.runAgentLoop = runAgentLoop;
const agent_metrics_js_1 = require("./agent-metrics.js");
const messages_to_raw_trace_js_1 = require("../trace/messages-to-raw-trace.js");
const usage_js_1 = require("./usage.js");
exports.DEFAULT_MAX_TURNS = 25;
function agentLimits(request, config) {
    const limits = config.agent_middleware?.limits;
    return {
        maxTurns: request.maxTurns ?? limits?.model_call_limit ?? exports.DEFAULT_MAX_TURNS,
        maxToolCalls: request.maxToolCalls ?? limits?.tool_call_limit,
    };
}
async function runTool(tools, call, signal) {
    const tool = tools.find((t) => t.name === call.name);
    const result = (content, isError) => ({
        role: 'tool',
        content,
        tool_result: { tool_use_id: call.id, is_error: isError },
    });
    if (!tool)
        return result(`Error: unknown tool ${JSON.stringify(call.name)} (available: ${tools.map((t) => t.name).join(', ')})`, true);
    try {
        const output = await tool.execute(call.input, signal ? { signal } : {});
        return result(typeof output === 'string' ? output : (JSON.stringify(output) ?? ''), false);
    }
    catch (error) {
        signal?.throwIfAborted();
        return result(`Error: ${error instanceof Error ? error.message : String(error)}`, true);
    }
}
async function runAgentLoop(step, request, config, model, options = {}) {
    const { maxTurns, maxToolCalls } = agentLimits(request, config);
    const tools = request.deferredTools ? [...request.tools, ...(await request.deferredTools.load())] : request.tools;
    let toolCalls = 0;
    const conversation = [...request.messages];
    const produced = [];
    let usage = (0, usage_js_1.emptyUsage)(model);
    let turns = 0;
    let limitReached = false;
    for (;;) {
        if (turns >= maxTurns) {
            limitReached = true;
            break;
        }
        options.signal?.throwIfAborted();
        const { message, usage: stepUsage } = await step(conversation, tools, request, options);
        turns++;
        usage = turns === 1 ? stepUsage : (0, usage_js_1.addUsage)(usage, stepUsage);
        conversation.push(message);
        produced.push(message);
        const calls = message.tool_calls ?? [];
        if (calls.length === 0)
            break;
        toolCalls += calls.length;
        if (maxToolCalls !== undefined && toolCalls > maxToolCalls) {
            limitReached = true;
            break;
        }
        const results = await Promise.all(calls.map((call) => runTool(tools, call, options.signal)));
        conversation.push(...results);
        produced.push(...results);
    }
    const lastAssistant = [...produced].reverse().find((m) => m.role === 'assistant');
    return {
        finalResponse: lastAssistant?.content ?? '',
        rawTrace: (0, messages_to_raw_trace_js_1.messagesToRawTrace)(produced),
        traceMessages: produced,
        usage,
        usageUnavailable: (0, usage_js_1.isUsageEmpty)(usage),
        turns,
        recursionLimitReached: limitReached,
        agentMetrics: (0, agent_metrics_js_1.agentMetricsOf)(produced, limitReached),
    };
}
