"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.benchmarkPatterns = benchmarkPatterns;
exports.vulnerablePatterns = vulnerablePatterns;
const py_regex_flags_js_1 = require("../../compat/py-regex-flags.js");
const py_regex_js_1 = require("../../compat/py-regex.js");
const redos_analysis_js_1 = require("../../regex-guard/redos-analysis.js");
function isRecord(value) {
    return typeof value === 'object' && value !== null;
}
function primitivePatterns(value, field, out, depth = 0) {
    if (!isRecord(value) || depth > 8)
        return;
    if (Array.isArray(value)) {
        for (const item of value)
            primitivePatterns(item, field, out, depth + 1);
        return;
    }
    const params = isRecord(value['params']) ? value['params'] : null;
    if (typeof value['type'] === 'string' && params && typeof params['pattern'] === 'string') {
        let flags = {};
        try {
            flags = (0, py_regex_flags_js_1.resolvePyFlagNames)(Array.isArray(params['flags']) ? params['flags'].filter((f) => typeof f === 'string') : []);
        }
        catch {
        }
        out.push({ where: `field '${field}' (${value['type']})`, pattern: params['pattern'], flags });
    }
    for (const [key, child] of Object.entries(value))
        if (key !== 'params')
            primitivePatterns(child, field, out, depth + 1);
}
function templatePatterns(template) {
    const out = [];
    for (const field of template.fields)
        if (field.verification)
            primitivePatterns({ primitive: field.verification.primitive, groundTruth: field.verification.groundTruth }, field.name, out);
    if (template.hooks.groundTruth !== undefined) {
        try {
            for (const [name, check] of Object.entries(template.instantiate({}).regex ?? {})) {
                if (typeof check?.pattern === 'string')
                    out.push({ where: `regex check '${name}'`, pattern: check.pattern, flags: {} });
            }
        }
        catch {
        }
    }
    return out;
}
function rubricPatterns(rubric, label) {
    return (rubric?.regex_traits ?? []).map((t) => ({ where: `${label} '${t.name}'`, pattern: t.pattern, flags: { ignoreCase: !t.case_sensitive } }));
}
function benchmarkPatterns(benchmark) {
    const global = [...rubricPatterns(benchmark.getGlobalRubric(), 'global rubric trait'), ...rubricPatterns(benchmark.getGlobalDynamicRubric(), 'global dynamic rubric trait')];
    const sites = global.map((s) => ({ ...s, questionId: null }));
    for (const q of benchmark.getAllQuestions()) {
        const local = [
            ...(q.template ? templatePatterns(q.template) : []),
            ...rubricPatterns(q.rubric, 'rubric trait'),
            ...rubricPatterns(q.dynamicRubric, 'dynamic rubric trait'),
        ];
        sites.push(...local.map((s) => ({ ...s, questionId: q.id })));
    }
    return sites;
}
function vulnerablePatterns(benchmark) {
    const out = [];
    for (const site of benchmarkPatterns(benchmark)) {
        let verdict;
        try {
            const compiled = (0, py_regex_js_1.compilePyRegex)(site.pattern, site.flags).compiled;
            verdict = (0, redos_analysis_js_1.analyzeRegex)(compiled.source, compiled.jsFlags);
        }
        catch {
            continue;
        }
        if (verdict.severe)
            out.push({ ...site, summary: verdict.summary });
    }
    return out;
}
