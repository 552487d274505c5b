"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ANTHROPIC_SHAPE = void 0;
exports.fromAnthropicMessages = fromAnthropicMessages;
const wire_js_1 = require("../anthropic/wire.js");
const content_blocks_js_1 = require("../content-blocks.js");
const sdk_trace_js_1 = require("./sdk-trace.js");
exports.ANTHROPIC_SHAPE = 'Anthropic messages (content blocks text, tool_use, tool_result, thinking)';
function fromAnthropicMessages(messages, subject = 'response') {
    const read = new sdk_trace_js_1.ShapeReader(exports.ANTHROPIC_SHAPE, subject);
    return (0, sdk_trace_js_1.sdkTrace)(messages.flatMap((value, index) => anthropicMessage(read, value, ['messages', index])));
}
function anthropicMessage(read, value, path) {
    const message = read.record(value, path);
    const content = message['content'];
    const blocks = typeof content === 'string' ? [{ type: 'text', text: content }] : read.array(content, [...path, 'content']).map((b, i) => read.record(b, [...path, 'content', i]));
    blocks.forEach((block, i) => checkBlock(read, block, [...path, 'content', i]));
    if (message['role'] === 'assistant')
        return [(0, wire_js_1.fromAnthropicContent)(blocks)];
    if (message['role'] !== 'user')
        return read.fail([...path, 'role'], `unknown role ${JSON.stringify(message['role'])}; expected user or assistant`);
    const out = blocks
        .filter((b) => b['type'] === 'tool_result')
        .map((b) => (0, sdk_trace_js_1.toolMessage)(b['tool_use_id'], (0, content_blocks_js_1.contentText)(b['content']), b['is_error'] === true));
    const text = (0, content_blocks_js_1.contentText)(blocks.filter((b) => b['type'] === 'text'));
    if (text !== '' || out.length === 0)
        out.push({ role: 'user', content: text });
    return out;
}
function checkBlock(read, block, path) {
    switch (block['type']) {
        case 'text':
            read.string(block['text'], [...path, 'text']);
            return;
        case 'tool_use':
            read.string(block['id'], [...path, 'id']);
            read.string(block['name'], [...path, 'name']);
            return;
        case 'tool_result':
            read.string(block['tool_use_id'], [...path, 'tool_use_id']);
            return;
        case 'thinking':
            read.string(block['thinking'], [...path, 'thinking']);
            return;
        case 'redacted_thinking':
        case 'image':
        case 'document':
            return;
        default:
            read.fail([...path, 'type'], `unknown content block type ${JSON.stringify(block['type'])}`);
    }
}
