"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.describeExpectation = describeExpectation;
exports.traitScoreOf = traitScoreOf;
exports.checkTrait = checkTrait;
const stats_js_1 = require("../results/stats.js");
const METRIC_KEYS = new Set(['precision', 'recall', 'f1', 'specificity', 'accuracy']);
function isRange(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const keys = Object.keys(value);
    return keys.length > 0 && keys.every((k) => k === 'atLeast' || k === 'atMost');
}
function isMetricExpectation(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const keys = Object.keys(value);
    return keys.length > 0 && keys.every((k) => METRIC_KEYS.has(k));
}
function isTemplateExpectation(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const fields = value.fields;
    return Object.keys(value).length === 1 && typeof fields === 'object' && fields !== null && !Array.isArray(fields);
}
function sameValue(actual, expected) {
    const a = (0, stats_js_1.numberOrNull)(actual);
    if (a !== null || typeof expected === 'number')
        return a === (0, stats_js_1.numberOrNull)(expected);
    if (Array.isArray(actual) || Array.isArray(expected)) {
        return Array.isArray(actual) && Array.isArray(expected) && actual.length === expected.length && actual.every((item, i) => sameValue(item, expected[i]));
    }
    if (typeof actual === 'object' && actual !== null && typeof expected === 'object' && expected !== null) {
        const keys = Object.keys(actual);
        return keys.length === Object.keys(expected).length && keys.every((k) => Object.hasOwn(expected, k) && sameValue(actual[k], expected[k]));
    }
    return actual === expected;
}
function showValue(value) {
    const n = (0, stats_js_1.numberOrNull)(value);
    return n !== null ? String(n) : JSON.stringify(value);
}
function describeRange(range) {
    const parts = [range.atLeast !== undefined ? `≥ ${range.atLeast}` : '', range.atMost !== undefined ? `≤ ${range.atMost}` : ''];
    return parts.filter(Boolean).join(' and ');
}
function describeExpectation(expected) {
    if (expected === undefined)
        return 'a score';
    if (typeof expected === 'boolean' || typeof expected === 'number')
        return String(expected);
    if (typeof expected === 'string')
        return `class "${expected}"`;
    if (Array.isArray(expected))
        return `one of ${expected.map((c) => `"${c}"`).join(', ')}`;
    if (isRange(expected))
        return describeRange(expected);
    if (isTemplateExpectation(expected)) {
        return Object.entries(expected.fields)
            .map(([field, bound]) => `${field} ${isRange(bound) ? describeRange(bound) : `= ${showValue(bound)}`}`)
            .join(', ');
    }
    return Object.entries(expected)
        .map(([metric, bound]) => `${metric} ${typeof bound === 'number' ? `= ${bound}` : describeRange(bound)}`)
        .join(', ');
}
function inRange(value, range) {
    return (range.atLeast === undefined || value >= range.atLeast) && (range.atMost === undefined || value <= range.atMost);
}
function traitScoreOf(result, trait) {
    const rubric = result.rubric;
    if (!rubric)
        return null;
    const maps = [
        ['llm', rubric.llm_trait_scores],
        ['regex', rubric.regex_trait_scores],
        ['callable', rubric.callable_trait_scores],
        ['metric', rubric.metric_trait_scores],
        ['agentic', rubric.agentic_trait_scores],
    ];
    for (const [kind, map] of maps) {
        if (map && Object.hasOwn(map, trait))
            return { kind, score: map[trait], label: rubric.llm_trait_labels?.[trait] ?? null };
    }
    const prefix = `${trait}.`;
    for (const [kind, map] of maps) {
        const entries = Object.entries(map ?? {}).filter(([key]) => key.startsWith(prefix));
        if (entries.length > 0)
            return { kind, score: Object.fromEntries(entries.map(([key, value]) => [key.slice(prefix.length), value])), label: null, fields: true };
    }
    return null;
}
function fail(base, problem) {
    return { ...base, pass: false, problem };
}
function checkTrait(result, trait, expected) {
    const found = traitScoreOf(result, trait);
    const base = { trait, kind: found?.kind ?? null, actual: found?.label ?? found?.score ?? null, expected };
    if (found === null)
        return fail(base, `trait "${trait}" has no score in the result`);
    const { score, label } = found;
    if (score === null || score === undefined)
        return fail(base, `trait "${trait}" could not be scored`);
    const ok = (pass, problem) => (pass ? { ...base, pass, problem: null } : fail(base, problem));
    if (found.fields) {
        const record = score;
        if (expected === undefined)
            return ok(true, '');
        if (!isTemplateExpectation(expected)) {
            return fail(base, `template-kind trait "${trait}" needs { fields: { <field>: value or { atLeast, atMost } } }, received ${JSON.stringify(expected)}`);
        }
        const misses = Object.entries(expected.fields).flatMap(([field, bound]) => {
            if (!Object.hasOwn(record, field))
                return [`${field} is not a field of the trait (fields: ${Object.keys(record).join(', ')})`];
            const value = record[field];
            if (isRange(bound)) {
                const n = (0, stats_js_1.numberOrNull)(value);
                return n !== null && inRange(n, bound) ? [] : [`${field} = ${showValue(value)}, expected ${describeRange(bound)}`];
            }
            return sameValue(value, bound) ? [] : [`${field} = ${showValue(value)}, expected ${showValue(bound)}`];
        });
        return ok(misses.length === 0, misses.join('; '));
    }
    if (found.kind === 'metric') {
        const metrics = score;
        if (expected === undefined)
            return ok(true, '');
        if (!isMetricExpectation(expected))
            return fail(base, `metric trait "${trait}" needs a metric expectation such as { f1: { atLeast: 0.8 } }, received ${JSON.stringify(expected)}`);
        const misses = Object.entries(expected).flatMap(([metric, bound]) => {
            const value = (0, stats_js_1.numberOrNull)(metrics[metric]);
            if (value === null)
                return [`${metric} was not computed`];
            const pass = typeof bound === 'number' ? value === bound : inRange(value, bound);
            return pass ? [] : [`${metric} = ${value.toFixed(3)}, expected ${typeof bound === 'number' ? bound : describeRange(bound)}`];
        });
        return ok(misses.length === 0, misses.join('; '));
    }
    if (label !== null) {
        if (expected === undefined)
            return ok(true, '');
        const allowed = typeof expected === 'string' ? [expected] : Array.isArray(expected) ? expected : null;
        if (allowed === null)
            return fail(base, `literal trait "${trait}" needs a class name or a list of class names, received ${JSON.stringify(expected)}`);
        return ok(allowed.includes(label), `scored class "${label}"`);
    }
    if (typeof score === 'boolean') {
        const wanted = expected === undefined ? true : expected;
        if (typeof wanted !== 'boolean')
            return fail(base, `boolean trait "${trait}" needs true or false, received ${JSON.stringify(expected)}`);
        const check = { ...base, expected: wanted };
        return score === wanted ? { ...check, pass: true, problem: null } : fail(check, `scored ${score}`);
    }
    const value = (0, stats_js_1.numberOrNull)(score);
    if (value === null)
        return fail(base, `trait "${trait}" has a score that is not a number: ${JSON.stringify(score)}`);
    if (expected === undefined)
        return ok(true, '');
    if (typeof expected === 'number')
        return ok(value === expected, `scored ${value}`);
    if (isRange(expected))
        return ok(inRange(value, expected), `scored ${value}`);
    return fail(base, `score trait "${trait}" needs a number or { atLeast, atMost }, received ${JSON.stringify(expected)}`);
}
