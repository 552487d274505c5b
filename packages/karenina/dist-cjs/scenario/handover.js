"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TRANSCRIPT_SEPARATOR = void 0;
exports.formatTranscript = formatTranscript;
exports.materializeReference = materializeReference;
exports.applyHandover = applyHandover;
const fs_promises_js_1 = require("../utils/lazy-node/fs-promises.js");
const os_js_1 = require("../utils/lazy-node/os.js");
const node_path_1 = require("node:path");
const py_str_js_1 = require("../compat/py-str.js");
exports.TRANSCRIPT_SEPARATOR = '\n\n---\n\n';
function formatTranscript(messages) {
    const lines = [];
    for (const { message, agentId } of messages) {
        const label = (type) => (agentId === '__user__' ? '[__user__]' : `[${agentId}:${message.role}:${type}]`);
        if (message.role === 'tool') {
            lines.push(`${label('tool_result')} ${message.content}`);
            continue;
        }
        if (message.content !== '')
            lines.push(`${label('text')} ${message.content}`);
        for (const call of message.tool_calls ?? []) {
            const args = Object.entries(call.input ?? {}).map(([k, v]) => `${k}=${(0, py_str_js_1.pyRepr)(v)}`).join(', ');
            lines.push(`${label('tool_use')} ${call.name}(${args})`);
        }
    }
    return lines.join('\n');
}
function materializeReference(tracePath) {
    return ('\n\nThe full conversation trace from prior turns has been saved as a plain-text file at:\n' +
        `  ${tracePath}\n\n` +
        'The file starts with a header line reading `# KARENINA CONVERSATION TRACE`. It contains the prior ' +
        'conversation structured as XML turns with <turn>, <system_prompt>, <user>, and <assistant> elements.\n\n' +
        'Recommended workflow:\n' +
        '1. Read the entire file for full context. If Read truncates, keep calling Read with increasing offset until you reach the end.\n' +
        '2. Use Grep with targeted patterns to pinpoint salient passages.\n' +
        '3. Base your judgment on the evidence in the file.\n\n' +
        'Note: large content blocks may have been offloaded to separate files in the artifacts/ subdirectory. ' +
        'When you see an XML element with offloaded="true", the element body contains the file path.');
}
const TRACE_HEADER = '# =============================================================\n' +
    '# KARENINA CONVERSATION TRACE\n' +
    '# -------------------------------------------------------------\n' +
    '# This file contains the prior conversation from a multi-turn\n' +
    '# scenario, structured for file-tool access.\n' +
    '# =============================================================\n\n';
async function materialize(transcript, question, options) {
    const dir = options.workspaceRoot ? (0, node_path_1.join)(options.workspaceRoot, '.karenina', 'traces') : await (0, fs_promises_js_1.mkdtemp)((0, node_path_1.join)((0, os_js_1.tmpdir)(), 'karenina_traces_'));
    await (0, fs_promises_js_1.mkdir)(dir, { recursive: true });
    const safeId = `${options.nodeId}_handover`.replace(/[^a-zA-Z0-9_-]/g, '_');
    const path = (0, node_path_1.join)(dir, `${safeId}_turn${options.turn}_trace.txt`);
    await (0, fs_promises_js_1.writeFile)(path, `${TRACE_HEADER}# QUESTION CONTEXT\n# =================\n${transcript}${exports.TRANSCRIPT_SEPARATOR}${question}\n\n`, 'utf8');
    return path;
}
async function applyHandover(kind, messages, question, options) {
    const transcript = formatTranscript(messages);
    if (kind === 'transcript_prepend')
        return transcript + exports.TRANSCRIPT_SEPARATOR + question;
    if (kind === 'transcript_append')
        return question + exports.TRANSCRIPT_SEPARATOR + transcript;
    const path = await materialize(transcript, question, options);
    return question + materializeReference(path);
}
