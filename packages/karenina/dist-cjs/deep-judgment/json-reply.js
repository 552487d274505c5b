"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseJsonObjectReply = parseJsonObjectReply;
const json_recovery_js_1 = require("../parsing/json-recovery.js");
const py_json_loads_js_1 = require("../parsing/py-json-loads.js");
function parseJsonObjectReply(text) {
    try {
        const value = (0, py_json_loads_js_1.pyJsonLoads)((0, json_recovery_js_1.stripMarkdownFences)(text));
        return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
    }
    catch {
        return null;
    }
}
