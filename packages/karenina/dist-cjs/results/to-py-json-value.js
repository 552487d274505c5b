"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.defOf = defOf;
exports.isPlainObject = isPlainObject;
exports.jsonMode = jsonMode;
exports.shapeEntries = shapeEntries;
exports.toPyJsonValue = toPyJsonValue;
const py_float_value_js_1 = require("../compat/py-float-value.js");
const py_tuple_js_1 = require("../compat/py-tuple.js");
const py_number_schema_js_1 = require("./py-number-schema.js");
function defOf(schema) {
    return schema.def;
}
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof py_float_value_js_1.PyFloat) && !(value instanceof py_tuple_js_1.PyTuple);
}
function jsonModeNumber(value) {
    return Number.isFinite(value) ? value : null;
}
function asFloat(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? (Number.isInteger(value) ? new py_float_value_js_1.PyFloat(value) : value) : null;
    if (value instanceof py_float_value_js_1.PyFloat)
        return Number.isFinite(value.value) ? value : null;
    return jsonMode(value);
}
function jsonMode(value) {
    if (typeof value === 'number')
        return jsonModeNumber(value);
    if (value === null || typeof value !== 'object')
        return value;
    if (value instanceof py_float_value_js_1.PyFloat)
        return Number.isFinite(value.value) ? value : null;
    if (Array.isArray(value))
        return value.map(jsonMode);
    if (isPlainObject(value)) {
        const out = {};
        for (const key of Object.keys(value)) {
            const item = value[key];
            if (item !== undefined)
                out[key] = jsonMode(item);
        }
        return out;
    }
    return value;
}
const SHAPE_ENTRIES = new WeakMap();
function shapeEntries(schema, shape) {
    let entries = SHAPE_ENTRIES.get(schema);
    if (entries === undefined)
        SHAPE_ENTRIES.set(schema, (entries = Object.entries(shape)));
    return entries;
}
function toPyJsonValue(schema, value) {
    if (value === undefined)
        return undefined;
    if ((0, py_number_schema_js_1.isPyFloatSchema)(schema))
        return asFloat(value);
    const floatKeys = (0, py_number_schema_js_1.floatKeysOf)(schema);
    if (floatKeys && isPlainObject(value)) {
        const out = {};
        for (const key of Object.keys(value)) {
            const item = value[key];
            if (item !== undefined)
                out[key] = floatKeys.has(key) ? asFloat(item) : jsonMode(item);
        }
        return out;
    }
    const def = defOf(schema);
    switch (def.type) {
        case 'nullable':
            return value === null ? null : toPyJsonValue(def.innerType, value);
        case 'optional':
        case 'default':
        case 'prefault':
        case 'readonly':
        case 'catch':
        case 'nonoptional':
            return toPyJsonValue(def.innerType, value);
        case 'pipe':
            return toPyJsonValue(def.in, value);
        case 'object': {
            if (!isPlainObject(value))
                return jsonMode(value);
            const out = {};
            for (const [key, fieldSchema] of shapeEntries(schema, def.shape)) {
                const dumped = toPyJsonValue(fieldSchema, value[key]);
                if (dumped !== undefined)
                    out[key] = dumped;
            }
            return out;
        }
        case 'record': {
            if (!isPlainObject(value))
                return jsonMode(value);
            const out = {};
            for (const key of Object.keys(value)) {
                const item = value[key];
                if (item !== undefined)
                    out[key] = toPyJsonValue(def.valueType, item);
            }
            return out;
        }
        case 'array':
            return Array.isArray(value) ? value.map((item) => toPyJsonValue(def.element, item)) : jsonMode(value);
        default:
            return jsonMode(value);
    }
}
