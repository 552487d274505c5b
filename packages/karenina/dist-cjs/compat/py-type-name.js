"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pyTypeName = pyTypeName;
const py_float_value_js_1 = require("./py-float-value.js");
const py_tuple_js_1 = require("./py-tuple.js");
function pyTypeName(value) {
    if (value === null || value === undefined)
        return 'NoneType';
    if (typeof value === 'boolean')
        return 'bool';
    if (typeof value === 'bigint')
        return 'int';
    if (typeof value === 'number')
        return Number.isInteger(value) && !Object.is(value, -0) ? 'int' : 'float';
    if (value instanceof py_float_value_js_1.PyFloat)
        return 'float';
    if (typeof value === 'string')
        return 'str';
    if (value instanceof py_tuple_js_1.PyTuple)
        return 'tuple';
    if (Array.isArray(value))
        return 'list';
    if (value instanceof Set)
        return 'set';
    if (typeof value === 'object')
        return 'dict';
    return typeof value;
}
