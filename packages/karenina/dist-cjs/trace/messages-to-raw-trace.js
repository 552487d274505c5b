"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AI_MESSAGE_HEADER = void 0;
exports.toolMessageHeader = toolMessageHeader;
exports.messagesToRawTrace = messagesToRawTrace;
const py_str_js_1 = require("../compat/py-str.js");
exports.AI_MESSAGE_HEADER = '--- AI Message ---';
function toolMessageHeader(callId) {
    return `--- Tool Message (call_id: ${callId}) ---`;
}
function messagesToRawTrace(messages) {
    const parts = [];
    for (const message of messages) {
        if (message.role === 'assistant') {
            if (message.thinking)
                parts.push(`--- Thinking ---\n${message.thinking.thinking}`);
            let body = message.content;
            const calls = message.tool_calls ?? [];
            if (calls.length > 0) {
                body += '\nTool Calls:';
                for (const call of calls) {
                    body += `\n  ${call.name} (call_${call.id})\n   Call ID: ${call.id}`;
                    if (call.input && Object.keys(call.input).length > 0)
                        body += `\n   Args: ${(0, py_str_js_1.pyRepr)(call.input)}`;
                }
            }
            if (message.content !== '' || calls.length > 0)
                parts.push(`${exports.AI_MESSAGE_HEADER}\n${body}`);
        }
        else if (message.role === 'tool' && message.tool_result) {
            const prefix = message.tool_result.is_error ? '[ERROR] ' : '';
            parts.push(`${toolMessageHeader(message.tool_result.tool_use_id)}\n${prefix}${message.content}`);
        }
    }
    return parts.join('\n\n');
}
