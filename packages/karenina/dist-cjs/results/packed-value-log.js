"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PackedValueLog = void 0;
const py_float_value_js_1 = require("../compat/py-float-value.js");
var Tag;
(function (Tag) {
    Tag[Tag["Undefined"] = 0] = "Undefined";
    Tag[Tag["Null"] = 1] = "Null";
    Tag[Tag["False"] = 2] = "False";
    Tag[Tag["True"] = 3] = "True";
    Tag[Tag["Int"] = 4] = "Int";
    Tag[Tag["Float64"] = 5] = "Float64";
    Tag[Tag["Latin1"] = 6] = "Latin1";
    Tag[Tag["Utf16"] = 7] = "Utf16";
    Tag[Tag["PyFloat"] = 8] = "PyFloat";
    Tag[Tag["Ref"] = 9] = "Ref";
    Tag[Tag["Object"] = 10] = "Object";
    Tag[Tag["Array"] = 11] = "Array";
})(Tag || (Tag = {}));
const MAX_DEPTH = 32;
const CHUNK_BYTES = 64 * 1024;
class PackedValueLog {
    #chunks = [];
    #ends = [];
    #count = 0;
    #refs = [];
    #refIndex = new Map();
    #written = new WeakSet();
    #scratch = Buffer.allocUnsafeSlow(1024);
    #pos = 0;
    get length() {
        return this.#count;
    }
    append(values) {
        this.#pos = 0;
        this.#varint(values.length);
        for (let i = 0; i < values.length; i++)
            this.#value(values[i]);
        const bytes = this.#pos;
        let last = this.#chunks.length - 1;
        if (last < 0 || this.#ends[last] + bytes > this.#chunks[last].length) {
            this.#chunks.push(Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, bytes)));
            this.#ends.push(0);
            last++;
        }
        this.#scratch.copy(this.#chunks[last], this.#ends[last], 0, bytes);
        this.#ends[last] += bytes;
        this.#count++;
    }
    *records() {
        const reader = new Reader(this.#refs);
        for (let c = 0; c < this.#chunks.length; c++) {
            reader.chunk = this.#chunks[c];
            reader.pos = 0;
            const end = this.#ends[c];
            while (reader.pos < end) {
                const n = reader.varint();
                const values = new Array(n);
                for (let i = 0; i < n; i++)
                    values[i] = reader.value();
                yield values;
            }
        }
    }
    #room(bytes) {
        if (this.#pos + bytes <= this.#scratch.length)
            return;
        let size = this.#scratch.length * 2;
        while (size < this.#pos + bytes)
            size *= 2;
        const grown = Buffer.allocUnsafeSlow(size);
        this.#scratch.copy(grown, 0, 0, this.#pos);
        this.#scratch = grown;
    }
    #byte(b) {
        this.#room(1);
        this.#scratch[this.#pos++] = b;
    }
    #varint(n) {
        this.#room(5);
        while (n >= 0x80) {
            this.#scratch[this.#pos++] = (n & 0x7f) | 0x80;
            n >>>= 7;
        }
        this.#scratch[this.#pos++] = n;
    }
    #value(v, depth = 0) {
        switch (typeof v) {
            case 'undefined':
                return this.#byte(Tag.Undefined);
            case 'boolean':
                return this.#byte(v ? Tag.True : Tag.False);
            case 'number':
                if ((v | 0) === v && !Object.is(v, -0) && v >= -0x40000000 && v < 0x40000000) {
                    this.#byte(Tag.Int);
                    return this.#varint(((v << 1) ^ (v >> 31)) >>> 0);
                }
                return this.#float64(Tag.Float64, v);
            case 'string':
                return this.#string(v);
            case 'object':
                if (v === null)
                    return this.#byte(Tag.Null);
                if (Object.getPrototypeOf(v) === py_float_value_js_1.PyFloat.prototype && Reflect.ownKeys(v).length === 1)
                    return this.#float64(Tag.PyFloat, v.value);
                if (depth < MAX_DEPTH && !this.#written.has(v) && !this.#refIndex.has(v) && this.#plainData(v, depth))
                    return;
        }
        let index = this.#refIndex.get(v);
        if (index === undefined) {
            index = this.#refs.push(v) - 1;
            this.#refIndex.set(v, index);
        }
        this.#byte(Tag.Ref);
        this.#varint(index);
    }
    #plainData(v, depth) {
        const proto = Object.getPrototypeOf(v);
        if (proto === Array.prototype) {
            const list = v;
            if (Reflect.ownKeys(list).length !== list.length + 1)
                return false;
            this.#byte(Tag.Array);
            this.#varint(list.length);
            for (let i = 0; i < list.length; i++)
                this.#value(list[i], depth + 1);
        }
        else if (proto === Object.prototype) {
            const keys = Object.keys(v);
            if (Reflect.ownKeys(v).length !== keys.length || keys.includes('__proto__'))
                return false;
            this.#byte(Tag.Object);
            this.#varint(keys.length);
            for (const key of keys) {
                this.#string(key);
                this.#value(v[key], depth + 1);
            }
        }
        else
            return false;
        this.#written.add(v);
        return true;
    }
    #float64(tag, x) {
        this.#room(9);
        this.#scratch[this.#pos++] = tag;
        this.#pos = this.#scratch.writeDoubleLE(x, this.#pos);
    }
    #string(s) {
        let latin1 = true;
        for (let i = 0; i < s.length; i++) {
            if (s.charCodeAt(i) > 0xff) {
                latin1 = false;
                break;
            }
        }
        this.#byte(latin1 ? Tag.Latin1 : Tag.Utf16);
        this.#varint(s.length);
        const bytes = latin1 ? s.length : s.length * 2;
        this.#room(bytes);
        this.#pos += this.#scratch.write(s, this.#pos, bytes, latin1 ? 'latin1' : 'utf16le');
    }
}
exports.PackedValueLog = PackedValueLog;
class Reader {
    refs;
    chunk = Buffer.alloc(0);
    pos = 0;
    constructor(refs) {
        this.refs = refs;
    }
    varint() {
        let n = 0;
        let shift = 0;
        for (;;) {
            const b = this.chunk[this.pos++];
            n += (b & 0x7f) * 2 ** shift;
            if (b < 0x80)
                return n;
            shift += 7;
        }
    }
    value() {
        const tag = this.chunk[this.pos++];
        switch (tag) {
            case Tag.Undefined:
                return undefined;
            case Tag.Null:
                return null;
            case Tag.False:
                return false;
            case Tag.True:
                return true;
            case Tag.Int: {
                const z = this.varint();
                return z % 2 === 0 ? z / 2 : -(z + 1) / 2;
            }
            case Tag.Float64:
                return this.#float64();
            case Tag.PyFloat:
                return new py_float_value_js_1.PyFloat(this.#float64());
            case Tag.Latin1: {
                const n = this.varint();
                const s = this.chunk.toString('latin1', this.pos, this.pos + n);
                this.pos += n;
                return s;
            }
            case Tag.Utf16: {
                const n = this.varint() * 2;
                const s = this.chunk.toString('utf16le', this.pos, this.pos + n);
                this.pos += n;
                return s;
            }
            case Tag.Ref:
                return this.refs[this.varint()];
            case Tag.Object: {
                const n = this.varint();
                const object = {};
                for (let i = 0; i < n; i++) {
                    const key = this.value();
                    object[key] = this.value();
                }
                return object;
            }
            case Tag.Array: {
                const n = this.varint();
                const list = new Array(n);
                for (let i = 0; i < n; i++)
                    list[i] = this.value();
                return list;
            }
            default:
                throw new Error(`internal: unknown tag ${tag} in packed values`);
        }
    }
    #float64() {
        const x = this.chunk.readDoubleLE(this.pos);
        this.pos += 8;
        return x;
    }
}
