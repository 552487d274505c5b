"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.normalizeMessage = normalizeMessage;
exports.cassetteKey = cassetteKey;
const crypto_js_1 = require("../../utils/lazy-node/crypto.js");
const py_json_js_1 = require("../../compat/py-json.js");
function normalizeMessage(message) {
    const out = { role: message.role, content: message.content };
    if (message.tool_calls && message.tool_calls.length > 0)
        out['tool_calls'] = message.tool_calls.map((c) => ({ id: c.id, name: c.name, input: c.input }));
    if (message.tool_result)
        out['tool_result'] = { tool_use_id: message.tool_result.tool_use_id, is_error: message.tool_result.is_error };
    if (message.thinking)
        out['thinking'] = { ...message.thinking };
    return out;
}
function cassetteKey(request) {
    const canonical = (0, py_json_js_1.pyJsonDumps)({ v: 1, ...request }, { sortKeys: true, separators: [',', ':'] });
    return (0, crypto_js_1.createHash)('sha256').update(canonical, 'utf8').digest('hex');
}
