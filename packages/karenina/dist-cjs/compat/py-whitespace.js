"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PY_WHITESPACE_CLASS = void 0;
exports.isPyWhitespace = isPyWhitespace;
exports.pyStrip = pyStrip;
exports.pyLstrip = pyLstrip;
exports.pyRstrip = pyRstrip;
exports.pySplitWhitespace = pySplitWhitespace;
exports.codePointLength = codePointLength;
exports.PY_WHITESPACE_CLASS = '\\t\\n\\x0b\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const WS_CHAR = new RegExp(`^[${exports.PY_WHITESPACE_CLASS}]$`, 'u');
const LEADING = new RegExp(`^[${exports.PY_WHITESPACE_CLASS}]+`, 'u');
const RUNS = new RegExp(`[${exports.PY_WHITESPACE_CLASS}]+`, 'u');
function isPyWhitespace(ch) {
    return WS_CHAR.test(ch);
}
function pyStrip(s) {
    return pyRstrip(pyLstrip(s));
}
function pyLstrip(s) {
    return s.replace(LEADING, '');
}
function pyRstrip(s) {
    let end = s.length;
    while (end > 0 && isPyWhitespace(s[end - 1]))
        end--;
    return end === s.length ? s : s.slice(0, end);
}
function pySplitWhitespace(s) {
    const stripped = pyStrip(s);
    return stripped === '' ? [] : stripped.split(RUNS);
}
function codePointLength(s) {
    let n = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
            const d = s.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff)
                i++;
        }
        n++;
    }
    return n;
}
