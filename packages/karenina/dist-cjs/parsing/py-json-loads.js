"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pyJsonLoads = pyJsonLoads;
exports.isPyJsonLoadable = isPyJsonLoadable;
const py_float_value_js_1 = require("../compat/py-float-value.js");
const check_error_js_1 = require("../errors/check-error.js");
function pyJsonLoads(text) {
    if (text.startsWith('\ufeff'))
        fail('Unexpected UTF-8 BOM (decode using utf-8-sig)', 0);
    const scanner = new Scanner(text);
    const value = scanner.value(scanner.skipWhitespace(0));
    const end = scanner.skipWhitespace(scanner.pos);
    if (end !== text.length)
        fail('Extra data', end);
    return value;
}
function isPyJsonLoadable(text) {
    try {
        pyJsonLoads(text);
        return true;
    }
    catch (error) {
        if (error instanceof check_error_js_1.CheckError || error instanceof RangeError)
            return false;
        throw error;
    }
}
function fail(message, pos) {
    throw new check_error_js_1.CheckError('value', `${message}: char ${pos}`);
}
const NUMBER = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;
const ESCAPES = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
class Scanner {
    s;
    pos = 0;
    constructor(s) {
        this.s = s;
    }
    skipWhitespace(from) {
        let i = from;
        while (i < this.s.length) {
            const c = this.s.charCodeAt(i);
            if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d)
                break;
            i++;
        }
        this.pos = i;
        return i;
    }
    value(at) {
        const s = this.s;
        const c = s[at];
        if (c === '"')
            return this.string(at + 1);
        if (c === '{')
            return this.object(at + 1);
        if (c === '[')
            return this.array(at + 1);
        if (c === 'n' && s.startsWith('null', at))
            return this.literal(at, 4, null);
        if (c === 't' && s.startsWith('true', at))
            return this.literal(at, 4, true);
        if (c === 'f' && s.startsWith('false', at))
            return this.literal(at, 5, false);
        if (c === 'N' && s.startsWith('NaN', at))
            return this.literal(at, 3, Number.NaN);
        if (c === 'I' && s.startsWith('Infinity', at))
            return this.literal(at, 8, Infinity);
        if (c === '-' && s.startsWith('-Infinity', at))
            return this.literal(at, 9, -Infinity);
        NUMBER.lastIndex = at;
        const m = NUMBER.exec(s);
        if (!m)
            fail('Expecting value', at);
        this.pos = at + m[0].length;
        const value = Number(m[0]);
        if (m[1] === undefined && m[2] === undefined) {
            if (!Number.isSafeInteger(value))
                return BigInt(m[0]);
            return value === 0 ? 0 : value;
        }
        return Number.isInteger(value) ? new py_float_value_js_1.PyFloat(value) : value;
    }
    literal(at, length, value) {
        this.pos = at + length;
        return value;
    }
    string(from) {
        const s = this.s;
        let out = '';
        let i = from;
        for (;;) {
            if (i >= s.length)
                fail('Unterminated string starting at', from - 1);
            const c = s.charCodeAt(i);
            if (c === 0x22)
                break;
            if (c < 0x20)
                fail('Invalid control character at', i);
            if (c !== 0x5c) {
                out += s[i];
                i++;
                continue;
            }
            const e = s[i + 1];
            if (e === undefined)
                fail('Unterminated string starting at', from - 1);
            if (e === 'u') {
                const hex = s.slice(i + 2, i + 6);
                if (!HEX4.test(hex))
                    fail('Invalid \\uXXXX escape', i + 1);
                out += String.fromCharCode(Number.parseInt(hex, 16));
                i += 6;
                continue;
            }
            const mapped = ESCAPES[e];
            if (mapped === undefined)
                fail('Invalid \\escape', i);
            out += mapped;
            i += 2;
        }
        this.pos = i + 1;
        return out;
    }
    object(from) {
        const s = this.s;
        const out = {};
        let i = this.skipWhitespace(from);
        if (s[i] === '}') {
            this.pos = i + 1;
            return out;
        }
        for (;;) {
            if (s[i] !== '"')
                fail('Expecting property name enclosed in double quotes', i);
            const key = this.string(i + 1);
            i = this.skipWhitespace(this.pos);
            if (s[i] !== ':')
                fail("Expecting ':' delimiter", i);
            const value = this.value(this.skipWhitespace(i + 1));
            Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
            i = this.skipWhitespace(this.pos);
            if (s[i] === '}') {
                this.pos = i + 1;
                return out;
            }
            if (s[i] !== ',')
                fail("Expecting ',' delimiter", i);
            i = this.skipWhitespace(i + 1);
        }
    }
    array(from) {
        const s = this.s;
        const out = [];
        let i = this.skipWhitespace(from);
        if (s[i] === ']') {
            this.pos = i + 1;
            return out;
        }
        for (;;) {
            out.push(this.value(i));
            i = this.skipWhitespace(this.pos);
            if (s[i] === ']') {
                this.pos = i + 1;
                return out;
            }
            if (s[i] !== ',')
                fail("Expecting ',' delimiter", i);
            i = this.skipWhitespace(i + 1);
        }
    }
}
