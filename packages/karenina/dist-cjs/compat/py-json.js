"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NEEDS_ESCAPE = void 0;
exports.encodeString = encodeString;
exports.pyJsonString = pyJsonString;
exports.encodeFloat = encodeFloat;
exports.encodeNumber = encodeNumber;
exports.pyJsonDumps = pyJsonDumps;
const check_error_js_1 = require("../errors/check-error.js");
const py_float_value_js_1 = require("./py-float-value.js");
const py_tuple_js_1 = require("./py-tuple.js");
const compare_code_points_js_1 = require("./compare-code-points.js");
const py_str_js_1 = require("./py-str.js");
const SHORT_ESCAPES = {
    '"': '\\"',
    '\\': '\\\\',
    '\b': '\\b',
    '\f': '\\f',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
};
function escapeChar(ch) {
    return SHORT_ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
const NEEDS_ESCAPE_ASCII = /["\\]|[^ -~]/;
exports.NEEDS_ESCAPE = /["\\\x00-\x1f]/;
const ESCAPE_ASCII = /["\\]|[^ -~]/g;
const ESCAPE = /["\\\x00-\x1f]/g;
function encodeString(s, ensureAscii) {
    if (!ensureAscii && s.isWellFormed())
        return JSON.stringify(s);
    if (!(ensureAscii ? NEEDS_ESCAPE_ASCII : exports.NEEDS_ESCAPE).test(s))
        return `"${s}"`;
    return `"${s.replace(ensureAscii ? ESCAPE_ASCII : ESCAPE, escapeChar)}"`;
}
function pyJsonString(s, ensureAscii = true) {
    return encodeString(s, ensureAscii);
}
function encodeFloat(x) {
    if (Number.isNaN(x))
        return 'NaN';
    if (x === Infinity)
        return 'Infinity';
    if (x === -Infinity)
        return '-Infinity';
    return (0, py_str_js_1.pyFloatRepr)(x);
}
function encodeNumber(x) {
    if (Number.isInteger(x) && !Object.is(x, -0))
        return Number.isSafeInteger(x) ? String(x) : BigInt(x).toString();
    return encodeFloat(x);
}
class PyJsonWriter {
    #out = '';
    #ensureAscii;
    #sortKeys;
    #itemSep;
    #keySep;
    #unit;
    #newlines = [];
    #stack = [];
    constructor(options) {
        this.#ensureAscii = options.ensureAscii ?? true;
        this.#sortKeys = options.sortKeys ?? false;
        this.#unit = options.indent === undefined ? undefined : ' '.repeat(options.indent);
        const [itemSep, keySep] = options.separators ?? (options.indent === undefined ? [', ', ': '] : [',', ': ']);
        this.#itemSep = itemSep;
        this.#keySep = keySep;
    }
    text() {
        return this.#out;
    }
    #newline(level) {
        return (this.#newlines[level] ??= '\n' + this.#unit.repeat(level));
    }
    #beforeItem(index, level) {
        if (index > 0)
            this.#out += this.#itemSep;
        if (this.#unit !== undefined)
            this.#out += this.#newline(level + 1);
    }
    #close(bracket, level) {
        if (this.#unit !== undefined)
            this.#out += this.#newline(level);
        this.#out += bracket;
    }
    write(v, level) {
        if (v === null || v === undefined)
            this.#out += 'null';
        else if (v === true)
            this.#out += 'true';
        else if (v === false)
            this.#out += 'false';
        else if (typeof v === 'string')
            this.#out += encodeString(v, this.#ensureAscii);
        else if (typeof v === 'number')
            this.#out += encodeNumber(v);
        else if (typeof v === 'bigint')
            this.#out += v.toString();
        else if (v instanceof py_float_value_js_1.PyFloat)
            this.#out += encodeFloat(v.value);
        else if (typeof v !== 'object')
            throw new check_error_js_1.CheckError('type', `Object of type ${typeof v} is not JSON serializable`);
        else {
            if (this.#stack.includes(v))
                throw new check_error_js_1.CheckError('value', 'Circular reference detected');
            this.#stack.push(v);
            try {
                this.#writeContainer(v, level);
            }
            finally {
                this.#stack.pop();
            }
        }
    }
    #writeContainer(v, level) {
        if (v instanceof py_tuple_js_1.PyTuple || Array.isArray(v)) {
            const items = v instanceof py_tuple_js_1.PyTuple ? v.items : v;
            if (items.length === 0) {
                this.#out += '[]';
                return;
            }
            this.#out += '[';
            for (let i = 0; i < items.length; i++) {
                this.#beforeItem(i, level);
                this.write(items[i], level + 1);
            }
            this.#close(']', level);
            return;
        }
        const toJSON = v.toJSON;
        if (typeof toJSON === 'function') {
            this.write(toJSON.call(v), level);
            return;
        }
        const record = v;
        const keys = Object.keys(record);
        if (this.#sortKeys)
            keys.sort(compare_code_points_js_1.compareCodePoints);
        let written = 0;
        for (const key of keys) {
            const item = record[key];
            if (item === undefined)
                continue;
            if (written === 0)
                this.#out += '{';
            this.#beforeItem(written++, level);
            this.#out += encodeString(key, this.#ensureAscii);
            this.#out += this.#keySep;
            this.write(item, level + 1);
        }
        if (written === 0)
            this.#out += '{}';
        else
            this.#close('}', level);
    }
}
function pyJsonDumps(value, options = {}) {
    const writer = new PyJsonWriter(options);
    writer.write(value, 0);
    return writer.text();
}
