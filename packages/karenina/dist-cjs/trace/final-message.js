"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.extractFinalAiMessage = extractFinalAiMessage;
exports.prepareEvaluationInput = prepareEvaluationInput;
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const messages_to_raw_trace_js_1 = require("./messages-to-raw-trace.js");
const NO_TEXT = 'Final AI message has no text content (only tool calls)';
const NOT_AI = 'Last message in trace is not an AI message';
function failed(error) {
    return { message: null, error };
}
function extractFinalAiMessage(trace) {
    if (typeof trace !== 'string')
        return fromMessages(trace);
    if (!trace || (0, py_whitespace_js_1.pyStrip)(trace) === '')
        return failed('Empty or whitespace-only trace');
    const stripped = (0, py_whitespace_js_1.pyStrip)(trace);
    const blocks = [];
    for (const line of stripped.split('\n')) {
        if (line.startsWith('--- ') && line.endsWith(' ---'))
            blocks.push({ header: line, lines: [] });
        else
            blocks.at(-1)?.lines.push(line);
    }
    const last = blocks.at(-1);
    if (!last)
        return { message: stripped, error: null };
    if (!last.header.startsWith('--- AI Message'))
        return failed(NOT_AI);
    let content = (0, py_whitespace_js_1.pyStrip)(last.lines.join('\n'));
    const toolCalls = content.indexOf('\nTool Calls:');
    if (toolCalls >= 0)
        content = (0, py_whitespace_js_1.pyStrip)(content.slice(0, toolCalls));
    else if (content.startsWith('Tool Calls:'))
        content = '';
    return content === '' ? failed(NO_TEXT) : { message: content, error: null };
}
function fromMessages(messages) {
    const last = messages.at(-1);
    if (!last)
        return failed('Empty message list');
    if (last.role !== 'assistant')
        return failed(NOT_AI);
    return last.content ? { message: last.content, error: null } : failed(NO_TEXT);
}
function prepareEvaluationInput(raw, useFullTrace) {
    const full = () => (typeof raw === 'string' ? raw : (0, messages_to_raw_trace_js_1.messagesToRawTrace)(raw));
    if (useFullTrace)
        return { input: full(), error: null };
    const extracted = extractFinalAiMessage(raw);
    if (extracted.error !== null)
        return { input: full(), error: `Failed to extract final AI message: ${extracted.error}` };
    return { input: extracted.message, error: null };
}
