"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pythonDedent = pythonDedent;
exports.normalizeTemplateSource = normalizeTemplateSource;
exports.generateTemplateId = generateTemplateId;
const crypto_js_1 = require("../utils/lazy-node/crypto.js");
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const BLANK = /^[ \t]+$/;
const INDENT = /^[ \t]*/;
function pythonDedent(text) {
    const lines = text.split('\n').map((line) => (BLANK.test(line) ? '' : line));
    let margin;
    for (const line of lines) {
        if (line === '')
            continue;
        const indent = INDENT.exec(line)[0];
        if (margin === undefined)
            margin = indent;
        else {
            let i = 0;
            while (i < margin.length && i < indent.length && margin[i] === indent[i])
                i++;
            margin = margin.slice(0, i);
        }
    }
    if (!margin)
        return lines.join('\n');
    const cut = margin.length;
    return lines.map((line) => (line.startsWith(margin) ? line.slice(cut) : line)).join('\n');
}
function normalizeTemplateSource(text) {
    const unified = pythonDedent(text).replace(/\r\n/g, '\n').replace(/\r/g, '\n');
    return (0, py_whitespace_js_1.pyStrip)(unified.split('\n').map(py_whitespace_js_1.pyRstrip).join('\n'));
}
function generateTemplateId(source) {
    if (source === null || source === undefined || (0, py_whitespace_js_1.pyStrip)(source) === '')
        return 'no_template';
    return (0, crypto_js_1.hash)('md5', normalizeTemplateSource(source), 'hex');
}
