"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.buildReportData = buildReportData;
const py_json_js_1 = require("../compat/py-json.js");
const stats_js_1 = require("../results/stats.js");
const result_metadata_js_1 = require("../results/result-metadata.js");
const result_verdict_js_1 = require("../results/result-verdict.js");
const failed_traits_js_1 = require("./failed-traits.js");
const show = (value) => (value === undefined ? '' : (0, py_json_js_1.pyJsonDumps)(value ?? null, { ensureAscii: false }));
function fieldsOf(result) {
    const t = result.template;
    if (!t)
        return [];
    const extracted = t.parsed_llm_response ?? {};
    const expected = t.parsed_gt_response ?? {};
    const checks = t.field_results ?? {};
    const names = [...new Set([...Object.keys(expected), ...Object.keys(extracted), ...Object.keys(checks)])];
    return names.map((name) => ({
        name,
        extracted: Object.hasOwn(extracted, name) ? show(extracted[name]) : '—',
        expected: Object.hasOwn(expected, name) ? show(expected[name]) : '—',
        ok: checks[name] ?? null,
    }));
}
function traitsOf(result) {
    const r = result.rubric;
    const out = [];
    if (r) {
        const labels = r.llm_trait_labels ?? {};
        for (const [name, score] of Object.entries(r.llm_trait_scores ?? {})) {
            out.push({ name, kind: 'llm', score: Object.hasOwn(labels, name) ? `${labels[name]} (${show(score)})` : show(score) });
        }
        for (const [name, score] of Object.entries(r.regex_trait_scores ?? {}))
            out.push({ name, kind: 'regex', score: show(score) });
        for (const [name, score] of Object.entries(r.callable_trait_scores ?? {}))
            out.push({ name, kind: 'callable', score: show(score) });
        for (const [name, metrics] of Object.entries(r.metric_trait_scores ?? {})) {
            out.push({ name, kind: 'metric', score: Object.entries(metrics).map(([m, v]) => `${m} ${show(v)}`).join(', ') });
        }
        for (const [name, score] of Object.entries(r.agentic_trait_scores ?? {}))
            out.push({ name, kind: 'agentic', score: show(score) });
    }
    const category = result.metadata.failure?.category ?? '';
    for (const [name, why] of Object.entries((0, failed_traits_js_1.failedTraitsOf)(result))) {
        const kind = /^Failed to evaluate (regex|callable) trait /.exec(why)?.[1];
        const trait = { name, kind: kind ?? 'llm', score: `not scored (${category}): ${why.length > 160 ? `${why.slice(0, 160)}…` : why}` };
        const at = out.findIndex((t) => t.name === name && t.kind === trait.kind);
        if (at === -1)
            out.push(trait);
        else
            out[at] = trait;
    }
    return out;
}
function tokensOf(result) {
    const usage = result.template?.usage_metadata;
    if (!usage)
        return null;
    const total = usage.total;
    if (total) {
        const input = (0, stats_js_1.numberOrNull)(total.input_tokens) ?? 0;
        const output = (0, stats_js_1.numberOrNull)(total.output_tokens) ?? 0;
        return { input, output, total: (0, stats_js_1.numberOrNull)(total.total_tokens) ?? input + output };
    }
    let input = 0;
    let output = 0;
    for (const entry of Object.values(usage)) {
        input += (0, stats_js_1.numberOrNull)(entry.input_tokens) ?? 0;
        output += (0, stats_js_1.numberOrNull)(entry.output_tokens) ?? 0;
    }
    return { input, output, total: input + output };
}
function granular(result) {
    const value = (0, stats_js_1.numberOrNull)(result.template?.verify_granular_result ?? null);
    return value === null || !Number.isFinite(value) ? null : value;
}
function buildReportData(results) {
    const rows = results.map((r, index) => {
        const failure = r.metadata.failure;
        return {
            index,
            resultId: r.metadata.result_id,
            questionId: r.metadata.question_id,
            questionText: r.metadata.question_text,
            answering: (0, result_metadata_js_1.answeringModel)(r.metadata),
            parsing: (0, result_metadata_js_1.parsingModel)(r.metadata),
            replicate: r.metadata.replicate ?? null,
            verdict: (0, result_verdict_js_1.resultVerdict)(r),
            granularScore: granular(r),
            answer: r.template?.raw_llm_response ?? r.evaluation_input ?? '',
            referenceAnswer: r.metadata.raw_answer,
            fields: fieldsOf(r),
            traits: traitsOf(r),
            failure: failure ? { category: failure.category, stage: failure.stage, reason: failure.reason } : null,
            tokens: tokensOf(r),
            executionSeconds: (0, stats_js_1.numberOrNull)(r.metadata.execution_time),
        };
    });
    const rank = (values) => new Map([...new Set(values)].map((v, i) => [v, i]));
    const questionRank = rank(rows.map((r) => r.questionId));
    const answeringRank = rank(rows.map((r) => r.answering));
    const parsingRank = rank(rows.map((r) => r.parsing));
    rows.sort((a, b) => questionRank.get(a.questionId) - questionRank.get(b.questionId) ||
        answeringRank.get(a.answering) - answeringRank.get(b.answering) ||
        parsingRank.get(a.parsing) - parsingRank.get(b.parsing) ||
        (a.replicate ?? 0) - (b.replicate ?? 0) ||
        a.index - b.index);
    const groups = (key) => [...Map.groupBy(results, key)].map(([name, list]) => ({ name, ...(0, result_verdict_js_1.countVerdicts)(list) }));
    const tokens = { input: 0, output: 0, total: 0 };
    for (const row of rows) {
        if (!row.tokens)
            continue;
        tokens.input += row.tokens.input;
        tokens.output += row.tokens.output;
        tokens.total += row.tokens.total;
    }
    return {
        overall: (0, result_verdict_js_1.countVerdicts)(results),
        byAnsweringModel: groups((r) => (0, result_metadata_js_1.answeringModel)(r.metadata)),
        byParsingModel: groups((r) => (0, result_metadata_js_1.parsingModel)(r.metadata)),
        byQuestion: [...Map.groupBy(results, (r) => r.metadata.question_id)].map(([name, list]) => ({
            name,
            text: list[0].metadata.question_text,
            ...(0, result_verdict_js_1.countVerdicts)(list),
        })),
        rows,
        tokens,
    };
}
