"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.normalizeFixtureContent = normalizeFixtureContent;
exports.fixturePromptHash = fixturePromptHash;
const node_crypto_1 = require("node:crypto");
const py_json_js_1 = require("../../compat/py-json.js");
const py_whitespace_js_1 = require("../../compat/py-whitespace.js");
function normalizeFixtureContent(content) {
    return (0, py_whitespace_js_1.pySplitWhitespace)(content).join(' ');
}
function fixturePromptHash(messages) {
    const json = (0, py_json_js_1.pyJsonDumps)(messages.map(normalizeFixtureContent));
    return (0, node_crypto_1.createHash)('sha256').update(json, 'utf8').digest('hex');
}
