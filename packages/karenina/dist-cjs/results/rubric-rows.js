"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.rubricRows = rubricRows;
exports.traitSummary = traitSummary;
const compare_code_points_js_1 = require("../compat/compare-code-points.js");
const py_json_js_1 = require("../compat/py-json.js");
const result_rubric_js_1 = require("./result-rubric.js");
const status_columns_js_1 = require("./status-columns.js");
function wanted(filter, type) {
    if (filter === 'all' || filter === type)
        return true;
    return filter === 'llm' && type.startsWith('llm_');
}
function traitCells(result) {
    const rubric = result.rubric;
    const cells = [];
    const labels = (0, result_rubric_js_1.getLlmTraitLabels)(rubric);
    for (const [name, score] of Object.entries(rubric.llm_trait_scores ?? {})) {
        const type = typeof score === 'boolean' ? 'llm_binary' : Object.hasOwn(labels, name) ? 'llm_literal' : 'llm_score';
        cells.push({ name, score, label: type === 'llm_literal' ? labels[name] : null, type, metric: null, confusion: null });
    }
    for (const [name, score] of Object.entries(rubric.regex_trait_scores ?? {})) {
        cells.push({ name, score, label: null, type: 'regex', metric: null, confusion: null });
    }
    for (const [name, score] of Object.entries(rubric.callable_trait_scores ?? {})) {
        cells.push({ name, score, label: null, type: 'callable', metric: null, confusion: null });
    }
    for (const [name, metrics] of Object.entries(rubric.metric_trait_scores ?? {})) {
        const confusion = rubric.metric_trait_confusion_lists?.[name] ?? null;
        for (const [metric, score] of Object.entries(metrics))
            cells.push({ name, score, label: null, type: 'metric', metric, confusion });
    }
    for (const [name, score] of Object.entries(rubric.agentic_trait_scores ?? {})) {
        cells.push({ name, score, label: null, type: 'agentic', metric: null, confusion: null });
    }
    return cells;
}
function rubricRow(result, cell, includeDeepJudgment) {
    const rubric = result.rubric;
    const dj = result.deep_judgment_rubric;
    const m = result.metadata;
    const row = {
        ...(0, status_columns_js_1.statusColumns)(result),
        ...(0, status_columns_js_1.identityColumns)(result),
        rubric_evaluation_performed: rubric.rubric_evaluation_performed,
        rubric_evaluation_strategy: rubric.rubric_evaluation_strategy,
        trait_name: cell.name,
        trait_score: cell.score,
        trait_label: cell.label,
        trait_type: cell.type,
        evaluation_method: dj?.deep_judgment_rubric_scores && Object.hasOwn(dj.deep_judgment_rubric_scores, cell.name) ? 'deep_judgment' : 'standard',
        metric_name: cell.metric,
        confusion_tp: cell.confusion?.tp ?? null,
        confusion_fp: cell.confusion?.fp ?? null,
        confusion_fn: cell.confusion?.fn ?? null,
        confusion_tn: cell.confusion?.tn ?? null,
        execution_time: m.execution_time,
        timestamp: m.timestamp,
        run_name: m.run_name,
        trait_provenance: rubric.trait_provenance?.[cell.name] ?? null,
    };
    if (includeDeepJudgment) {
        const excerpts = dj?.extracted_rubric_excerpts?.[cell.name];
        row.trait_reasoning = dj?.rubric_trait_reasoning?.[cell.name] ?? null;
        row.trait_excerpts = excerpts ? (0, py_json_js_1.pyJsonDumps)(excerpts) : null;
        row.trait_hallucination_risk = dj?.rubric_hallucination_risk_assessment?.[cell.name]?.overall_risk ?? null;
    }
    for (const [trait, reason] of Object.entries(rubric.dynamic_rubric_skipped_traits ?? {}))
        row[`${trait}_skipped`] = reason;
    return row;
}
function rubricRows(results, options = {}) {
    const filter = options.traitType ?? 'all';
    const includeDj = options.includeDeepJudgment ?? false;
    return results
        .filter((r) => r.rubric?.rubric_evaluation_performed)
        .flatMap((r) => traitCells(r).filter((c) => wanted(filter, c.type)).map((c) => rubricRow(r, c, includeDj)));
}
function traitSummary(results) {
    const evaluated = results.filter((r) => r.rubric?.rubric_evaluation_performed);
    const names = (field) => [...new Set(evaluated.flatMap((r) => Object.keys(r.rubric[field] ?? {})))].sort(compare_code_points_js_1.compareCodePoints);
    return {
        num_results: evaluated.length,
        llm_traits: names('llm_trait_scores'),
        regex_traits: names('regex_trait_scores'),
        callable_traits: names('callable_trait_scores'),
        metric_traits: names('metric_trait_scores'),
        agentic_traits: names('agentic_trait_scores'),
        num_questions: new Set(evaluated.map((r) => r.metadata.question_id)).size,
    };
}
