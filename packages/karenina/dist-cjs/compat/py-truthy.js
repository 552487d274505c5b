"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pyTruthy = pyTruthy;
const py_float_value_js_1 = require("./py-float-value.js");
const py_tuple_js_1 = require("./py-tuple.js");
function pyTruthy(value) {
    if (value === null || value === undefined)
        return false;
    if (typeof value === 'boolean')
        return value;
    if (typeof value === 'number')
        return value !== 0;
    if (value instanceof py_float_value_js_1.PyFloat)
        return value.value !== 0;
    if (typeof value === 'bigint')
        return value !== 0n;
    if (typeof value === 'string')
        return value.length > 0;
    if (value instanceof py_tuple_js_1.PyTuple)
        return value.items.length > 0;
    if (Array.isArray(value))
        return value.length > 0;
    if (value instanceof Map || value instanceof Set)
        return value.size > 0;
    if (typeof value === 'object')
        return Object.keys(value).length > 0;
    return true;
}
