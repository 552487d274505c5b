"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.lcMessagesToTrace = lcMessagesToTrace;
exports.lcUsageCounts = lcUsageCounts;
exports.sumLcUsage = sumLcUsage;
const usage_js_1 = require("../usage.js");
const content_blocks_js_1 = require("../content-blocks.js");
function assistantOf(message) {
    const out = { role: 'assistant', content: (0, content_blocks_js_1.contentText)(message.content) };
    for (const block of (0, content_blocks_js_1.contentBlocks)(message.content)) {
        if (block['type'] === 'thinking' && typeof block['thinking'] === 'string') {
            const signature = typeof block['signature'] === 'string' ? { signature: block['signature'] } : {};
            out.thinking = { thinking: (out.thinking?.thinking ?? '') + block['thinking'], ...signature };
        }
    }
    const calls = (message.tool_calls ?? []).map((c) => ({
        id: String(c.id ?? ''),
        name: String(c.name ?? ''),
        input: typeof c.args === 'object' && c.args !== null && !Array.isArray(c.args) ? c.args : {},
    }));
    if (calls.length > 0)
        out.tool_calls = calls;
    return out;
}
function lcMessagesToTrace(messages) {
    const out = [];
    for (const message of messages) {
        if (message.type === 'ai')
            out.push(assistantOf(message));
        else if (message.type === 'tool') {
            out.push({
                role: 'tool',
                content: typeof message.content === 'string' ? message.content : (0, content_blocks_js_1.contentText)(message.content),
                tool_result: { tool_use_id: String(message.tool_call_id ?? ''), is_error: message.status === 'error' },
            });
        }
    }
    return out;
}
function lcUsageCounts(usage) {
    return {
        input: usage.input_tokens ?? 0,
        output: usage.output_tokens ?? 0,
        total: usage.total_tokens ?? null,
        cacheRead: usage.input_token_details?.cache_read ?? 0,
        inputAudio: usage.input_token_details?.audio ?? 0,
        outputAudio: usage.output_token_details?.audio ?? 0,
        reasoning: usage.output_token_details?.reasoning ?? 0,
    };
}
function sumLcUsage(model, usages) {
    const counts = usages.map(lcUsageCounts);
    const sum = (key) => counts.reduce((acc, c) => acc + (c[key] ?? 0), 0);
    return {
        usage: (0, usage_js_1.usageOf)(model, {
            input: sum('input'),
            output: sum('output'),
            total: counts.reduce((acc, c) => acc + (c.total ?? (c.input ?? 0) + (c.output ?? 0)), 0),
            cacheRead: sum('cacheRead'),
            inputAudio: sum('inputAudio'),
            outputAudio: sum('outputAudio'),
            reasoning: sum('reasoning'),
        }),
        unavailable: usages.length === 0,
    };
}
