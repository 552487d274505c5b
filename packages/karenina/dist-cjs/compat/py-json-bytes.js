"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PyJsonByteWriter = void 0;
const check_error_js_1 = require("../errors/check-error.js");
const py_float_value_js_1 = require("./py-float-value.js");
const py_tuple_js_1 = require("./py-tuple.js");
const py_json_js_1 = require("./py-json.js");
const QUOTE = 0x22;
const COMMA_SPACE = ', ';
const COLON_SPACE = ': ';
class PyJsonByteWriter {
    #buf;
    #pos = 0;
    #stack = [];
    constructor(initialBytes = 16 * 1024) {
        this.#buf = Buffer.allocUnsafeSlow(initialBytes);
    }
    get capacity() {
        return this.#buf.length;
    }
    get length() {
        return this.#pos;
    }
    reset() {
        this.#pos = 0;
        this.#stack.length = 0;
    }
    take() {
        const out = Buffer.allocUnsafe(this.#pos);
        this.#buf.copy(out, 0, 0, this.#pos);
        this.reset();
        return out;
    }
    #room(bytes) {
        if (this.#pos + bytes <= this.#buf.length)
            return;
        let size = this.#buf.length * 2;
        while (size < this.#pos + bytes)
            size *= 2;
        const grown = Buffer.allocUnsafeSlow(size);
        this.#buf.copy(grown, 0, 0, this.#pos);
        this.#buf = grown;
    }
    raw(text) {
        this.#room(text.length * 3);
        this.#put(text);
    }
    #put(text) {
        const n = text.length;
        const buf = this.#buf;
        if (n <= 32) {
            let p = this.#pos;
            for (let i = 0; i < n; i++) {
                const c = text.charCodeAt(i);
                if (c >= 0x80) {
                    this.#pos += buf.write(text, this.#pos, 'utf8');
                    return;
                }
                buf[p++] = c;
            }
            this.#pos = p;
            return;
        }
        this.#pos += buf.write(text, this.#pos, 'utf8');
    }
    string(s) {
        if (py_json_js_1.NEEDS_ESCAPE.test(s)) {
            this.raw((0, py_json_js_1.encodeString)(s, false));
            return;
        }
        this.#room(s.length * 3 + 2);
        this.#buf[this.#pos++] = QUOTE;
        this.#put(s);
        this.#buf[this.#pos++] = QUOTE;
    }
    number(x) {
        this.raw((0, py_json_js_1.encodeNumber)(x));
    }
    float(x) {
        this.raw((0, py_json_js_1.encodeFloat)(x));
    }
    null() {
        this.raw('null');
    }
    item(index) {
        if (index > 0)
            this.raw(COMMA_SPACE);
    }
    key(index, key) {
        if (index > 0)
            this.raw(COMMA_SPACE);
        this.string(key);
        this.raw(COLON_SPACE);
    }
    value(v) {
        if (v === null || v === undefined)
            this.raw('null');
        else if (v === true)
            this.raw('true');
        else if (v === false)
            this.raw('false');
        else if (typeof v === 'string')
            this.string(v);
        else if (typeof v === 'number')
            this.number(v);
        else if (typeof v === 'bigint')
            this.raw(v.toString());
        else if (v instanceof py_float_value_js_1.PyFloat)
            this.float(v.value);
        else if (typeof v !== 'object')
            throw new check_error_js_1.CheckError('type', `Object of type ${typeof v} is not JSON serializable`);
        else {
            if (this.#stack.includes(v))
                throw new check_error_js_1.CheckError('value', 'Circular reference detected');
            this.#stack.push(v);
            try {
                this.#container(v);
            }
            finally {
                this.#stack.pop();
            }
        }
    }
    #container(v) {
        if (v instanceof py_tuple_js_1.PyTuple || Array.isArray(v)) {
            const items = v instanceof py_tuple_js_1.PyTuple ? v.items : v;
            this.raw('[');
            for (let i = 0; i < items.length; i++) {
                this.item(i);
                this.value(items[i]);
            }
            this.raw(']');
            return;
        }
        const toJSON = v.toJSON;
        if (typeof toJSON === 'function') {
            this.value(toJSON.call(v));
            return;
        }
        const record = v;
        let written = 0;
        this.raw('{');
        for (const key of Object.keys(record)) {
            const item = record[key];
            if (item === undefined)
                continue;
            this.key(written++, key);
            this.value(item);
        }
        this.raw('}');
    }
}
exports.PyJsonByteWriter = PyJsonByteWriter;
