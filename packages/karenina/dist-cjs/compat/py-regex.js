"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PyRegex = void 0;
exports.compilePyRegex = compilePyRegex;
exports.pyFindall = pyFindall;
const check_error_js_1 = require("../errors/check-error.js");
const py_regex_flags_js_1 = require("./py-regex-flags.js");
const py_regex_parse_js_1 = require("./py-regex-parse.js");
const py_regex_translate_js_1 = require("./py-regex-translate.js");
const regexp_modifiers_js_1 = require("./regexp-modifiers.js");
const py_str_js_1 = require("./py-str.js");
const py_tuple_js_1 = require("./py-tuple.js");
const INLINE_ENGINE = {
    evaluate: (run) => run(),
    exec(regex, text) {
        const match = regex.exec(text);
        return match && { index: match.index, text: match[0], groups: match.groups };
    },
};
class PyRegex {
    pattern;
    engine;
    flagBits;
    groups;
    groupIndex;
    compiled;
    scan;
    sticky;
    nonEmpty = new Map();
    constructor(pattern, compiled, engine = INLINE_ENGINE) {
        this.pattern = pattern;
        this.engine = engine;
        this.compiled = compiled;
        this.flagBits = compiled.flagBits;
        this.groups = compiled.groups;
        this.groupIndex = compiled.groupIndex;
        this.scan = new RegExp(compiled.source, `${compiled.jsFlags}g`);
    }
    search(text) {
        return this.engine.evaluate(() => this.searchFrom(text, 0) !== null);
    }
    withEngine(engine) {
        return new PyRegex(this.pattern, this.compiled, engine);
    }
    match(text) {
        const found = this.engine.evaluate(() => this.stickyAt(text, 0));
        return found && { start: 0, end: found.text.length, text: found.text, groups: this.groupsOf(found) };
    }
    *finditer(text) {
        let position = 0;
        let mustAdvance = false;
        while (position <= text.length) {
            const found = mustAdvance ? this.searchAdvancing(text, position) : this.searchFrom(text, position);
            if (!found)
                return;
            const end = found.index + found.text.length;
            yield { start: found.index, end, text: found.text, groups: this.groupsOf(found) };
            mustAdvance = end === found.index;
            position = end;
        }
    }
    findall(text) {
        return this.engine.evaluate(() => {
            const items = [];
            for (const match of this.finditer(text)) {
                if (this.groups === 0)
                    items.push(match.text);
                else if (this.groups === 1)
                    items.push(match.groups[0] ?? '');
                else
                    items.push(new py_tuple_js_1.PyTuple(match.groups.map((group) => group ?? '')));
            }
            return items;
        });
    }
    count(text) {
        return this.countUpTo(text, Infinity);
    }
    countUpTo(text, limit) {
        return this.engine.evaluate(() => {
            let n = 0;
            if (n >= limit)
                return n;
            for (const _ of this.finditer(text))
                if (++n >= limit)
                    break;
            return n;
        });
    }
    groupsOf(found) {
        const out = [];
        for (let g = 1; g <= this.groups; g++)
            out.push(found.groups?.[`p${g}`]);
        return out;
    }
    searchFrom(text, position) {
        this.scan.lastIndex = position;
        for (;;) {
            const match = this.engine.exec(this.scan, text);
            if (!match || !splitsPair(text, match.index))
                return match;
            this.scan.lastIndex = match.index + 1;
        }
    }
    stickyAt(text, position) {
        this.sticky ??= new RegExp(this.compiled.source, `${this.compiled.jsFlags}y`);
        this.sticky.lastIndex = position;
        const match = this.engine.exec(this.sticky, text);
        return match && { index: position, text: match.text, groups: match.groups };
    }
    searchAdvancing(text, position) {
        if (position >= text.length)
            return null;
        if (this.compiled.canMatchNonEmpty) {
            const preferred = this.stickyAt(text, position);
            if (preferred?.text)
                return preferred;
            if (preferred) {
                const found = this.nonEmptyAt(text, position);
                if (found)
                    return found;
            }
        }
        const code = text.codePointAt(position);
        return this.searchFrom(text, position + (code > 0xffff ? 2 : 1));
    }
    nonEmptyAt(text, position) {
        let start = position;
        let back = 0;
        while (back <= this.compiled.lookback && start > 0) {
            start -= start >= 2 && splitsPair(text, start - 1) ? 2 : 1;
            back++;
        }
        let regex = this.nonEmpty.get(back);
        if (!regex) {
            regex = new RegExp(`(?:${this.compiled.source})(?<=[\\s\\S]{${back + 1}})`, `${this.compiled.jsFlags}y`);
            this.nonEmpty.set(back, regex);
        }
        regex.lastIndex = position - start;
        const match = this.engine.exec(regex, start ? text.slice(start) : text);
        return match && { index: position, text: match.text, groups: match.groups };
    }
}
exports.PyRegex = PyRegex;
function splitsPair(text, index) {
    if (index <= 0 || index >= text.length)
        return false;
    const before = text.charCodeAt(index - 1);
    const after = text.charCodeAt(index);
    return before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff;
}
const CACHE_SIZE = 512;
const cache = new Map();
function build(pattern, bits) {
    const parsed = (0, py_regex_parse_js_1.parsePyPattern)(pattern, bits);
    const translation = (0, py_regex_translate_js_1.translatePyPattern)(parsed, pattern);
    let source = translation.source;
    let jsFlags = translation.ignoreCase ? 'iu' : 'u';
    const spellOut = translation.usesModifiers && !translation.caseInsensitiveBackreference;
    if (translation.usesModifiers && translation.caseInsensitiveBackreference && !(0, regexp_modifiers_js_1.engineRunsModifiers)()) {
        throw new check_error_js_1.CheckError('regex', `regular expression ${(0, py_str_js_1.pyStrRepr)(pattern)} uses a back-reference under IGNORECASE in a pattern that scopes IGNORECASE to part of itself, which needs RegExp modifiers (Node.js 24; this is Node.js ${process.versions.node})`);
    }
    try {
        if (spellOut)
            ({ source, flags: jsFlags } = (0, regexp_modifiers_js_1.withoutModifiers)(source, jsFlags));
        return new PyRegex(pattern, {
            flagBits: parsed.flags,
            groups: parsed.groups,
            groupIndex: parsed.groupNames,
            source,
            jsFlags,
            canMatchNonEmpty: parsed.body.getWidth()[1] > 0,
            lookback: translation.lookback,
        });
    }
    catch (error) {
        throw new check_error_js_1.CheckError('regex', `regular expression ${(0, py_str_js_1.pyStrRepr)(pattern)} could not be translated to JavaScript: ${error.message}`, { cause: error });
    }
}
function compilePyRegex(pattern, flags = {}) {
    const bits = (0, py_regex_flags_js_1.pyRegexFlagBits)(flags);
    const key = `${bits}:${pattern}`;
    let entry = cache.get(key);
    if (entry === undefined) {
        try {
            entry = build(pattern, bits);
        }
        catch (error) {
            if (!(error instanceof check_error_js_1.CheckError))
                throw error;
            entry = error;
        }
        if (cache.size >= CACHE_SIZE)
            cache.delete(cache.keys().next().value);
    }
    else {
        cache.delete(key);
    }
    cache.set(key, entry);
    if (entry instanceof check_error_js_1.CheckError)
        throw new check_error_js_1.CheckError(entry.kind, entry.message, { cause: entry.cause });
    return entry;
}
function pyFindall(pattern, text, flags) {
    return compilePyRegex(pattern, flags).findall(text);
}
