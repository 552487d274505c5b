"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EXCERPT_MATCH_THRESHOLD = void 0;
exports.fuzzyMatchExcerpt = fuzzyMatchExcerpt;
exports.acceptTemplateExcerpt = acceptTemplateExcerpt;
exports.acceptRubricExcerpt = acceptRubricExcerpt;
const compat_mode_js_1 = require("../compat/compat-mode.js");
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const longest_match_js_1 = require("./longest-match.js");
exports.EXCERPT_MATCH_THRESHOLD = 0.75;
const NO_MATCH = { matchFound: false, similarity: 0 };
function fuzzyMatchExcerpt(excerpt, trace, options = {}) {
    if (!excerpt || !trace)
        return NO_MATCH;
    const a = Array.from((0, py_whitespace_js_1.pySplitWhitespace)(excerpt).join(' '));
    const b = Array.from((0, py_whitespace_js_1.pySplitWhitespace)(trace).join(' '));
    if (a.length === 0 || b.length === 0)
        return NO_MATCH;
    const { size } = (0, longest_match_js_1.findLongestMatch)(a, b, { autojunk: (0, compat_mode_js_1.isPythonCompat)(options.compat) });
    if (size === 0)
        return NO_MATCH;
    const similarity = size / a.length;
    return { matchFound: similarity >= exports.EXCERPT_MATCH_THRESHOLD, similarity };
}
function acceptTemplateExcerpt(match, threshold) {
    return match.matchFound || match.similarity >= threshold;
}
function acceptRubricExcerpt(match, threshold) {
    return match.matchFound && match.similarity >= threshold;
}
