"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.OPENAI_CHAT_SHAPE = void 0;
exports.fromOpenAiChatMessages = fromOpenAiChatMessages;
const wire_js_1 = require("../openai/wire.js");
const sdk_trace_js_1 = require("./sdk-trace.js");
exports.OPENAI_CHAT_SHAPE = 'OpenAI Chat Completions messages (assistant tool_calls[].function, tool messages with tool_call_id)';
function fromOpenAiChatMessages(messages, subject = 'response') {
    const read = new sdk_trace_js_1.ShapeReader(exports.OPENAI_CHAT_SHAPE, subject);
    return (0, sdk_trace_js_1.sdkTrace)(messages.map((value, index) => chatMessage(read, value, ['messages', index])));
}
function chatMessage(read, value, path) {
    const message = read.record(value, path);
    const role = message['role'];
    const content = partsText(read, message['content'], [...path, 'content']);
    switch (role) {
        case 'system':
        case 'developer':
            return { role: 'system', content };
        case 'user':
            return { role: 'user', content };
        case 'tool':
            return (0, sdk_trace_js_1.toolMessage)(read.string(message['tool_call_id'], [...path, 'tool_call_id']), content, false);
        case 'assistant': {
            const calls = message['tool_calls'] === undefined || message['tool_calls'] === null ? [] : read.array(message['tool_calls'], [...path, 'tool_calls']);
            calls.forEach((call, i) => {
                const at = [...path, 'tool_calls', i];
                const fn = read.record(read.record(call, at)['function'], [...at, 'function']);
                read.string(read.record(call, at)['id'], [...at, 'id']);
                read.string(fn['name'], [...at, 'function', 'name']);
                read.string(fn['arguments'], [...at, 'function', 'arguments']);
            });
            const refusal = typeof message['refusal'] === 'string' ? message['refusal'] : null;
            return (0, wire_js_1.fromOpenAiMessage)({ role: 'assistant', content: content === '' ? null : content, refusal, tool_calls: calls });
        }
        default:
            return read.fail([...path, 'role'], `unknown role ${JSON.stringify(role)}; expected system, developer, user, assistant or tool`);
    }
}
function partsText(read, content, path) {
    if (!Array.isArray(content))
        return read.optionalString(content, path);
    return content
        .map((part, i) => {
        const p = read.record(part, [...path, i]);
        if (p['type'] === 'text')
            return read.string(p['text'], [...path, i, 'text']);
        if (p['type'] === 'refusal')
            return read.string(p['refusal'], [...path, i, 'refusal']);
        return read.fail([...path, i, 'type'], `a ${JSON.stringify(p['type'])} part is not text; only text parts can be judged`);
    })
        .join('\n');
}
