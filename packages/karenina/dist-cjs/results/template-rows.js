"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.templateRows = templateRows;
exports.aggregatePassRate = aggregatePassRate;
exports.templateSummary = templateSummary;
const compare_code_points_js_1 = require("../compat/compare-code-points.js");
const py_eq_js_1 = require("../compat/py-eq.js");
const py_type_name_js_1 = require("./py-type-name.js");
const status_columns_js_1 = require("./status-columns.js");
function fieldCells(result) {
    const t = result.template;
    const gt = t?.parsed_gt_response ?? {};
    const llm = t?.parsed_llm_response ?? {};
    const names = [...new Set([...Object.keys(gt), ...Object.keys(llm)])].sort(compare_code_points_js_1.compareCodePoints);
    if (names.length === 0)
        return [{ name: null, gt: null, llm: null, match: null, score: null, type: null }];
    return names.map((name) => {
        const inGt = Object.hasOwn(gt, name);
        const inLlm = Object.hasOwn(llm, name);
        const g = inGt ? (gt[name] ?? null) : null;
        const l = inLlm ? (llm[name] ?? null) : null;
        let match;
        if (t?.field_results && Object.hasOwn(t.field_results, name))
            match = t.field_results[name] ?? null;
        else if (inGt !== inLlm)
            match = false;
        else if (g === null && l === null)
            match = null;
        else
            match = (0, py_eq_js_1.pyEq)(g, l);
        const score = t?.field_scores && Object.hasOwn(t.field_scores, name) ? (t.field_scores[name] ?? null) : null;
        const type = g !== null ? (0, py_type_name_js_1.pyTypeName)(g) : l !== null ? (0, py_type_name_js_1.pyTypeName)(l) : null;
        return { name, gt: g, llm: l, match, score, type };
    });
}
function templateRow(result, index, cell) {
    const t = result.template;
    const id = (0, status_columns_js_1.identityColumns)(result);
    const m = result.metadata;
    return {
        ...(0, status_columns_js_1.statusColumns)(result),
        recursion_limit_reached: t?.recursion_limit_reached ?? false,
        question_id: id.question_id,
        template_id: id.template_id,
        question_text: id.question_text,
        keywords: id.keywords,
        replicate: id.replicate,
        answering_mcp_servers: t?.answering_mcp_servers ?? null,
        scenario_id: id.scenario_id,
        scenario_node: id.scenario_node,
        scenario_turn: id.scenario_turn,
        scenario_path: id.scenario_path,
        answering_model: id.answering_model,
        parsing_model: id.parsing_model,
        answering_system_prompt: id.answering_system_prompt,
        parsing_system_prompt: id.parsing_system_prompt,
        raw_llm_response: t ? t.raw_llm_response : null,
        field_name: cell.name,
        gt_value: cell.gt,
        llm_value: cell.llm,
        field_match: cell.match,
        field_score: cell.score,
        field_type: cell.type,
        verify_result: t?.verify_result ?? null,
        verify_granular_result: t?.verify_granular_result ?? null,
        embedding_check_performed: t?.embedding_check_performed ?? false,
        embedding_similarity_score: t?.embedding_similarity_score ?? null,
        embedding_model_used: t?.embedding_model_used ?? null,
        embedding_override_applied: t?.embedding_override_applied ?? false,
        abstention_check_performed: t?.abstention_check_performed ?? false,
        abstention_detected: t?.abstention_detected ?? null,
        abstention_reasoning: t?.abstention_reasoning ?? null,
        abstention_override_applied: t?.abstention_override_applied ?? false,
        sufficiency_check_performed: t?.sufficiency_check_performed ?? false,
        sufficiency_detected: t?.sufficiency_detected ?? null,
        sufficiency_reasoning: t?.sufficiency_reasoning ?? null,
        sufficiency_override_applied: t?.sufficiency_override_applied ?? false,
        regex_validations_performed: t?.regex_validations_performed ?? false,
        regex_overall_success: t?.regex_overall_success ?? null,
        execution_time: m.execution_time,
        timestamp: m.timestamp,
        run_name: m.run_name,
        result_index: index,
    };
}
function templateRows(results) {
    return results.flatMap((result, index) => fieldCells(result).map((cell) => templateRow(result, index, cell)));
}
function groupKey(value) {
    return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}
function aggregatePassRate(results, by = 'question_id') {
    const seen = new Set();
    const groups = new Map();
    for (const row of templateRows(results)) {
        if (seen.has(row.result_index))
            continue;
        seen.add(row.result_index);
        if (row.verify_result === null)
            continue;
        const key = groupKey(row[by]);
        const g = groups.get(key) ?? groups.set(key, { passed: 0, total: 0 }).get(key);
        g.total++;
        if (row.verify_result)
            g.passed++;
    }
    return Object.fromEntries([...groups].map(([k, g]) => [k, g.passed / g.total]));
}
function templateSummary(results) {
    const verified = results.filter((r) => r.template?.template_verification_performed);
    const passed = verified.filter((r) => r.template.verify_result === true).length;
    const failed = verified.filter((r) => r.template.verify_result === false).length;
    return {
        num_results: results.length,
        num_passed: passed,
        num_failed: failed,
        pass_rate: verified.length > 0 ? passed / verified.length : 0,
        num_with_embedding: verified.filter((r) => r.template.embedding_check_performed).length,
        num_with_regex: verified.filter((r) => r.template.regex_validations_performed).length,
        num_with_abstention: verified.filter((r) => r.template.abstention_check_performed).length,
        num_questions: new Set(verified.map((r) => r.metadata.question_id)).size,
    };
}
