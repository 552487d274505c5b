"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.synonymMap = synonymMap;
exports.isSynonymMap = isSynonymMap;
exports.isKnownNormalizer = isKnownNormalizer;
exports.applyNormalizer = applyNormalizer;
exports.applyNormalizers = applyNormalizers;
const check_error_js_1 = require("../errors/check-error.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const py_lower_js_1 = require("../compat/py-lower.js");
const py_str_js_1 = require("../compat/py-str.js");
const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g;
const WHITESPACE_RUNS = new RegExp(`[${py_whitespace_js_1.PY_WHITESPACE_CLASS}]+`, 'gu');
const BUILT_INS = {
    lowercase: py_lower_js_1.pyLower,
    strip: py_whitespace_js_1.pyStrip,
    remove_punctuation: (text) => text.replace(PUNCTUATION, ''),
    collapse_whitespace: (text) => (0, py_whitespace_js_1.pyStrip)(text.replace(WHITESPACE_RUNS, ' ')),
};
function synonymMap(mapping) {
    if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) {
        throw new validation_error_js_1.ValidationError(['mapping'], 'expected an object of string → string', 'SynonymMap');
    }
    for (const [key, value] of Object.entries(mapping)) {
        if (typeof value !== 'string')
            throw new validation_error_js_1.ValidationError(['mapping', key], `expected a string, got ${typeof value}`, 'SynonymMap');
    }
    return { mapping: { ...mapping } };
}
function isSynonymMap(normalizer) {
    if (typeof normalizer !== 'object' || normalizer === null)
        return false;
    const mapping = normalizer.mapping;
    return typeof mapping === 'object' && mapping !== null && !Array.isArray(mapping);
}
function isKnownNormalizer(normalizer) {
    return isSynonymMap(normalizer) || (typeof normalizer === 'string' && Object.hasOwn(BUILT_INS, normalizer));
}
function applyNormalizer(normalizer, text) {
    if (isSynonymMap(normalizer)) {
        return Object.hasOwn(normalizer.mapping, text) ? normalizer.mapping[text] : text;
    }
    if (typeof normalizer === 'string' && Object.hasOwn(BUILT_INS, normalizer)) {
        return BUILT_INS[normalizer](text);
    }
    throw new check_error_js_1.CheckError('value', `Unknown normalizer: ${(0, py_str_js_1.pyRepr)(normalizer)}`);
}
function applyNormalizers(normalizers, text) {
    let out = text;
    for (const normalizer of normalizers)
        out = applyNormalizer(normalizer, out);
    return out;
}
