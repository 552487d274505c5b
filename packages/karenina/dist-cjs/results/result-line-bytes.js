"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resultLineBytes = resultLineBytes;
exports.resultLineText = resultLineText;
const py_float_value_js_1 = require("../compat/py-float-value.js");
const py_json_bytes_js_1 = require("../compat/py-json-bytes.js");
const export_js_1 = require("./export.js");
const py_number_schema_js_1 = require("./py-number-schema.js");
const redact_result_js_1 = require("./redact-result.js");
const to_py_json_value_js_1 = require("./to-py-json-value.js");
const verification_result_js_1 = require("./verification-result.js");
function hasUnsafeKey(keys) {
    for (const key of keys)
        if (key === '__proto__' || key === 'toJSON')
            return true;
    return false;
}
const SAFE_SHAPES = new WeakMap();
function isSafeShape(schema, entries) {
    let safe = SAFE_SHAPES.get(schema);
    if (safe === undefined)
        SAFE_SHAPES.set(schema, (safe = !hasUnsafeKey(entries.map(([key]) => key))));
    return safe;
}
class TypedWalk {
    out;
    constructor(out) {
        this.out = out;
    }
    typed(schema, value) {
        const out = this.out;
        if ((0, py_number_schema_js_1.isPyFloatSchema)(schema))
            return this.asFloat(value);
        const floatKeys = (0, py_number_schema_js_1.floatKeysOf)(schema);
        if (floatKeys && (0, to_py_json_value_js_1.isPlainObject)(value)) {
            const keys = Object.keys(value);
            if (hasUnsafeKey(keys))
                return out.value((0, to_py_json_value_js_1.toPyJsonValue)(schema, value));
            let written = 0;
            out.raw('{');
            for (const key of keys) {
                const item = value[key];
                if (item === undefined)
                    continue;
                out.key(written++, key);
                if (floatKeys.has(key))
                    this.asFloat(item);
                else
                    this.jsonMode(item);
            }
            out.raw('}');
            return;
        }
        const def = (0, to_py_json_value_js_1.defOf)(schema);
        switch (def.type) {
            case 'nullable':
                if (value === null)
                    out.null();
                else
                    this.typed(def.innerType, value);
                return;
            case 'optional':
            case 'default':
            case 'prefault':
            case 'readonly':
            case 'catch':
            case 'nonoptional':
                return this.typed(def.innerType, value);
            case 'pipe':
                return this.typed(def.in, value);
            case 'object': {
                if (!(0, to_py_json_value_js_1.isPlainObject)(value))
                    return this.jsonMode(value);
                const entries = (0, to_py_json_value_js_1.shapeEntries)(schema, def.shape);
                if (!isSafeShape(schema, entries))
                    return out.value((0, to_py_json_value_js_1.toPyJsonValue)(schema, value));
                let written = 0;
                out.raw('{');
                for (const [key, fieldSchema] of entries) {
                    const item = value[key];
                    if (item === undefined)
                        continue;
                    out.key(written++, key);
                    this.typed(fieldSchema, item);
                }
                out.raw('}');
                return;
            }
            case 'record': {
                if (!(0, to_py_json_value_js_1.isPlainObject)(value))
                    return this.jsonMode(value);
                const keys = Object.keys(value);
                if (hasUnsafeKey(keys))
                    return out.value((0, to_py_json_value_js_1.toPyJsonValue)(schema, value));
                let written = 0;
                out.raw('{');
                for (const key of keys) {
                    const item = value[key];
                    if (item === undefined)
                        continue;
                    out.key(written++, key);
                    this.typed(def.valueType, item);
                }
                out.raw('}');
                return;
            }
            case 'array': {
                if (!Array.isArray(value))
                    return this.jsonMode(value);
                out.raw('[');
                for (let i = 0; i < value.length; i++) {
                    out.item(i);
                    if (!(i in value))
                        out.null();
                    else {
                        const item = value[i];
                        if (item === undefined)
                            out.null();
                        else
                            this.typed(def.element, item);
                    }
                }
                out.raw(']');
                return;
            }
            default:
                return this.jsonMode(value);
        }
    }
    asFloat(value) {
        if (typeof value === 'number') {
            if (Number.isFinite(value))
                this.out.float(value);
            else
                this.out.null();
        }
        else if (value instanceof py_float_value_js_1.PyFloat) {
            if (Number.isFinite(value.value))
                this.out.float(value.value);
            else
                this.out.null();
        }
        else
            this.jsonMode(value);
    }
    jsonMode(value) {
        const out = this.out;
        if (typeof value === 'number') {
            if (Number.isFinite(value))
                out.number(value);
            else
                out.null();
            return;
        }
        if (value === null || typeof value !== 'object')
            return out.value(value);
        if (value instanceof py_float_value_js_1.PyFloat) {
            if (Number.isFinite(value.value))
                out.float(value.value);
            else
                out.null();
            return;
        }
        if (Array.isArray(value)) {
            out.raw('[');
            for (let i = 0; i < value.length; i++) {
                out.item(i);
                if (!(i in value))
                    out.null();
                else
                    this.jsonMode(value[i]);
            }
            out.raw(']');
            return;
        }
        if ((0, to_py_json_value_js_1.isPlainObject)(value)) {
            const keys = Object.keys(value);
            if (hasUnsafeKey(keys))
                return out.value((0, to_py_json_value_js_1.jsonMode)(value));
            let written = 0;
            out.raw('{');
            for (const key of keys) {
                const item = value[key];
                if (item === undefined)
                    continue;
                out.key(written++, key);
                this.jsonMode(item);
            }
            out.raw('}');
            return;
        }
        out.value(value);
    }
}
const KEEP_BUFFER_BYTES = 1024 * 1024;
let spare = null;
function resultLineBytes(result) {
    if (typeof Object.prototype.toJSON === 'function')
        return Buffer.from(`${(0, export_js_1.dumpResultLine)(result)}\n`, 'utf8');
    const writer = spare ?? new py_json_bytes_js_1.PyJsonByteWriter();
    spare = null;
    try {
        writeResult(new TypedWalk(writer), writer, (0, redact_result_js_1.redactResultErrors)(result));
        writer.raw('\n');
        return writer.take();
    }
    finally {
        writer.reset();
        if (writer.capacity <= KEEP_BUFFER_BYTES)
            spare = writer;
    }
}
function resultLineText(result) {
    const line = resultLineBytes(result);
    return line.toString('utf8', 0, line.length - 1);
}
function writeResult(walk, out, result) {
    const schema = verification_result_js_1.VerificationResultSchema;
    const entries = (0, to_py_json_value_js_1.shapeEntries)(schema, (0, to_py_json_value_js_1.defOf)(schema).shape);
    const record = result;
    if (!(0, to_py_json_value_js_1.isPlainObject)(record) || !isSafeShape(schema, entries)) {
        out.value((0, export_js_1.resultJsonValue)(result));
        return;
    }
    let written = 0;
    out.raw('{');
    for (const [key, fieldSchema] of entries) {
        const item = record[key];
        if (item === undefined)
            continue;
        if (key === 'extensions') {
            const dumped = (0, to_py_json_value_js_1.toPyJsonValue)(fieldSchema, item);
            if (Object.keys(dumped).length === 0)
                continue;
            out.key(written++, key);
            out.value(dumped);
            continue;
        }
        out.key(written++, key);
        walk.typed(fieldSchema, item);
    }
    out.raw('}');
}
