"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.textContaining = textContaining;
exports.containsAnyAccepted = containsAnyAccepted;
exports.containsAllAccepted = containsAllAccepted;
exports.containsAnyRejected = containsAnyRejected;
exports.containsAllRejected = containsAllRejected;
exports.exactStringNearMisses = exactStringNearMisses;
const fast_check_1 = __importDefault(require("fast-check"));
const py_lower_js_1 = require("../compat/py-lower.js");
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const normalizers_js_1 = require("../primitives/normalizers.js");
const normalizer_variants_js_1 = require("./normalizer-variants.js");
const WORD_CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
function excludedBy(texts) {
    const banned = new Set();
    let whitespace = false;
    for (const text of texts) {
        for (const ch of text) {
            banned.add((0, py_lower_js_1.pyLower)(ch));
            if ((0, py_whitespace_js_1.isPyWhitespace)(ch))
                whitespace = true;
        }
    }
    return (ch) => banned.has((0, py_lower_js_1.pyLower)(ch)) || (whitespace && (0, py_whitespace_js_1.isPyWhitespace)(ch)) || [...(0, py_lower_js_1.pyLower)(ch)].some((c) => banned.has(c));
}
function filler(excluded) {
    const alphabet = WORD_CHARS.filter((ch) => !excluded(ch));
    if (alphabet.length === 0)
        return fast_check_1.default.constant('');
    const separator = excluded(' ') ? '' : ' ';
    return fast_check_1.default.array(fast_check_1.default.array(fast_check_1.default.constantFrom(...alphabet), { minLength: 1, maxLength: 8 }).map((w) => w.join('')), { maxLength: 3 }).map((words) => words.join(separator));
}
function textContaining(substrings, padding = filler(() => false)) {
    return fast_check_1.default
        .record({ order: fast_check_1.default.shuffledSubarray([...substrings], { minLength: substrings.length, maxLength: substrings.length }), before: padding, after: padding })
        .map(({ order, before, after }) => [before, ...order, after].join(' '));
}
function containsAnyAccepted(substrings, normalizers) {
    if (substrings.length === 0)
        return undefined;
    if (normalizers.some(normalizers_js_1.isSynonymMap))
        return fast_check_1.default.constantFrom(...substrings);
    return fast_check_1.default.constantFrom(...substrings).chain((s) => textContaining([s]));
}
function containsAllAccepted(substrings, normalizers) {
    if (normalizers.some(normalizers_js_1.isSynonymMap))
        return substrings.length === 1 ? fast_check_1.default.constant(substrings[0]) : undefined;
    return textContaining(substrings);
}
function containsAnyRejected(substrings, normalizers) {
    const normalized = substrings.map((s) => (0, normalizers_js_1.applyNormalizers)(normalizers, s));
    if (normalized.some((s) => s === ''))
        return undefined;
    return withoutSynonymHits(filler(excludedBy([...substrings, ...normalized])), normalizers);
}
function containsAllRejected(substrings, normalizers) {
    const candidates = substrings.filter((s) => (0, normalizers_js_1.applyNormalizers)(normalizers, s) !== '');
    if (candidates.length === 0)
        return undefined;
    const text = fast_check_1.default.constantFrom(...candidates).chain((missing) => {
        const excluded = excludedBy([missing, (0, normalizers_js_1.applyNormalizers)(normalizers, missing)]);
        const others = substrings.filter((s) => ![...s].some(excluded) && ![...(0, py_lower_js_1.pyLower)(s)].some(excluded));
        return textContaining(others, filler(excluded));
    });
    return withoutSynonymHits(text, normalizers);
}
function withoutSynonymHits(text, normalizers) {
    if (!normalizers.some(normalizers_js_1.isSynonymMap))
        return text;
    return text.filter((t) => !normalizers.some((n, i) => (0, normalizers_js_1.isSynonymMap)(n) && Object.hasOwn(n.mapping, (0, normalizers_js_1.applyNormalizers)(normalizers.slice(0, i), t))));
}
function exactStringNearMisses(text) {
    return (0, normalizer_variants_js_1.nearMissTexts)([], text);
}
