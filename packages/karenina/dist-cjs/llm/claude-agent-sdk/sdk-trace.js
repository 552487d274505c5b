"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.collectSdkTrace = collectSdkTrace;
exports.sdkUsage = sdkUsage;
const usage_js_1 = require("../usage.js");
const content_blocks_js_1 = require("../content-blocks.js");
function collectSdkTrace(stream) {
    const messages = [];
    const ids = new Set();
    let lastId;
    let result;
    let apiError;
    for (const item of stream) {
        if (item.type === 'result')
            result = item;
        if (item.parent_tool_use_id)
            continue;
        if (item.type === 'assistant') {
            apiError ??= item.error;
            const id = item.message?.id ?? `anonymous-${messages.length}`;
            const blocks = (0, content_blocks_js_1.contentBlocks)(item.message?.content);
            const previous = messages.at(-1);
            const target = id === lastId && previous?.role === 'assistant' ? previous : { role: 'assistant', content: '' };
            if (target !== previous)
                messages.push(target);
            lastId = id;
            ids.add(id);
            for (const block of blocks)
                appendBlock(target, block);
        }
        else if (item.type === 'user') {
            lastId = undefined;
            for (const block of (0, content_blocks_js_1.contentBlocks)(item.message?.content).filter((b) => b['type'] === 'tool_result')) {
                messages.push({
                    role: 'tool',
                    content: (0, content_blocks_js_1.contentText)(block['content']),
                    tool_result: { tool_use_id: String(block['tool_use_id'] ?? ''), is_error: block['is_error'] === true },
                });
            }
        }
    }
    return { messages, modelCalls: ids.size, result, apiError };
}
function appendBlock(message, block) {
    if (block['type'] === 'text' && typeof block['text'] === 'string') {
        message.content = message.content === '' ? block['text'] : `${message.content}\n${block['text']}`;
    }
    else if (block['type'] === 'tool_use') {
        const input = block['input'];
        const call = {
            id: String(block['id'] ?? ''),
            name: String(block['name'] ?? ''),
            input: typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {},
        };
        message.tool_calls = [...(message.tool_calls ?? []), call];
    }
    else if (block['type'] === 'thinking' && typeof block['thinking'] === 'string') {
        const signature = typeof block['signature'] === 'string' ? { signature: block['signature'] } : {};
        message.thinking = { thinking: (message.thinking?.thinking ?? '') + block['thinking'], ...signature };
    }
}
function sdkUsage(result, model) {
    const u = result?.usage;
    if (u === undefined)
        return { usage: (0, usage_js_1.usageOf)(model, {}), unavailable: true };
    return { usage: (0, usage_js_1.usageOf)(model, { input: u.input_tokens ?? 0, output: u.output_tokens ?? 0, cacheRead: u.cache_read_input_tokens ?? 0 }), unavailable: false };
}
