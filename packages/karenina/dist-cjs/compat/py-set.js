"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pySet = pySet;
exports.pySetEquals = pySetEquals;
exports.pySetIsSubset = pySetIsSubset;
exports.pySetIntersectionSize = pySetIntersectionSize;
exports.pySetRepr = pySetRepr;
const check_error_js_1 = require("../errors/check-error.js");
const py_float_value_js_1 = require("./py-float-value.js");
const py_tuple_js_1 = require("./py-tuple.js");
const py_str_js_1 = require("./py-str.js");
const py_type_name_js_1 = require("./py-type-name.js");
function hashKey(value) {
    if (value === null || value === undefined)
        return 'None';
    if (typeof value === 'boolean')
        return `n:${value ? 1 : 0}`;
    if (value instanceof py_float_value_js_1.PyFloat)
        value = value.value;
    if (typeof value === 'number') {
        if (Number.isNaN(value))
            return undefined;
        return Number.isInteger(value) ? `n:${BigInt(value)}` : `n:${value}`;
    }
    if (typeof value === 'bigint')
        return `n:${value}`;
    if (typeof value === 'string')
        return `s:${value}`;
    if (value instanceof py_tuple_js_1.PyTuple)
        return `t:${JSON.stringify(value.items)}`;
    throw new check_error_js_1.CheckError('type', `unhashable type: '${(0, py_type_name_js_1.pyTypeName)(value)}'`);
}
function iterate(value) {
    if (typeof value === 'string')
        return value;
    if (value instanceof py_tuple_js_1.PyTuple)
        return value.items;
    if (Array.isArray(value))
        return value;
    if (value instanceof Set || value instanceof Map)
        return value.keys();
    if (typeof value === 'object' && value !== null && !(value instanceof py_float_value_js_1.PyFloat))
        return Object.keys(value);
    throw new check_error_js_1.CheckError('type', `'${(0, py_type_name_js_1.pyTypeName)(value)}' object is not iterable`);
}
function pySet(value) {
    const seen = new Set();
    const out = [];
    for (const item of iterate(value)) {
        const key = hashKey(item);
        if (key === undefined) {
            out.push(item);
            continue;
        }
        if (seen.has(key))
            continue;
        seen.add(key);
        out.push(item);
    }
    return out;
}
function keysOf(items) {
    return new Set(items.map(hashKey));
}
function pySetEquals(a, b) {
    return a.length === b.length && pySetIsSubset(a, b);
}
function pySetIsSubset(a, b) {
    const keys = keysOf(b);
    return a.every((item) => {
        const key = hashKey(item);
        return key !== undefined && keys.has(key);
    });
}
function pySetIntersectionSize(a, b) {
    const keys = keysOf(b);
    let n = 0;
    for (const item of a) {
        const key = hashKey(item);
        if (key !== undefined && keys.has(key))
            n++;
    }
    return n;
}
function pySetRepr(items) {
    return items.length === 0 ? 'set()' : `{${items.map(py_str_js_1.pyRepr).join(', ')}}`;
}
