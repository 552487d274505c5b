"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.setContainmentAccepted = setContainmentAccepted;
exports.setContainmentRejected = setContainmentRejected;
exports.orderedMatchAccepted = orderedMatchAccepted;
exports.orderedMatchRejected = orderedMatchRejected;
const fast_check_1 = __importDefault(require("fast-check"));
const py_eq_js_1 = require("../compat/py-eq.js");
const py_str_js_1 = require("../compat/py-str.js");
const normalizer_variants_js_1 = require("./normalizer-variants.js");
function distinct(items) {
    const out = [];
    for (const item of items)
        if (!out.some((o) => (0, py_eq_js_1.pyEq)(o, item)))
            out.push(item);
    return out;
}
function newItems(items, minLength) {
    const fresh = fast_check_1.default.string({ minLength: 1, maxLength: 8 }).filter((s) => !items.some((i) => (0, py_eq_js_1.pyEq)(i, s)));
    return fast_check_1.default.uniqueArray(fresh, { minLength, maxLength: minLength + 2 });
}
function shuffle(items) {
    return fast_check_1.default.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length });
}
function mix(items, min, max, extra) {
    return fast_check_1.default
        .tuple(fast_check_1.default.shuffledSubarray([...items], { minLength: min, maxLength: max }), extra)
        .chain(([kept, added]) => shuffle([...kept, ...added]));
}
const repeatsOf = (items) => (items.length === 0 ? fast_check_1.default.constant([]) : fast_check_1.default.array(fast_check_1.default.constantFrom(...items), { maxLength: 2 }));
function setContainmentAccepted(gt, mode, minOverlap) {
    const items = distinct(gt);
    switch (mode) {
        case 'exact':
            return mix(items, items.length, items.length, repeatsOf(items));
        case 'subset':
            return mix(items, 0, items.length, fast_check_1.default.constant([]));
        case 'superset':
            return mix(items, items.length, items.length, newItems(items, 0));
        case 'overlap': {
            const needed = minOverlap || 1;
            return items.length < needed ? undefined : mix(items, needed, items.length, newItems(items, 0));
        }
        default:
            return undefined;
    }
}
function setContainmentRejected(gt, mode, minOverlap) {
    const items = distinct(gt);
    const missingOne = items.length === 0 ? undefined : mix(items, 0, items.length - 1, fast_check_1.default.constant([]));
    switch (mode) {
        case 'exact':
            return fast_check_1.default.oneof(mix(items, items.length, items.length, newItems(items, 1)), ...(missingOne ? [missingOne] : []));
        case 'subset':
            return mix(items, 0, items.length, newItems(items, 1));
        case 'superset':
            return items.length === 0 ? undefined : mix(items, 0, items.length - 1, newItems(items, 0));
        case 'overlap': {
            const needed = minOverlap || 1;
            return mix(items, 0, Math.min(needed - 1, items.length), newItems(items, 0));
        }
        default:
            return undefined;
    }
}
function orderedMatchAccepted(gt, normalizers) {
    return gt.length === 0 ? fast_check_1.default.constant([]) : fast_check_1.default.tuple(...gt.map((item) => (0, normalizer_variants_js_1.normalizerVariants)(normalizers, (0, py_str_js_1.pyStr)(item))));
}
function orderedMatchRejected(gt, normalizers) {
    const strings = gt.map((item) => (0, py_str_js_1.pyStr)(item));
    const changed = strings.length === 0
        ? undefined
        : fast_check_1.default.nat(strings.length - 1).chain((at) => (0, normalizer_variants_js_1.nearMissTexts)(normalizers, strings[at]).map((miss) => strings.map((s, i) => (i === at ? miss : s))));
    const dropped = strings.length === 0 ? undefined : fast_check_1.default.nat(strings.length - 1).map((at) => strings.filter((_, i) => i !== at));
    const added = fast_check_1.default.string({ maxLength: 8 }).map((extra) => [...strings, extra]);
    return fast_check_1.default.oneof(added, ...[changed, dropped].filter((a) => a !== undefined));
}
