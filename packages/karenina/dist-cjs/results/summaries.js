"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.passRateByModel = passRateByModel;
exports.passRateByQuestion = passRateByQuestion;
exports.traitScoreAverages = traitScoreAverages;
exports.tokenUsage = tokenUsage;
exports.failureCounts = failureCounts;
const failure_js_1 = require("./failure.js");
const result_metadata_js_1 = require("./result-metadata.js");
const stats_js_1 = require("./stats.js");
function passRateStats(results) {
    const verified = results.filter((r) => r.template?.template_verification_performed);
    const passed = verified.filter((r) => r.template.verify_result === true).length;
    const completed = results.filter((r) => r.metadata.failure === null).length;
    return {
        num_results: results.length,
        num_verified: verified.length,
        num_passed: passed,
        num_failed: verified.length - passed,
        pass_rate: verified.length > 0 ? passed / verified.length : null,
        num_completed: completed,
        completion_rate: results.length > 0 ? completed / results.length : 0,
    };
}
function passRateByModel(results) {
    return [...Map.groupBy(results, (r) => (0, result_metadata_js_1.answeringModel)(r.metadata))].map(([answering_model, group]) => ({ answering_model, ...passRateStats(group) }));
}
function passRateByQuestion(results) {
    return [...Map.groupBy(results, (r) => r.metadata.question_id)].map(([question_id, group]) => ({ question_id, ...passRateStats(group) }));
}
function scoreValue(value) {
    if (typeof value === 'boolean')
        return value ? 1 : 0;
    return (0, stats_js_1.numberOrNull)(value);
}
function traitScoreAverages(results, options = {}) {
    const by = options.by ?? 'none';
    const acc = new Map();
    const add = (group, kind, trait, metric, raw) => {
        const value = scoreValue(raw);
        if (value === null)
            return;
        const key = JSON.stringify([group, kind, trait, metric]);
        const row = acc.get(key) ?? acc.set(key, { group, trait_name: trait, trait_kind: kind, metric_name: metric, mean: 0, count: 0, sum: 0 }).get(key);
        row.sum += value;
        row.count++;
    };
    for (const r of results) {
        const rubric = r.rubric;
        if (!rubric)
            continue;
        const group = by === 'none' ? null : by === 'answering_model' ? (0, result_metadata_js_1.answeringModel)(r.metadata) : r.metadata.question_id;
        const labels = rubric.llm_trait_labels ?? {};
        for (const [trait, score] of Object.entries(rubric.llm_trait_scores ?? {})) {
            if (Object.hasOwn(labels, trait) && scoreValue(score) === -1)
                continue;
            add(group, 'llm', trait, null, score);
        }
        for (const [trait, score] of Object.entries(rubric.regex_trait_scores ?? {}))
            add(group, 'regex', trait, null, score);
        for (const [trait, score] of Object.entries(rubric.callable_trait_scores ?? {}))
            add(group, 'callable', trait, null, score);
        for (const [trait, metrics] of Object.entries(rubric.metric_trait_scores ?? {})) {
            for (const [metric, score] of Object.entries(metrics))
                add(group, 'metric', trait, metric, score);
        }
        for (const [trait, score] of Object.entries(rubric.agentic_trait_scores ?? {}))
            add(group, 'agentic', trait, null, score);
    }
    return [...acc.values()].map(({ sum, ...row }) => ({ ...row, mean: sum / row.count }));
}
const ANSWERING_STAGES = new Set(['answer_generation']);
function priceOf(prices, model) {
    if (!prices)
        return undefined;
    if (Object.hasOwn(prices, model))
        return prices[model];
    const bare = model.slice(model.indexOf(':') + 1).replace(/ \(.*$/, '');
    return Object.hasOwn(prices, bare) ? prices[bare] : undefined;
}
function tokenUsage(results, options = {}) {
    const groups = new Map();
    const row = (key) => groups.get(key) ?? groups.set(key, { model: key, input_tokens: 0, output_tokens: 0, total_tokens: 0, cost: null, unpriced_models: [] }).get(key);
    for (const r of results) {
        const usage = r.template?.usage_metadata;
        if (!usage)
            continue;
        const stages = Object.entries(usage).filter(([stage]) => stage !== 'total');
        const entries = stages.length > 0 ? stages : Object.entries(usage).map(([, v]) => ['answer_generation', v]);
        for (const [stage, entry] of entries) {
            const model = typeof entry.model === 'string' && entry.model !== '' ? entry.model : ANSWERING_STAGES.has(stage) ? (0, result_metadata_js_1.answeringModel)(r.metadata) : (0, result_metadata_js_1.parsingModel)(r.metadata);
            const inp = (0, stats_js_1.numberOrNull)(entry.input_tokens) ?? 0;
            const out = (0, stats_js_1.numberOrNull)(entry.output_tokens) ?? 0;
            const target = row(options.by === 'answering_model' ? (0, result_metadata_js_1.answeringModel)(r.metadata) : model);
            target.input_tokens += inp;
            target.output_tokens += out;
            target.total_tokens += (0, stats_js_1.numberOrNull)(entry.total_tokens) ?? inp + out;
            const price = priceOf(options.prices, model);
            if (price)
                target.cost = (target.cost ?? 0) + (inp * price.inputPerMTok + out * price.outputPerMTok) / 1e6;
            else if (!target.unpriced_models.includes(model))
                target.unpriced_models.push(model);
        }
    }
    const rows = [...groups.values()];
    const priced = rows.filter((r) => r.cost !== null);
    const total = {
        model: 'total',
        input_tokens: rows.reduce((a, r) => a + r.input_tokens, 0),
        output_tokens: rows.reduce((a, r) => a + r.output_tokens, 0),
        total_tokens: rows.reduce((a, r) => a + r.total_tokens, 0),
        cost: priced.length > 0 ? priced.reduce((a, r) => a + r.cost, 0) : null,
        unpriced_models: [...new Set(rows.flatMap((r) => r.unpriced_models))],
    };
    return { rows, total };
}
function failureCounts(results) {
    const counts = new Map();
    for (const r of results) {
        const category = r.metadata.failure?.category;
        if (category)
            counts.set(category, (counts.get(category) ?? 0) + 1);
    }
    return failure_js_1.FAILURE_CATEGORIES.filter((c) => counts.has(c)).map((category) => ({
        category,
        group: failure_js_1.CATEGORY_TO_GROUP[category],
        count: counts.get(category),
        fraction: counts.get(category) / results.length,
    }));
}
