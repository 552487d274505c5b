"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parsePyPattern = parsePyPattern;
const check_error_js_1 = require("../errors/check-error.js");
const py_regex_escape_js_1 = require("./py-regex-escape.js");
const py_regex_inline_flags_js_1 = require("./py-regex-inline-flags.js");
const py_regex_set_js_1 = require("./py-regex-set.js");
const py_regex_syntax_js_1 = require("./py-regex-syntax.js");
const py_regex_tokenizer_js_1 = require("./py-regex-tokenizer.js");
const py_str_js_1 = require("./py-str.js");
const SPECIAL_CHARS = '.\\[{()*+?^$|';
const REPEAT_CHARS = '*+?{';
const DIGITS = '0123456789';
const WHITESPACE = ' \t\n\r\v\f';
const isDigit = (c) => c !== null && c.length === 1 && DIGITS.includes(c);
function parsePyPattern(pattern, flags) {
    const source = new py_regex_tokenizer_js_1.Tokenizer(pattern);
    const state = new py_regex_syntax_js_1.ParseState();
    state.flags = flags;
    const body = parseSub(source, state, (flags & py_regex_syntax_js_1.PY_RE.VERBOSE) !== 0, 0);
    state.flags = fixFlags(state.flags);
    if (source.next !== null)
        throw source.error('unbalanced parenthesis');
    for (const [group, position] of state.groupRefPos) {
        if (group >= state.groups)
            throw (0, py_regex_tokenizer_js_1.regexError)(pattern, `invalid group reference ${group}`, position);
    }
    return { body, flags: state.flags, groups: state.groups - 1, groupNames: state.groupNames };
}
function fixFlags(flags) {
    if (flags & py_regex_syntax_js_1.PY_RE.LOCALE)
        throw new check_error_js_1.CheckError('value', 'cannot use LOCALE flag with a str pattern');
    if (!(flags & py_regex_syntax_js_1.PY_RE.ASCII))
        return flags | py_regex_syntax_js_1.PY_RE.UNICODE;
    if (flags & py_regex_syntax_js_1.PY_RE.UNICODE)
        throw new check_error_js_1.CheckError('value', 'ASCII and UNICODE flags are incompatible');
    return flags;
}
function parseSub(source, state, verbose, nested) {
    const items = [];
    for (;;) {
        items.push(parse(source, state, verbose, nested + 1, !nested && !items.length));
        if (!source.match('|'))
            break;
        if (!nested)
            verbose = (state.flags & py_regex_syntax_js_1.PY_RE.VERBOSE) !== 0;
    }
    if (items.length === 1)
        return items[0];
    return new py_regex_syntax_js_1.SubPattern(state, [{ op: 'branch', alternatives: items }]);
}
function parse(source, state, verbose, nested, first = false) {
    const sub = new py_regex_syntax_js_1.SubPattern(state);
    const nodes = sub.nodes;
    for (;;) {
        let current = source.next;
        if (current === null || current === '|' || current === ')')
            break;
        source.get();
        if (verbose) {
            if (WHITESPACE.includes(current))
                continue;
            if (current === '#') {
                do
                    current = source.get();
                while (current !== null && current !== '\n');
                continue;
            }
        }
        if (current[0] === '\\' && current.length > 1) {
            nodes.push((0, py_regex_escape_js_1.escape)(source, current, state));
        }
        else if (!SPECIAL_CHARS.includes(current)) {
            nodes.push({ op: 'literal', code: current.codePointAt(0) });
        }
        else if (current === '[') {
            nodes.push((0, py_regex_set_js_1.parseSet)(source));
        }
        else if (REPEAT_CHARS.includes(current)) {
            parseRepeat(source, state, nodes, current);
        }
        else if (current === '.') {
            nodes.push({ op: 'any' });
        }
        else if (current === '(') {
            const node = parseGroup(source, state, verbose, nested, first && !nodes.length);
            if (node === 'global-flags')
                verbose = (state.flags & py_regex_syntax_js_1.PY_RE.VERBOSE) !== 0;
            else if (node)
                nodes.push(node);
        }
        else if (current === '^') {
            nodes.push({ op: 'at', code: 'beginning' });
        }
        else if (current === '$') {
            nodes.push({ op: 'at', code: 'end' });
        }
    }
    for (let i = nodes.length - 1; i >= 0; i--) {
        const node = nodes[i];
        if (node.op === 'subpattern' && node.group === null && !node.addFlags && !node.delFlags)
            nodes.splice(i, 1, ...node.body.nodes);
    }
    return sub;
}
function parseRepeat(source, state, nodes, current) {
    const here = source.tell();
    let min = 0;
    let max = py_regex_syntax_js_1.MAXREPEAT;
    if (current === '?')
        max = 1;
    else if (current === '+')
        min = 1;
    else if (current === '{') {
        if (source.next === '}') {
            nodes.push({ op: 'literal', code: 123 });
            return;
        }
        let lo = '';
        let hi = '';
        while (isDigit(source.next))
            lo += source.get();
        if (source.match(',')) {
            while (isDigit(source.next))
                hi += source.get();
        }
        else {
            hi = lo;
        }
        if (!source.match('}')) {
            nodes.push({ op: 'literal', code: 123 });
            source.seek(here);
            return;
        }
        const tooLarge = () => new check_error_js_1.CheckError('regex', `the repetition number is too large in ${(0, py_str_js_1.pyStrRepr)(source.pattern)}`);
        if (lo) {
            min = Number(lo);
            if (min >= py_regex_syntax_js_1.MAXREPEAT)
                throw tooLarge();
        }
        if (hi) {
            max = Number(hi);
            if (max >= py_regex_syntax_js_1.MAXREPEAT)
                throw tooLarge();
            if (max < min)
                throw source.error('min repeat greater than max repeat', source.tell() - here);
        }
    }
    const item = nodes[nodes.length - 1];
    const length = current.length;
    if (!item || item.op === 'at')
        throw source.error('nothing to repeat', source.tell() - here + length);
    if (item.op === 'repeat')
        throw source.error('multiple repeat', source.tell() - here + length);
    const body = item.op === 'subpattern' && item.group === null && !item.addFlags && !item.delFlags ? item.body : new py_regex_syntax_js_1.SubPattern(state, [item]);
    const mode = source.match('?') ? 'lazy' : source.match('+') ? 'possessive' : 'greedy';
    nodes[nodes.length - 1] = { op: 'repeat', mode, min, max, body };
}
function parseGroup(source, state, verbose, nested, atStart) {
    const start = source.tell() - 1;
    let capture = true;
    let atomic = false;
    let name = null;
    let addFlags = 0;
    let delFlags = 0;
    if (source.match('?')) {
        const char = source.get();
        if (char === null)
            throw source.error('unexpected end of pattern');
        if (char === 'P') {
            if (source.match('<')) {
                name = source.getUntil('>', 'group name');
                source.checkGroupName(name, 1);
            }
            else if (source.match('=')) {
                const refName = source.getUntil(')', 'group name');
                source.checkGroupName(refName, 1);
                const gid = state.groupNames.get(refName);
                const width = Array.from(refName).length + 1;
                if (gid === undefined)
                    throw source.error(`unknown group name ${(0, py_str_js_1.pyStrRepr)(refName)}`, width);
                if (!state.checkGroup(gid))
                    throw source.error('cannot refer to an open group', width);
                (0, py_regex_escape_js_1.checkLookbehindGroup)(state, gid, source);
                return { op: 'groupref', group: gid };
            }
            else {
                const next = source.get();
                if (next === null)
                    throw source.error('unexpected end of pattern');
                throw source.error(`unknown extension ?P${next}`, Array.from(next).length + 2);
            }
        }
        else if (char === ':') {
            capture = false;
        }
        else if (char === '#') {
            for (;;) {
                if (source.next === null)
                    throw source.error('missing ), unterminated comment', source.tell() - start);
                if (source.get() === ')')
                    break;
            }
            return null;
        }
        else if (char === '=' || char === '!' || char === '<') {
            return parseLookaround(source, state, verbose, nested, char, start);
        }
        else if (char === '(') {
            return parseConditional(source, state, verbose, nested, start);
        }
        else if (char === '>') {
            capture = false;
            atomic = true;
        }
        else if ((0, py_regex_inline_flags_js_1.isInlineFlag)(char) || char === '-') {
            const flags = (0, py_regex_inline_flags_js_1.parseFlags)(source, state, char);
            if (flags === null) {
                if (!atStart)
                    throw source.error('global flags not at the start of the expression', source.tell() - start);
                return 'global-flags';
            }
            ;
            [addFlags, delFlags] = flags;
            capture = false;
        }
        else {
            throw source.error(`unknown extension ?${char}`, Array.from(char).length + 1);
        }
    }
    let group = null;
    if (capture) {
        group = state.groups;
        if (name !== null) {
            const previous = state.groupNames.get(name);
            if (previous !== undefined) {
                throw source.error(`redefinition of group name ${(0, py_str_js_1.pyStrRepr)(name)} as group ${group}; was group ${previous}`, Array.from(name).length + 1);
            }
            state.groupNames.set(name, group);
        }
        state.groupWidths.push(null);
    }
    const subVerbose = (verbose || (addFlags & py_regex_syntax_js_1.PY_RE.VERBOSE) !== 0) && !(delFlags & py_regex_syntax_js_1.PY_RE.VERBOSE);
    const body = parseSub(source, state, subVerbose, nested + 1);
    if (!source.match(')'))
        throw source.error('missing ), unterminated subpattern', source.tell() - start);
    if (group !== null)
        state.groupWidths[group] = body.getWidth();
    if (atomic)
        return { op: 'atomic', body };
    return { op: 'subpattern', group, addFlags, delFlags, body };
}
function parseLookaround(source, state, verbose, nested, char, start) {
    let kind = char;
    let behind = false;
    const outerLookbehind = state.lookbehindGroups;
    if (kind === '<') {
        const next = source.get();
        if (next === null)
            throw source.error('unexpected end of pattern');
        if (next !== '=' && next !== '!')
            throw source.error(`unknown extension ?<${next}`, Array.from(next).length + 2);
        kind = next;
        behind = true;
        if (outerLookbehind === null)
            state.lookbehindGroups = state.groups;
    }
    const body = parseSub(source, state, verbose, nested + 1);
    if (behind && outerLookbehind === null)
        state.lookbehindGroups = null;
    if (!source.match(')'))
        throw source.error('missing ), unterminated subpattern', source.tell() - start);
    return { op: 'assert', negate: kind === '!', behind, body };
}
function parseConditional(source, state, verbose, nested, start) {
    const condName = source.getUntil(')', 'group name');
    const width = Array.from(condName).length + 1;
    let group;
    if (/^[\p{XID_Start}_]\p{XID_Continue}*$/u.test(condName)) {
        const gid = state.groupNames.get(condName);
        if (gid === undefined)
            throw source.error(`unknown group name ${(0, py_str_js_1.pyStrRepr)(condName)}`, width);
        group = gid;
    }
    else {
        const text = condName.trim().replace(/(?<=\p{Nd})_(?=\p{Nd})/gu, '');
        if (!/^[+-]?\p{Nd}+$/u.test(text))
            throw source.error(`bad character in group name ${(0, py_str_js_1.pyStrRepr)(condName)}`, width);
        group = Number(text.replace(/\p{Nd}/gu, (d) => String(digitValue(d))));
        if (group < 0)
            throw source.error(`bad character in group name ${(0, py_str_js_1.pyStrRepr)(condName)}`, width);
        if (!group)
            throw source.error('bad group number', width);
        if (group >= 2 ** 30)
            throw source.error(`invalid group reference ${group}`, width);
        if (!state.groupRefPos.has(group))
            state.groupRefPos.set(group, source.tell() - width);
    }
    (0, py_regex_escape_js_1.checkLookbehindGroup)(state, group, source);
    const yes = parse(source, state, verbose, nested + 1);
    let no = null;
    if (source.match('|')) {
        no = parse(source, state, verbose, nested + 1);
        if (source.next === '|')
            throw source.error('conditional backref with more than two branches');
    }
    if (!source.match(')'))
        throw source.error('missing ), unterminated subpattern', source.tell() - start);
    return { op: 'groupref_exists', group, yes, no };
}
function digitValue(d) {
    const cp = d.codePointAt(0);
    let k = 0;
    while (k < 100 && /\p{Nd}/u.test(String.fromCodePoint(cp - k - 1)))
        k++;
    return k % 10;
}
