"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseSet = parseSet;
const py_regex_escape_js_1 = require("./py-regex-escape.js");
function parseSet(source) {
    const here = source.tell() - 1;
    const items = [];
    const negate = source.match('^');
    for (;;) {
        const current = source.get();
        if (current === null)
            throw source.error('unterminated character set', source.tell() - here);
        if (current === ']' && items.length)
            break;
        const code1 = current.length > 1 && current[0] === '\\' ? (0, py_regex_escape_js_1.classEscape)(source, current) : { kind: 'literal', code: current.codePointAt(0) };
        if (source.match('-')) {
            const that = source.get();
            if (that === null)
                throw source.error('unterminated character set', source.tell() - here);
            if (that === ']') {
                items.push(code1, { kind: 'literal', code: 45 });
                break;
            }
            const code2 = that.length > 1 && that[0] === '\\' ? (0, py_regex_escape_js_1.classEscape)(source, that) : { kind: 'literal', code: that.codePointAt(0) };
            const width = Array.from(current).length + 1 + Array.from(that).length;
            if (code1.kind !== 'literal' || code2.kind !== 'literal' || code2.code < code1.code) {
                throw source.error(`bad character range ${current}-${that}`, width);
            }
            items.push({ kind: 'range', lo: code1.code, hi: code2.code });
        }
        else {
            items.push(code1);
        }
    }
    if (items.length === 1 && items[0].kind === 'literal') {
        return negate ? { op: 'not_literal', code: items[0].code } : { op: 'literal', code: items[0].code };
    }
    return { op: 'in', negate, items };
}
