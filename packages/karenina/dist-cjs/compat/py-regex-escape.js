"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.escape = escape;
exports.classEscape = classEscape;
exports.checkLookbehindGroup = checkLookbehindGroup;
const py_regex_tokenizer_js_1 = require("./py-regex-tokenizer.js");
const py_unicode_names_js_1 = require("./py-unicode-names.js");
const DIGITS = '0123456789';
const OCTDIGITS = '01234567';
const HEXDIGITS = '0123456789abcdefABCDEF';
const ASCII_LETTER = /^[A-Za-z]$/;
const ESCAPES = {
    '\\a': 7,
    '\\b': 8,
    '\\f': 12,
    '\\n': 10,
    '\\r': 13,
    '\\t': 9,
    '\\v': 11,
    '\\\\': 92,
};
const CATEGORIES = {
    '\\d': 'digit',
    '\\D': 'not_digit',
    '\\s': 'space',
    '\\S': 'not_space',
    '\\w': 'word',
    '\\W': 'not_word',
};
const AT_ESCAPES = {
    '\\A': 'beginning_string',
    '\\b': 'boundary',
    '\\B': 'non_boundary',
    '\\Z': 'end_string',
};
function codeEscape(source, escape) {
    const c = escape[1];
    const width = c === 'x' ? 2 : c === 'u' ? 4 : c === 'U' ? 8 : 0;
    if (width) {
        const digits = source.getWhile(width, HEXDIGITS);
        const full = escape + digits;
        if (digits.length !== width)
            throw source.error(`incomplete escape ${full}`, full.length);
        const code = parseInt(digits, 16);
        if (code > 0x10ffff)
            throw source.error(`bad escape ${full}`, full.length);
        return code;
    }
    if (c === 'N') {
        if (!source.match('{'))
            throw source.error('missing {');
        const name = source.getUntil('}', 'character name');
        const code = (0, py_unicode_names_js_1.lookupUnicodeName)(name);
        if (code === undefined)
            throw (0, py_regex_tokenizer_js_1.unsupportedRegex)(source.pattern, `the named escape \\N{${name}} (unknown to karenina-ts's name table)`);
        return code;
    }
    return undefined;
}
function escape(source, escapeText, state) {
    const at = AT_ESCAPES[escapeText];
    if (at)
        return { op: 'at', code: at };
    const category = CATEGORIES[escapeText];
    if (category)
        return { op: 'in', negate: false, items: [{ kind: 'category', category }] };
    const simple = ESCAPES[escapeText];
    if (simple !== undefined)
        return { op: 'literal', code: simple };
    const code = codeEscape(source, escapeText);
    if (code !== undefined)
        return { op: 'literal', code };
    const c = escapeText.slice(1);
    let text = escapeText;
    if (c === '0') {
        text += source.getWhile(2, OCTDIGITS);
        return { op: 'literal', code: parseInt(text.slice(1), 8) };
    }
    if (DIGITS.includes(c)) {
        if (source.next !== null && source.next.length === 1 && DIGITS.includes(source.next)) {
            text += source.get();
            if (OCTDIGITS.includes(text[1]) && OCTDIGITS.includes(text[2]) && source.next !== null && source.next.length === 1 && OCTDIGITS.includes(source.next)) {
                text += source.get();
                const value = parseInt(text.slice(1), 8);
                if (value > 0o377)
                    throw source.error(`octal escape value ${text} outside of range 0-0o377`, text.length);
                return { op: 'literal', code: value };
            }
        }
        const group = parseInt(text.slice(1), 10);
        if (group < state.groups) {
            if (!state.checkGroup(group))
                throw source.error('cannot refer to an open group', text.length);
            checkLookbehindGroup(state, group, source);
            return { op: 'groupref', group };
        }
        throw source.error(`invalid group reference ${group}`, text.length - 1);
    }
    if (ASCII_LETTER.test(c))
        throw source.error(`bad escape ${escapeText}`, escapeText.length);
    return { op: 'literal', code: c.codePointAt(0) };
}
function classEscape(source, escapeText) {
    const simple = ESCAPES[escapeText];
    if (simple !== undefined)
        return { kind: 'literal', code: simple };
    const category = CATEGORIES[escapeText];
    if (category)
        return { kind: 'category', category };
    const code = codeEscape(source, escapeText);
    if (code !== undefined)
        return { kind: 'literal', code };
    const c = escapeText.slice(1);
    if (OCTDIGITS.includes(c)) {
        const text = escapeText + source.getWhile(2, OCTDIGITS);
        const value = parseInt(text.slice(1), 8);
        if (value > 0o377)
            throw source.error(`octal escape value ${text} outside of range 0-0o377`, text.length);
        return { kind: 'literal', code: value };
    }
    if (DIGITS.includes(c) || ASCII_LETTER.test(c))
        throw source.error(`bad escape ${escapeText}`, escapeText.length);
    return { kind: 'literal', code: c.codePointAt(0) };
}
function checkLookbehindGroup(state, gid, source) {
    if (state.lookbehindGroups === null)
        return;
    if (!state.checkGroup(gid))
        throw source.error('cannot refer to an open group');
    if (gid >= state.lookbehindGroups)
        throw source.error('cannot refer to group defined in the same lookbehind subpattern');
}
