"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.PYTHON_WHITESPACE = exports.ASCII_PUNCTUATION = void 0;
exports.normalizerVariants = normalizerVariants;
exports.nearMissTexts = nearMissTexts;
const fast_check_1 = __importDefault(require("fast-check"));
const py_lower_js_1 = require("../compat/py-lower.js");
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const normalizers_js_1 = require("../primitives/normalizers.js");
exports.ASCII_PUNCTUATION = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'];
exports.PYTHON_WHITESPACE = [
    ...'\t\n\x0b\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680',
    ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)),
    '\u2028',
    '\u2029',
    '\u202f',
    '\u205f',
    '\u3000',
];
const ASCII_ALNUM = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
const SIGMAS = /[Σσς]/u;
function unknownNormalizer(normalizers) {
    const known = new Set(['lowercase', 'strip', 'remove_punctuation', 'collapse_whitespace']);
    const found = normalizers.find((n) => !(0, normalizers_js_1.isSynonymMap)(n) && !(typeof n === 'string' && known.has(n)));
    return found === undefined ? undefined : String(found);
}
function erasureRules(normalizers) {
    const firstMap = normalizers.findIndex(normalizers_js_1.isSynonymMap);
    const effective = firstMap === -1 ? normalizers : normalizers.slice(0, firstMap);
    const at = (name) => effective.indexOf(name);
    const punctuation = at('remove_punctuation');
    const before = punctuation === -1 ? [] : effective.slice(0, punctuation);
    return {
        caseChanges: at('lowercase') !== -1,
        edgeWhitespace: at('strip') !== -1 || at('collapse_whitespace') !== -1,
        whitespaceRuns: at('collapse_whitespace') !== -1,
        punctuation: punctuation !== -1,
        punctuationAwayFromWhitespace: before.includes('strip') || before.includes('collapse_whitespace'),
        lowercaseBeforePunctuation: before.includes('lowercase'),
        synonymMaps: normalizers.filter(normalizers_js_1.isSynonymMap),
    };
}
function caseForms(ch) {
    if (SIGMAS.test(ch))
        return [ch];
    const forms = new Set([ch, ch.toUpperCase(), ch.toLowerCase()]);
    return [...forms].filter((form) => form === ch || (0, py_lower_js_1.pyLower)(form) === (0, py_lower_js_1.pyLower)(ch));
}
function caseVariants(chars, enabled) {
    if (!enabled || chars.length === 0)
        return fast_check_1.default.constant([...chars]);
    return fast_check_1.default.tuple(...chars.map((ch) => fast_check_1.default.constantFrom(...caseForms(ch))));
}
function punctuationSlots(chars, rules) {
    if (!rules.punctuation)
        return [];
    if (rules.lowercaseBeforePunctuation && chars.some((ch) => SIGMAS.test(ch)))
        return [];
    const slots = [];
    for (let i = 0; i <= chars.length; i++) {
        const left = chars[i - 1];
        const right = chars[i];
        const nearWhitespace = (left !== undefined && (0, py_whitespace_js_1.isPyWhitespace)(left)) || (right !== undefined && (0, py_whitespace_js_1.isPyWhitespace)(right));
        if (!rules.punctuationAwayFromWhitespace || !nearWhitespace)
            slots.push(i);
    }
    return slots;
}
function insertPunctuation(chars, slots, insertions) {
    const extra = new Map();
    for (const { slot, text } of insertions) {
        const at = slots[slot % slots.length];
        extra.set(at, (extra.get(at) ?? '') + text);
    }
    const out = [];
    for (let i = 0; i <= chars.length; i++) {
        const inserted = extra.get(i);
        if (inserted !== undefined)
            out.push(inserted);
        if (i < chars.length)
            out.push(chars[i]);
    }
    return out;
}
const whitespaceRun = (minLength) => fast_check_1.default.array(fast_check_1.default.constantFrom(...exports.PYTHON_WHITESPACE), { minLength, maxLength: 3 }).map((run) => run.join(''));
const WHITESPACE_RUNS = new RegExp(`[${py_whitespace_js_1.PY_WHITESPACE_CLASS}]+`, 'gu');
function respaceRuns(text, runs) {
    if (runs.length === 0)
        return text;
    let index = 0;
    return text.replace(WHITESPACE_RUNS, () => runs[index++ % runs.length]);
}
function normalizerVariants(normalizers, text) {
    const unknown = unknownNormalizer(normalizers);
    if (unknown !== undefined)
        throw new TypeError(`normalizerVariants: unknown normalizer "${unknown}" (applying it throws, so no text is accepted)`);
    const rules = erasureRules(normalizers);
    const chars = [...text];
    const slots = punctuationSlots(chars, rules);
    const insertion = fast_check_1.default.record({ slot: fast_check_1.default.nat(), text: fast_check_1.default.constantFrom(...exports.ASCII_PUNCTUATION) });
    const perturbed = fast_check_1.default
        .record({
        cased: caseVariants(chars, rules.caseChanges),
        punctuation: slots.length === 0 ? fast_check_1.default.constant([]) : fast_check_1.default.array(insertion, { maxLength: 3 }),
        runs: rules.whitespaceRuns ? fast_check_1.default.array(whitespaceRun(1), { maxLength: 3 }) : fast_check_1.default.constant([]),
        edges: rules.edgeWhitespace ? fast_check_1.default.tuple(whitespaceRun(0), whitespaceRun(0)) : fast_check_1.default.constant(['', '']),
    })
        .map(({ cased, punctuation, runs, edges }) => {
        const punctuated = insertPunctuation(cased, slots, punctuation).join('');
        return edges[0] + respaceRuns(punctuated, runs) + edges[1];
    });
    const target = (0, normalizers_js_1.applyNormalizers)(normalizers, text);
    const synonyms = [...new Set(rules.synonymMaps.flatMap((map) => Object.keys(map.mapping)))].filter((key) => key !== text && (0, normalizers_js_1.applyNormalizers)(normalizers, key) === target);
    return synonyms.length === 0 ? perturbed : fast_check_1.default.oneof({ weight: 3, arbitrary: perturbed }, { weight: 1, arbitrary: fast_check_1.default.constantFrom(...synonyms) });
}
function nearMissTexts(normalizers, text) {
    const unknown = unknownNormalizer(normalizers);
    if (unknown !== undefined)
        throw new TypeError(`nearMissTexts: unknown normalizer "${unknown}" (applying it throws, so every text is rejected)`);
    const lowercases = normalizers.includes('lowercase');
    const chars = [...text];
    const alnumAt = chars.flatMap((ch, i) => (ASCII_ALNUM.includes(ch) ? [i] : []));
    const differs = (a, b) => (lowercases ? (0, py_lower_js_1.pyLower)(a) !== (0, py_lower_js_1.pyLower)(b) : a !== b);
    const substitution = fast_check_1.default.record({ at: fast_check_1.default.nat(), by: fast_check_1.default.constantFrom(...ASCII_ALNUM) }).map(({ at, by }) => {
        const index = alnumAt[at % alnumAt.length];
        const original = chars[index];
        const start = ASCII_ALNUM.indexOf(by);
        let replacement = by;
        for (let k = 0; !differs(replacement, original); k++)
            replacement = ASCII_ALNUM[(start + k) % ASCII_ALNUM.length];
        return chars.map((ch, i) => (i === index ? replacement : ch)).join('');
    });
    const affix = fast_check_1.default.record({ letter: fast_check_1.default.constantFrom(...ASCII_ALNUM), atEnd: fast_check_1.default.boolean() }).map(({ letter, atEnd }) => (atEnd ? text + letter : letter + text));
    const candidates = alnumAt.length === 0 ? affix : fast_check_1.default.oneof(substitution, affix);
    if (!normalizers.some(normalizers_js_1.isSynonymMap))
        return candidates;
    const target = (0, normalizers_js_1.applyNormalizers)(normalizers, text);
    return candidates.filter((c) => (0, normalizers_js_1.applyNormalizers)(normalizers, c) !== target);
}
