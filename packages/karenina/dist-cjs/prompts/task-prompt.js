"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.prettyJson = void 0;
exports.joinSections = joinSections;
exports.jsonBlock = jsonBlock;
exports.tagged = tagged;
exports.replyJsonSchema = replyJsonSchema;
const zod_1 = require("zod");
const py_json_js_1 = require("../compat/py-json.js");
const shared_value_js_1 = require("../utils/shared-value.js");
function joinSections(...sections) {
    return sections.filter((s) => typeof s === 'string' && s !== '').join('\n\n');
}
exports.prettyJson = (0, shared_value_js_1.memoOnShared)((value) => (0, py_json_js_1.pyJsonDumps)(value, { indent: 2 }));
function jsonBlock(value) {
    return '```json\n' + (0, exports.prettyJson)(value) + '\n```';
}
function tagged(tag, text) {
    return `<${tag}>\n${text}\n</${tag}>`;
}
function replyJsonSchema(schema) {
    const json = zod_1.z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    delete json.$schema;
    return json;
}
