"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pyFloatRepr = pyFloatRepr;
exports.pyStrRepr = pyStrRepr;
exports.pyRepr = pyRepr;
exports.pyStr = pyStr;
const py_float_value_js_1 = require("./py-float-value.js");
const py_tuple_js_1 = require("./py-tuple.js");
const python_unicode_js_1 = require("./python-unicode.js");
function pyFloatRepr(x) {
    if (Number.isNaN(x))
        return 'nan';
    if (x === Infinity)
        return 'inf';
    if (x === -Infinity)
        return '-inf';
    if (x === 0)
        return Object.is(x, -0) ? '-0.0' : '0.0';
    const sign = x < 0 ? '-' : '';
    const [mantissa, expText] = Math.abs(x).toExponential().split('e');
    const digits = mantissa.replace('.', '');
    const exp = Number(expText);
    if (exp >= -4 && exp < 16) {
        if (exp < 0)
            return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
        const intLen = exp + 1;
        if (digits.length <= intLen)
            return `${sign}${digits}${'0'.repeat(intLen - digits.length)}.0`;
        return `${sign}${digits.slice(0, intLen)}.${digits.slice(intLen)}`;
    }
    const m = digits.length === 1 ? digits : `${digits[0]}.${digits.slice(1)}`;
    const absExp = Math.abs(exp);
    return `${sign}${m}e${exp < 0 ? '-' : '+'}${absExp < 10 ? '0' : ''}${absExp}`;
}
function intRepr(x) {
    return Number.isSafeInteger(x) ? String(x) : BigInt(x).toString();
}
function numberRepr(x) {
    return Number.isInteger(x) && !Object.is(x, -0) ? intRepr(x) : pyFloatRepr(x);
}
const NON_PRINTABLE = /[\p{C}\p{Zl}\p{Zp}\p{Zs}]/u;
function escapeChar(ch, quote) {
    switch (ch) {
        case '\\':
            return '\\\\';
        case '\n':
            return '\\n';
        case '\r':
            return '\\r';
        case '\t':
            return '\\t';
        case quote:
            return `\\${quote}`;
    }
    const cp = ch.codePointAt(0);
    if (ch === ' ' || (!NON_PRINTABLE.test(ch) && !(0, python_unicode_js_1.isUnassignedInPython)(cp)))
        return ch;
    if (cp < 0x100)
        return `\\x${cp.toString(16).padStart(2, '0')}`;
    if (cp < 0x10000)
        return `\\u${cp.toString(16).padStart(4, '0')}`;
    return `\\U${cp.toString(16).padStart(8, '0')}`;
}
function pyStrRepr(s) {
    const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
    let out = quote;
    for (const ch of s)
        out += escapeChar(ch, quote);
    return out + quote;
}
function pyRepr(value) {
    if (value === null || value === undefined)
        return 'None';
    if (value === true)
        return 'True';
    if (value === false)
        return 'False';
    if (value instanceof py_float_value_js_1.PyFloat)
        return pyFloatRepr(value.value);
    if (typeof value === 'number')
        return numberRepr(value);
    if (typeof value === 'bigint')
        return value.toString();
    if (typeof value === 'string')
        return pyStrRepr(value);
    if (value instanceof py_tuple_js_1.PyTuple) {
        const items = value.items.map(pyRepr);
        return items.length === 1 ? `(${items[0]},)` : `(${items.join(', ')})`;
    }
    if (Array.isArray(value))
        return `[${value.map(pyRepr).join(', ')}]`;
    if (value instanceof Set)
        return value.size === 0 ? 'set()' : `{${[...value].map(pyRepr).join(', ')}}`;
    if (value instanceof Map) {
        return `{${[...value].map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`).join(', ')}}`;
    }
    if (typeof value === 'object') {
        return `{${Object.entries(value).map(([k, v]) => `${pyStrRepr(k)}: ${pyRepr(v)}`).join(', ')}}`;
    }
    return String(value);
}
function pyStr(value) {
    return typeof value === 'string' ? value : pyRepr(value);
}
