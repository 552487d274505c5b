"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pyFloat = pyFloat;
const check_error_js_1 = require("../errors/check-error.js");
const py_float_value_js_1 = require("./py-float-value.js");
const py_type_name_js_1 = require("./py-type-name.js");
const py_whitespace_js_1 = require("./py-whitespace.js");
const python_unicode_js_1 = require("./python-unicode.js");
const py_str_js_1 = require("./py-str.js");
const DECIMAL_DIGIT = /^\p{Nd}$/u;
const FLOAT_SYNTAX = /^[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf|infinity|nan)$/i;
function digitValue(cp) {
    let start = cp;
    while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1)))
        start--;
    return (cp - start) % 10;
}
function valueError(text) {
    return new check_error_js_1.CheckError('value', `could not convert string to float: ${(0, py_str_js_1.pyStrRepr)(text)}`);
}
function parseFloatString(text) {
    let ascii = '';
    for (const ch of text) {
        if (ch.charCodeAt(0) < 0x80)
            ascii += ch;
        else if ((0, py_whitespace_js_1.isPyWhitespace)(ch))
            ascii += ' ';
        else if (DECIMAL_DIGIT.test(ch) && !(0, python_unicode_js_1.isUnassignedInPython)(ch.codePointAt(0)))
            ascii += String(digitValue(ch.codePointAt(0)));
        else
            throw valueError(text);
    }
    ascii = ascii.trim();
    if (ascii.includes('_')) {
        if (/(?:^|\D)_|_(?:\D|$)/.test(ascii))
            throw valueError(text);
        ascii = ascii.replaceAll('_', '');
    }
    if (!FLOAT_SYNTAX.test(ascii))
        throw valueError(text);
    const lower = ascii.toLowerCase();
    const negative = lower.startsWith('-');
    const unsigned = lower.replace(/^[+-]/, '');
    if (unsigned === 'nan')
        return NaN;
    if (unsigned === 'inf' || unsigned === 'infinity')
        return negative ? -Infinity : Infinity;
    return Number(ascii);
}
function pyFloat(value) {
    if (typeof value === 'number')
        return value;
    if (value instanceof py_float_value_js_1.PyFloat)
        return value.value;
    if (typeof value === 'boolean')
        return value ? 1 : 0;
    if (typeof value === 'bigint')
        return Number(value);
    if (typeof value === 'string')
        return parseFloatString(value);
    throw new check_error_js_1.CheckError('type', `float() argument must be a string or a real number, not '${(0, py_type_name_js_1.pyTypeName)(value)}'`);
}
