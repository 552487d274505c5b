"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.numberOrNull = numberOrNull;
exports.mean = mean;
exports.median = median;
exports.populationStd = populationStd;
exports.sampleStd = sampleStd;
const py_float_value_js_1 = require("../compat/py-float-value.js");
function numberOrNull(value) {
    const n = value instanceof py_float_value_js_1.PyFloat ? value.value : value;
    return typeof n === 'number' && !Number.isNaN(n) ? n : null;
}
function mean(values) {
    return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}
function median(values) {
    if (values.length === 0)
        return null;
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function populationStd(values) {
    const m = mean(values);
    if (m === null)
        return null;
    return Math.sqrt(values.reduce((acc, v) => acc + (v - m) ** 2, 0) / values.length);
}
function sampleStd(values) {
    const m = mean(values);
    if (m === null || values.length < 2)
        return null;
    return Math.sqrt(values.reduce((acc, v) => acc + (v - m) ** 2, 0) / (values.length - 1));
}
