"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.deduplicateExcerpts = deduplicateExcerpts;
exports.computeConfusionMetrics = computeConfusionMetrics;
const py_lower_js_1 = require("../compat/py-lower.js");
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const BUCKETS = ['tp', 'fn', 'fp', 'tn'];
function deduplicateExcerpts(excerpts) {
    const seen = new Set();
    const out = [];
    for (const excerpt of excerpts) {
        const key = (0, py_whitespace_js_1.pyStrip)((0, py_lower_js_1.pyLower)(excerpt));
        if (key === '' || seen.has(key))
            continue;
        seen.add(key);
        out.push(excerpt);
    }
    return out;
}
const ratio = (numerator, denominator) => (denominator > 0 ? numerator / denominator : 0);
const FORMULAS = {
    precision: (c) => ratio(c.tp, c.tp + c.fp),
    recall: (c) => ratio(c.tp, c.tp + c.fn),
    specificity: (c) => ratio(c.tn, c.tn + c.fp),
    accuracy: (c) => ratio(c.tp + c.tn, c.tp + c.tn + c.fp + c.fn),
    f1: (c) => {
        if (c.tp + c.fp === 0 || c.tp + c.fn === 0)
            return 0;
        const p = c.tp / (c.tp + c.fp);
        const r = c.tp / (c.tp + c.fn);
        return p + r > 0 ? (2 * (p * r)) / (p + r) : 0;
    },
};
function computeConfusionMetrics(confusion, metrics, options) {
    const lists = {};
    for (const bucket of BUCKETS) {
        const items = confusion[bucket] ?? [];
        lists[bucket] = options.deduplicate ? deduplicateExcerpts(items) : [...items];
    }
    const counts = { tp: lists.tp.length, fn: lists.fn.length, fp: lists.fp.length, tn: lists.tn.length };
    const values = {};
    for (const metric of metrics) {
        if (Object.hasOwn(FORMULAS, metric))
            values[metric] = FORMULAS[metric](counts);
    }
    return { confusion: lists, metrics: values };
}
