"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AI_SDK_MESSAGES_SHAPE = exports.AI_SDK_RESULT_SHAPE = void 0;
exports.fromAiSdkResult = fromAiSdkResult;
exports.fromAiSdkMessages = fromAiSdkMessages;
const sdk_trace_js_1 = require("./sdk-trace.js");
exports.AI_SDK_RESULT_SHAPE = 'an AI SDK generateText result ({ steps, text }; for streamText, { steps: await result.steps })';
exports.AI_SDK_MESSAGES_SHAPE = 'AI SDK messages (response.messages: content parts text, reasoning, tool-call, tool-result)';
function fromAiSdkResult(result, subject = 'response') {
    const read = new sdk_trace_js_1.ShapeReader(exports.AI_SDK_RESULT_SHAPE, subject);
    const steps = read.array(result.steps, ['steps']);
    return (0, sdk_trace_js_1.sdkTrace)(steps.flatMap((step, index) => stepMessages(read, read.record(step, ['steps', index]), ['steps', index])));
}
function stepMessages(read, step, path) {
    const parts = Array.isArray(step['content'])
        ? step['content'].map((p, i) => read.record(p, [...path, 'content', i]))
        : [
            ...(typeof step['reasoningText'] === 'string' ? [{ type: 'reasoning', text: step['reasoningText'] }] : []),
            { type: 'text', text: read.optionalString(step['text'], [...path, 'text']) },
            ...read.array(step['toolCalls'] ?? [], [...path, 'toolCalls']).map((c, i) => ({ type: 'tool-call', ...read.record(c, [...path, 'toolCalls', i]) })),
            ...read.array(step['toolResults'] ?? [], [...path, 'toolResults']).map((r, i) => ({ type: 'tool-result', ...read.record(r, [...path, 'toolResults', i]) })),
        ];
    const where = Array.isArray(step['content']) ? 'content' : 'parts';
    const assistant = assistantOf(read, parts.filter((p) => p['type'] !== 'tool-result' && p['type'] !== 'tool-error'), [...path, where]);
    const results = parts.flatMap((part, i) => {
        const at = [...path, where, i];
        if (part['type'] === 'tool-result')
            return [(0, sdk_trace_js_1.toolMessage)(read.string(part['toolCallId'], [...at, 'toolCallId']), (0, sdk_trace_js_1.toolOutputText)(part['output'] ?? part['result']), false)];
        if (part['type'] === 'tool-error')
            return [(0, sdk_trace_js_1.toolMessage)(read.string(part['toolCallId'], [...at, 'toolCallId']), errorText(part['error']), true)];
        return [];
    });
    return [assistant, ...results];
}
function fromAiSdkMessages(messages, subject = 'response') {
    const read = new sdk_trace_js_1.ShapeReader(exports.AI_SDK_MESSAGES_SHAPE, subject);
    return (0, sdk_trace_js_1.sdkTrace)(messages.flatMap((value, index) => {
        const path = ['messages', index];
        const message = read.record(value, path);
        const content = message['content'];
        const parts = typeof content === 'string' ? [{ type: 'text', text: content }] : read.array(content, [...path, 'content']).map((p, i) => read.record(p, [...path, 'content', i]));
        switch (message['role']) {
            case 'system':
            case 'user':
                return [{ role: message['role'], content: textOf(read, parts.filter((p) => p['type'] === 'text'), [...path, 'content']) }];
            case 'assistant':
                return [assistantOf(read, parts, [...path, 'content'])];
            case 'tool':
                return parts.flatMap((part, i) => {
                    const at = [...path, 'content', i];
                    if (part['type'] !== 'tool-result')
                        return [];
                    const output = part['output'] ?? part['result'];
                    const { text, isError } = modelOutput(output);
                    return [(0, sdk_trace_js_1.toolMessage)(read.string(part['toolCallId'], [...at, 'toolCallId']), text, isError || part['isError'] === true)];
                });
            default:
                return read.fail([...path, 'role'], `unknown role ${JSON.stringify(message['role'])}; expected system, user, assistant or tool`);
        }
    }));
}
function assistantOf(read, parts, path) {
    const texts = [];
    const reasoning = [];
    const calls = [];
    parts.forEach((part, i) => {
        const at = [...path, i];
        switch (part['type']) {
            case 'text':
                texts.push(read.string(part['text'], [...at, 'text']));
                return;
            case 'reasoning':
                reasoning.push(read.string(part['text'] ?? part['reasoning'], [...at, 'text']));
                return;
            case 'tool-call':
                calls.push({
                    id: read.string(part['toolCallId'], [...at, 'toolCallId']),
                    name: read.string(part['toolName'], [...at, 'toolName']),
                    input: (0, sdk_trace_js_1.toolInput)(part['input'] ?? part['args']),
                });
                return;
            case 'tool-result':
            case 'tool-error':
                return;
            default:
                return;
        }
    });
    const message = { role: 'assistant', content: texts.filter((t) => t !== '').join('\n') };
    if (calls.length > 0)
        message.tool_calls = calls;
    if (reasoning.length > 0)
        message.thinking = { thinking: reasoning.join('\n') };
    return message;
}
function textOf(read, parts, path) {
    return parts.map((p, i) => read.string(p['text'], [...path, i, 'text'])).join('\n');
}
function modelOutput(output) {
    if (typeof output !== 'object' || output === null || !('type' in output) || !('value' in output))
        return { text: (0, sdk_trace_js_1.toolOutputText)(output), isError: false };
    const { type, value } = output;
    return { text: (0, sdk_trace_js_1.toolOutputText)(value), isError: type === 'error-text' || type === 'error-json' };
}
function errorText(error) {
    return error instanceof Error ? error.message : (0, sdk_trace_js_1.toolOutputText)(error);
}
