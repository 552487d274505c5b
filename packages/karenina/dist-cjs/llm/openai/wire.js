"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.toOpenAiMessages = toOpenAiMessages;
exports.toOpenAiTools = toOpenAiTools;
exports.fromOpenAiMessage = fromOpenAiMessage;
exports.openAiUsage = openAiUsage;
exports.firstMessage = firstMessage;
const sdk_trace_js_1 = require("../from-sdk/sdk-trace.js");
const usage_js_1 = require("../usage.js");
function toOpenAiMessages(messages) {
    return messages.map((m) => {
        switch (m.role) {
            case 'system':
                return { role: 'system', content: m.content };
            case 'user':
                return { role: 'user', content: m.content };
            case 'tool':
                return { role: 'tool', tool_call_id: m.tool_result?.tool_use_id ?? '', content: m.content };
            case 'assistant': {
                const calls = m.tool_calls ?? [];
                if (calls.length === 0)
                    return { role: 'assistant', content: m.content };
                return {
                    role: 'assistant',
                    content: m.content === '' ? null : m.content,
                    tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.input) } })),
                };
            }
        }
    });
}
function toOpenAiTools(tools) {
    return tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } }));
}
function fromOpenAiMessage(message) {
    const calls = [];
    for (const call of message.tool_calls ?? []) {
        if (call.type === 'function')
            calls.push({ id: call.id, name: call.function.name, input: (0, sdk_trace_js_1.parseToolArguments)(call.function.arguments) });
    }
    const out = { role: 'assistant', content: message.content ?? message.refusal ?? '' };
    if (calls.length > 0)
        out.tool_calls = calls;
    return out;
}
function openAiUsage(model, usage) {
    return (0, usage_js_1.usageOf)(model, {
        input: usage?.prompt_tokens,
        output: usage?.completion_tokens,
        total: usage?.total_tokens,
        cacheRead: usage?.prompt_tokens_details?.cached_tokens,
        inputAudio: usage?.prompt_tokens_details?.audio_tokens,
        outputAudio: usage?.completion_tokens_details?.audio_tokens,
        reasoning: usage?.completion_tokens_details?.reasoning_tokens,
    });
}
function firstMessage(completion) {
    return completion.choices?.[0]?.message ?? { role: 'assistant', content: '', refusal: null };
}
