"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pyEq = pyEq;
const py_float_value_js_1 = require("./py-float-value.js");
const py_tuple_js_1 = require("./py-tuple.js");
function asNumber(value) {
    if (typeof value === 'number' || typeof value === 'bigint')
        return value;
    if (typeof value === 'boolean')
        return value ? 1 : 0;
    if (value instanceof py_float_value_js_1.PyFloat)
        return value.value;
    return undefined;
}
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof py_tuple_js_1.PyTuple) && !(value instanceof py_float_value_js_1.PyFloat);
}
function pyEq(a, b) {
    if (a === undefined)
        a = null;
    if (b === undefined)
        b = null;
    if (a === null || b === null)
        return a === b;
    const na = asNumber(a);
    const nb = asNumber(b);
    if (na !== undefined || nb !== undefined) {
        return na !== undefined && nb !== undefined && na == nb;
    }
    if (typeof a === 'string' || typeof b === 'string')
        return a === b;
    if (a instanceof py_tuple_js_1.PyTuple || b instanceof py_tuple_js_1.PyTuple) {
        return a instanceof py_tuple_js_1.PyTuple && b instanceof py_tuple_js_1.PyTuple && sequenceEq(a.items, b.items);
    }
    if (Array.isArray(a) || Array.isArray(b))
        return Array.isArray(a) && Array.isArray(b) && sequenceEq(a, b);
    if (isPlainObject(a) && isPlainObject(b)) {
        const keys = Object.keys(a);
        if (keys.length !== Object.keys(b).length)
            return false;
        return keys.every((key) => Object.hasOwn(b, key) && pyEq(a[key], b[key]));
    }
    return a === b;
}
function sequenceEq(a, b) {
    return a.length === b.length && a.every((item, i) => pyEq(item, b[i]));
}
