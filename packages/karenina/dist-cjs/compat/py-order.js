"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pyOrder = pyOrder;
const compare_code_points_js_1 = require("./compare-code-points.js");
const py_eq_js_1 = require("./py-eq.js");
const py_float_value_js_1 = require("./py-float-value.js");
const py_tuple_js_1 = require("./py-tuple.js");
const check_error_js_1 = require("../errors/check-error.js");
const SYMBOL = { lt: '<', le: '<=', gt: '>', ge: '>=' };
function asNumber(value) {
    if (typeof value === 'number' || typeof value === 'bigint')
        return value;
    if (typeof value === 'boolean')
        return value ? 1 : 0;
    if (value instanceof py_float_value_js_1.PyFloat)
        return value.value;
    return undefined;
}
function typeName(value) {
    if (value === null || value === undefined)
        return 'NoneType';
    if (typeof value === 'boolean')
        return 'bool';
    if (value instanceof py_float_value_js_1.PyFloat)
        return 'float';
    if (typeof value === 'number')
        return Number.isInteger(value) ? 'int' : 'float';
    if (typeof value === 'string')
        return 'str';
    if (value instanceof py_tuple_js_1.PyTuple)
        return 'tuple';
    if (Array.isArray(value))
        return 'list';
    return 'dict';
}
function holds(op, cmp) {
    if (op === 'lt')
        return cmp < 0;
    if (op === 'le')
        return cmp <= 0;
    if (op === 'gt')
        return cmp > 0;
    return cmp >= 0;
}
function pyOrder(a, op, b) {
    const na = asNumber(a);
    const nb = asNumber(b);
    if (na !== undefined && nb !== undefined) {
        if (op === 'lt')
            return na < nb;
        if (op === 'le')
            return na <= nb;
        if (op === 'gt')
            return na > nb;
        return na >= nb;
    }
    if (typeof a === 'string' && typeof b === 'string')
        return holds(op, (0, compare_code_points_js_1.compareCodePoints)(a, b));
    const seqA = a instanceof py_tuple_js_1.PyTuple ? a.items : Array.isArray(a) ? a : undefined;
    const seqB = b instanceof py_tuple_js_1.PyTuple ? b.items : Array.isArray(b) ? b : undefined;
    if (seqA && seqB && a instanceof py_tuple_js_1.PyTuple === b instanceof py_tuple_js_1.PyTuple) {
        const n = Math.min(seqA.length, seqB.length);
        for (let i = 0; i < n; i++) {
            if (!(0, py_eq_js_1.pyEq)(seqA[i], seqB[i]))
                return pyOrder(seqA[i], op, seqB[i]);
        }
        return holds(op, seqA.length - seqB.length);
    }
    throw new check_error_js_1.CheckError('type', `'${SYMBOL[op]}' not supported between instances of '${typeName(a)}' and '${typeName(b)}'`);
}
