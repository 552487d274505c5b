"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.translatePyPattern = translatePyPattern;
const check_error_js_1 = require("../errors/check-error.js");
const py_regex_syntax_js_1 = require("./py-regex-syntax.js");
const py_regex_tokenizer_js_1 = require("./py-regex-tokenizer.js");
const py_str_js_1 = require("./py-str.js");
const py_whitespace_js_1 = require("./py-whitespace.js");
const ANY_CHAR = '[\\s\\S]';
const WORD_UNICODE = '\\p{L}\\p{N}_';
const WORD_ASCII = 'A-Za-z0-9_';
const SPACE_ASCII = ' \\t\\n\\r\\f\\v';
const SYNTAX = '^$\\.*+?()[]{}|/';
const CLASS_SYNTAX = '\\]-^[';
const wantsJsIgnoreCase = (flags) => (flags & py_regex_syntax_js_1.PY_RE.IGNORECASE) !== 0 && (flags & py_regex_syntax_js_1.PY_RE.UNICODE) !== 0;
const asciiIgnoreCase = (flags) => (flags & py_regex_syntax_js_1.PY_RE.IGNORECASE) !== 0 && (flags & py_regex_syntax_js_1.PY_RE.UNICODE) === 0;
const isAsciiLetter = (cp) => (cp >= 65 && cp <= 90) || (cp >= 97 && cp <= 122);
const otherCase = (cp) => cp ^ 0x20;
const TURKISH_I = [0x49, 0x69, 0x130, 0x131];
const TURKISH_I_CLASS = 'Ii\\u{130}\\u{131}';
function caseVariants(cp, flags) {
    if (asciiIgnoreCase(flags) && isAsciiLetter(cp))
        return classLiteral(cp) + classLiteral(otherCase(cp));
    if (wantsJsIgnoreCase(flags) && TURKISH_I.includes(cp))
        return TURKISH_I_CLASS;
    return undefined;
}
function hex(cp) {
    return `\\u{${cp.toString(16)}}`;
}
function literal(cp) {
    if (cp >= 0x20 && cp < 0x7f) {
        const ch = String.fromCharCode(cp);
        return SYNTAX.includes(ch) ? `\\${ch}` : ch;
    }
    return hex(cp);
}
function classLiteral(cp) {
    if (cp >= 0x20 && cp < 0x7f) {
        const ch = String.fromCharCode(cp);
        return CLASS_SYNTAX.includes(ch) ? `\\${ch}` : ch;
    }
    return hex(cp);
}
function quantifier(min, max) {
    if (max === py_regex_syntax_js_1.MAXREPEAT)
        return min === 0 ? '*' : min === 1 ? '+' : `{${min},}`;
    if (min === 0 && max === 1)
        return '?';
    return min === max ? `{${min}}` : `{${min},${max}}`;
}
function category(category, flags) {
    const unicode = (flags & py_regex_syntax_js_1.PY_RE.UNICODE) !== 0;
    const digit = unicode ? '\\p{Nd}' : '0-9';
    const space = unicode ? py_whitespace_js_1.PY_WHITESPACE_CLASS : SPACE_ASCII;
    const word = unicode ? WORD_UNICODE : WORD_ASCII;
    switch (category) {
        case 'digit':
            return { atoms: digit };
        case 'not_digit':
            return unicode ? { atoms: '\\P{Nd}' } : { negated: `[^${digit}]` };
        case 'space':
            return { atoms: space };
        case 'not_space':
            return { negated: `[^${space}]` };
        case 'word':
            return { atoms: word };
        case 'not_word':
            return { negated: `[^${word}]` };
    }
}
function asciiCaseRanges(lo, hi) {
    const out = [];
    for (const [a, b] of [
        [97, 122],
        [65, 90],
    ]) {
        const from = Math.max(lo, a);
        const to = Math.min(hi, b);
        if (from <= to)
            out.push([otherCase(from), otherCase(to)]);
    }
    return out;
}
class Translator {
    pattern;
    helpers = 0;
    usesModifiers = false;
    caseInsensitiveBackreference = false;
    lookback = 0;
    constructor(pattern) {
        this.pattern = pattern;
    }
    sequence(sub, ctx) {
        return sub.nodes.map((node) => this.node(node, ctx)).join('');
    }
    node(node, ctx) {
        switch (node.op) {
            case 'literal': {
                const variants = caseVariants(node.code, ctx.flags);
                if (variants)
                    return `[${variants}]`;
                return ctx.scopedIgnoreCase && node.code > 0x7f ? `[${classLiteral(node.code)}]` : literal(node.code);
            }
            case 'not_literal':
                return `[^${caseVariants(node.code, ctx.flags) ?? classLiteral(node.code)}]`;
            case 'any':
                return ctx.flags & py_regex_syntax_js_1.PY_RE.DOTALL ? ANY_CHAR : '[^\\n]';
            case 'in':
                return this.set(node.negate, node.items, ctx);
            case 'branch':
                return `(?:${node.alternatives.map((alt) => this.sequence(alt, ctx)).join('|')})`;
            case 'subpattern': {
                const flags = (0, py_regex_syntax_js_1.combineFlags)(ctx.flags, node.addFlags, node.delFlags);
                const jsIgnoreCase = wantsJsIgnoreCase(flags);
                const modified = jsIgnoreCase !== ctx.jsIgnoreCase;
                const scopedIgnoreCase = modified ? jsIgnoreCase : ctx.scopedIgnoreCase;
                let inner = this.sequence(node.body, { ...ctx, flags, jsIgnoreCase, scopedIgnoreCase });
                if (modified)
                    inner = this.modifier(jsIgnoreCase, inner);
                return node.group === null ? `(?:${inner})` : `(?<p${node.group}>${inner})`;
            }
            case 'atomic':
                return this.atomic(this.sequence(node.body, ctx), ctx);
            case 'repeat': {
                if (ctx.flags & py_regex_syntax_js_1.PY_RE.TEMPLATE) {
                    const op = node.mode === 'lazy' ? 'MIN_REPEAT' : node.mode === 'possessive' ? 'POSSESSIVE_REPEAT' : 'MAX_REPEAT';
                    throw this.error(`internal: unsupported template operator ${op}`);
                }
                const body = this.atom(node.body, ctx) + quantifier(node.min, node.max);
                if (node.mode === 'lazy')
                    return `${body}?`;
                return node.mode === 'possessive' ? this.atomic(body, ctx) : body;
            }
            case 'at':
                return this.at(node.code, ctx.flags);
            case 'assert': {
                if (node.behind) {
                    const [lo, hi] = node.body.getWidth();
                    if (lo > 0xffffffff)
                        throw this.error('looks too much behind');
                    if (lo !== hi)
                        throw this.error('look-behind requires fixed-width pattern');
                    this.lookback += lo;
                }
                const inner = this.sequence(node.body, { ...ctx, behind: ctx.behind || node.behind });
                return `(?${node.behind ? '<' : ''}${node.negate ? '!' : '='}${inner})`;
            }
            case 'groupref': {
                const ref = `\\k<p${node.group}>`;
                if (ctx.jsIgnoreCase || asciiIgnoreCase(ctx.flags))
                    this.caseInsensitiveBackreference = true;
                return asciiIgnoreCase(ctx.flags) ? this.modifier(true, ref) : ref;
            }
            case 'groupref_exists':
                throw (0, py_regex_tokenizer_js_1.unsupportedRegex)(this.pattern, `the conditional group (?(${node.group})…)`);
        }
    }
    atom(body, ctx) {
        const only = body.nodes.length === 1 ? body.nodes[0] : undefined;
        const single = only && ['literal', 'not_literal', 'any', 'in', 'subpattern', 'groupref'].includes(only.op);
        return single ? this.node(only, ctx) : `(?:${this.sequence(body, ctx)})`;
    }
    atomic(inner, ctx) {
        if (ctx.behind)
            return `(?:${inner})`;
        const name = `h${++this.helpers}`;
        return `(?=(?<${name}>${inner}))\\k<${name}>`;
    }
    modifier(ignoreCase, inner) {
        this.usesModifiers = true;
        return `(?${ignoreCase ? 'i' : '-i'}:${inner})`;
    }
    at(code, flags) {
        const multiline = (flags & py_regex_syntax_js_1.PY_RE.MULTILINE) !== 0;
        if (code === 'boundary' || code === 'non_boundary' || (code === 'beginning' && multiline))
            this.lookback += 1;
        const word = (flags & py_regex_syntax_js_1.PY_RE.UNICODE) !== 0 ? WORD_UNICODE : WORD_ASCII;
        switch (code) {
            case 'beginning':
                return multiline ? '(?<![^\\n])' : '^';
            case 'end':
                return multiline ? '(?![^\\n])' : '(?=\\n?$)';
            case 'beginning_string':
                return '^';
            case 'end_string':
                return '$';
            case 'boundary':
                return `(?:(?<=[${word}])(?![${word}])|(?<![${word}])(?=[${word}]))`;
            case 'non_boundary':
                return `(?:(?<=[${word}])(?=[${word}])|(?<![${word}])(?![${word}])(?:(?<=${ANY_CHAR})|(?=${ANY_CHAR})))`;
        }
    }
    set(negate, items, ctx) {
        let atoms = '';
        const negatedClasses = [];
        const ascii = asciiIgnoreCase(ctx.flags);
        for (const item of items) {
            if (item.kind === 'literal') {
                atoms += caseVariants(item.code, ctx.flags) ?? classLiteral(item.code);
            }
            else if (item.kind === 'range') {
                atoms += `${classLiteral(item.lo)}-${classLiteral(item.hi)}`;
                if (ascii)
                    for (const [lo, hi] of asciiCaseRanges(item.lo, item.hi))
                        atoms += `${classLiteral(lo)}-${classLiteral(hi)}`;
                else if (ctx.jsIgnoreCase && TURKISH_I.some((cp) => cp >= item.lo && cp <= item.hi))
                    atoms += TURKISH_I_CLASS;
            }
            else {
                const translated = category(item.category, ctx.flags);
                if ('atoms' in translated)
                    atoms += translated.atoms;
                else
                    negatedClasses.push(translated.negated);
            }
        }
        if (!negatedClasses.length)
            return `[${negate ? '^' : ''}${atoms}]`;
        const alternatives = atoms ? [`[${atoms}]`, ...negatedClasses] : negatedClasses;
        const union = alternatives.length === 1 ? alternatives[0] : `(?:${alternatives.join('|')})`;
        return negate ? `(?:(?!${union})${ANY_CHAR})` : union;
    }
    error(message) {
        return new check_error_js_1.CheckError('regex', `invalid regular expression ${(0, py_str_js_1.pyStrRepr)(this.pattern)}: ${message}`);
    }
}
function translatePyPattern(parsed, pattern) {
    const translator = new Translator(pattern);
    const ignoreCase = wantsJsIgnoreCase(parsed.flags);
    const source = translator.sequence(parsed.body, { flags: parsed.flags, jsIgnoreCase: ignoreCase, behind: false, scopedIgnoreCase: false });
    return {
        source,
        ignoreCase,
        usesModifiers: translator.usesModifiers,
        caseInsensitiveBackreference: translator.caseInsensitiveBackreference,
        lookback: translator.lookback,
    };
}
