"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.groundTruthMismatch = groundTruthMismatch;
const py_float_value_js_1 = require("../compat/py-float-value.js");
const py_float_js_1 = require("../compat/py-float.js");
const py_str_js_1 = require("../compat/py-str.js");
const NUMERIC_PRIMITIVES = new Set([
    'NumericTolerance',
    'NumericExact',
    'NumericRange',
    'NumericMinimum',
    'NumericMaximum',
    'NumericGraded',
    'NumericRangeGraded',
    'NumericThresholdGraded',
]);
const BOOL_STRINGS = new Set(['true', 'false', 'yes', 'no', '1', '0']);
function isNumber(value) {
    return (typeof value === 'number' || (0, py_float_value_js_1.isPyFloat)(value)) && typeof value !== 'boolean';
}
function groundTruthMismatch(groundTruth, primitive) {
    if (NUMERIC_PRIMITIVES.has(primitive.type)) {
        if (isNumber(groundTruth))
            return undefined;
        if (typeof groundTruth === 'string') {
            try {
                (0, py_float_js_1.pyFloat)(groundTruth);
                return undefined;
            }
            catch {
            }
        }
        return `ground_truth ${(0, py_str_js_1.pyRepr)(groundTruth)} may not match ${primitive.type}: expected a numeric value or a string coercible to float.`;
    }
    if (primitive.type === 'BooleanMatch') {
        if (typeof groundTruth === 'boolean')
            return undefined;
        if (isNumber(groundTruth) && [0, 1].includes(Number(groundTruth)))
            return undefined;
        if (typeof groundTruth === 'string' && BOOL_STRINGS.has(groundTruth.toLowerCase()))
            return undefined;
        return `ground_truth ${(0, py_str_js_1.pyRepr)(groundTruth)} may not match BooleanMatch: expected a boolean or bool-like value (True/False, 0/1, 'yes'/'no').`;
    }
    return undefined;
}
