"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.toCsv = toCsv;
const py_float_value_js_1 = require("../compat/py-float-value.js");
const py_json_js_1 = require("../compat/py-json.js");
const py_str_js_1 = require("../compat/py-str.js");
function cell(value) {
    if (value === null || value === undefined)
        return '';
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' || typeof value === 'boolean' || value instanceof py_float_value_js_1.PyFloat)
        return (0, py_str_js_1.pyStr)(value);
    return (0, py_json_js_1.pyJsonDumps)(value);
}
function quote(text) {
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
function toCsv(rows, options = {}) {
    const columns = options.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const eol = options.lineTerminator ?? '\r\n';
    const lines = [columns.map((c) => quote(String(c))).join(',')];
    for (const row of rows)
        lines.push(columns.map((c) => quote(cell(row[c]))).join(','));
    return lines.join(eol) + eol;
}
