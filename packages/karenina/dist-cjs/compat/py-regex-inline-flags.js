"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isInlineFlag = isInlineFlag;
exports.parseFlags = parseFlags;
const py_regex_syntax_js_1 = require("./py-regex-syntax.js");
const INLINE_FLAGS = {
    i: py_regex_syntax_js_1.PY_RE.IGNORECASE,
    L: py_regex_syntax_js_1.PY_RE.LOCALE,
    m: py_regex_syntax_js_1.PY_RE.MULTILINE,
    s: py_regex_syntax_js_1.PY_RE.DOTALL,
    x: py_regex_syntax_js_1.PY_RE.VERBOSE,
    a: py_regex_syntax_js_1.PY_RE.ASCII,
    t: py_regex_syntax_js_1.PY_RE.TEMPLATE,
    u: py_regex_syntax_js_1.PY_RE.UNICODE,
};
const isAlpha = (c) => /^\p{L}$/u.test(c);
function isInlineFlag(char) {
    return Object.hasOwn(INLINE_FLAGS, char);
}
function parseFlags(source, state, first) {
    let char = first;
    let addFlags = 0;
    let delFlags = 0;
    if (char !== '-') {
        for (;;) {
            const flag = INLINE_FLAGS[char];
            if (char === 'L')
                throw source.error("bad inline flags: cannot use 'L' flag with a str pattern");
            addFlags |= flag;
            if (flag & py_regex_syntax_js_1.TYPE_FLAGS && (addFlags & py_regex_syntax_js_1.TYPE_FLAGS) !== flag)
                throw source.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible");
            char = source.get();
            if (char === null)
                throw source.error('missing -, : or )');
            if (char === ')' || char === '-' || char === ':')
                break;
            if (!(Object.hasOwn(INLINE_FLAGS, char)))
                throw source.error(isAlpha(char) ? 'unknown flag' : 'missing -, : or )', Array.from(char).length);
        }
    }
    if (char === ')') {
        state.flags |= addFlags;
        return null;
    }
    if (addFlags & py_regex_syntax_js_1.GLOBAL_FLAGS)
        throw source.error('bad inline flags: cannot turn on global flag', 1);
    if (char === '-') {
        char = source.get();
        if (char === null)
            throw source.error('missing flag');
        if (!(Object.hasOwn(INLINE_FLAGS, char)))
            throw source.error(isAlpha(char) ? 'unknown flag' : 'missing flag', Array.from(char).length);
        for (;;) {
            const flag = INLINE_FLAGS[char];
            if (flag & py_regex_syntax_js_1.TYPE_FLAGS)
                throw source.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'");
            delFlags |= flag;
            char = source.get();
            if (char === null)
                throw source.error('missing :');
            if (char === ':')
                break;
            if (!(Object.hasOwn(INLINE_FLAGS, char)))
                throw source.error(isAlpha(char) ? 'unknown flag' : 'missing :', Array.from(char).length);
        }
    }
    if (delFlags & py_regex_syntax_js_1.GLOBAL_FLAGS)
        throw source.error('bad inline flags: cannot turn off global flag', 1);
    if (addFlags & delFlags)
        throw source.error('bad inline flags: flag turned on and off', 1);
    return [addFlags, delFlags];
}
