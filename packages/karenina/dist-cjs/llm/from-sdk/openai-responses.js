"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.OPENAI_AGENTS_SHAPE = exports.OPENAI_RESPONSES_SHAPE = void 0;
exports.fromOpenAiAgentsRun = fromOpenAiAgentsRun;
exports.fromOpenAiResponsesOutput = fromOpenAiResponsesOutput;
const sdk_trace_js_1 = require("./sdk-trace.js");
exports.OPENAI_RESPONSES_SHAPE = 'OpenAI Responses API items (message, function_call, function_call_output, reasoning), or a Response with output';
exports.OPENAI_AGENTS_SHAPE = 'an OpenAI Agents SDK run result ({ history }: message, function_call, function_call_result items)';
function fromOpenAiAgentsRun(result, subject = 'response') {
    return fromOpenAiResponsesOutput(result.history, subject, 'history', exports.OPENAI_AGENTS_SHAPE);
}
function fromOpenAiResponsesOutput(items, subject = 'response', key = 'output', shape = exports.OPENAI_RESPONSES_SHAPE) {
    const read = new sdk_trace_js_1.ShapeReader(shape, subject);
    const out = [];
    let turn;
    let thinking = [];
    const assistant = () => {
        if (turn === undefined) {
            turn = { role: 'assistant', content: '' };
            out.push(turn);
        }
        if (thinking.length > 0) {
            turn.thinking = { thinking: thinking.join('\n') };
            thinking = [];
        }
        return turn;
    };
    items.forEach((value, index) => {
        const path = [key, index];
        const item = read.record(value, path);
        const type = item['type'] ?? (item['role'] !== undefined ? 'message' : undefined);
        const callIdKey = 'call_id' in item ? 'call_id' : 'callId';
        switch (type) {
            case 'message': {
                const foreign = ['tool_calls', 'tool_call_id', 'function_call'].find((k) => k in item);
                if (foreign !== undefined)
                    read.fail([...path, foreign], `unknown key '${foreign}' on a message item (not one SDK's items throughout?)`);
                const text = messageText(read, item['content'], [...path, 'content']);
                const role = item['role'];
                if (role === 'assistant') {
                    const message = assistant();
                    message.content = message.content === '' ? text : `${message.content}\n${text}`;
                }
                else if (role === 'user' || role === 'system' || role === 'developer') {
                    turn = undefined;
                    out.push({ role: role === 'user' ? 'user' : 'system', content: text });
                }
                else {
                    read.fail([...path, 'role'], `unknown role ${JSON.stringify(role)}`);
                }
                return;
            }
            case 'reasoning': {
                const partsKey = item['summary'] !== undefined ? 'summary' : 'content';
                const parts = item[partsKey] === undefined ? [] : read.array(item[partsKey], [...path, partsKey]);
                thinking.push(...parts.map((part, i) => read.string(read.record(part, [...path, partsKey, i])['text'], [...path, partsKey, i, 'text'])));
                return;
            }
            case 'function_call': {
                const message = assistant();
                const call = {
                    id: read.string(item[callIdKey], [...path, callIdKey]),
                    name: read.string(item['name'], [...path, 'name']),
                    input: (0, sdk_trace_js_1.parseToolArguments)(read.string(item['arguments'], [...path, 'arguments'])),
                };
                message.tool_calls = [...(message.tool_calls ?? []), call];
                return;
            }
            case 'function_call_output':
            case 'function_call_result': {
                turn = undefined;
                const output = item['output'];
                const text = Array.isArray(output)
                    ? messageText(read, output, [...path, 'output'])
                    : isTextPart(output)
                        ? output.text
                        : (0, sdk_trace_js_1.toolOutputText)(output);
                out.push((0, sdk_trace_js_1.toolMessage)(read.string(item[callIdKey], [...path, callIdKey]), text, false));
                return;
            }
            default:
                read.fail([...path, 'type'], `item type ${JSON.stringify(type)} cannot be read as a trace; read are message, function_call, function_call_output (function_call_result) and reasoning`);
        }
    });
    if (thinking.length > 0)
        assistant();
    return (0, sdk_trace_js_1.sdkTrace)(out);
}
function isTextPart(value) {
    return typeof value === 'object' && value !== null && value.type === 'text' && typeof value.text === 'string';
}
function messageText(read, content, path) {
    if (!Array.isArray(content))
        return read.optionalString(content, path);
    return content
        .map((part, i) => {
        const p = read.record(part, [...path, i]);
        if (p['type'] === 'output_text' || p['type'] === 'input_text' || p['type'] === 'text')
            return read.string(p['text'], [...path, i, 'text']);
        if (p['type'] === 'refusal')
            return read.string(p['refusal'], [...path, i, 'refusal']);
        return read.fail([...path, i, 'type'], `a ${JSON.stringify(p['type'])} part is not text; only text parts can be judged`);
    })
        .join('\n');
}
