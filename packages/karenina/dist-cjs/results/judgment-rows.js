"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.judgmentRows = judgmentRows;
const py_eq_js_1 = require("../compat/py-eq.js");
const status_columns_js_1 = require("./status-columns.js");
function judgmentRows(results) {
    const rows = [];
    for (const result of results) {
        const dj = result.deep_judgment;
        if (!dj?.deep_judgment_performed)
            continue;
        const gt = result.template?.parsed_gt_response ?? {};
        const llm = result.template?.parsed_llm_response ?? {};
        const attributes = [...new Set([...Object.keys(dj.extracted_excerpts ?? {}), ...Object.keys(dj.attribute_reasoning ?? {})])];
        for (const attribute of attributes) {
            const excerpts = dj.extracted_excerpts?.[attribute] ?? [];
            const g = gt[attribute] ?? null;
            const l = llm[attribute] ?? null;
            const base = {
                ...(0, status_columns_js_1.statusColumns)(result),
                ...(0, status_columns_js_1.identityColumns)(result),
                attribute_name: attribute,
                gt_attribute_value: g,
                llm_attribute_value: l,
                attribute_match: Object.hasOwn(gt, attribute) && Object.hasOwn(llm, attribute) ? (0, py_eq_js_1.pyEq)(g, l) : null,
            };
            const tail = {
                attribute_reasoning: dj.attribute_reasoning?.[attribute] ?? null,
                attribute_overall_risk: dj.hallucination_risk_assessment?.[attribute] ?? null,
                attribute_has_excerpts: excerpts.length > 0,
                deep_judgment_model_calls: dj.deep_judgment_model_calls,
                deep_judgment_excerpt_retries: dj.deep_judgment_excerpt_retry_count,
                stages_completed: dj.deep_judgment_stages_completed,
                execution_time: result.metadata.execution_time,
                timestamp: result.metadata.timestamp,
                run_name: result.metadata.run_name,
            };
            const cells = excerpts.length > 0 ? excerpts.map((e, i) => [i, e]) : [[null, {}]];
            for (const [index, excerpt] of cells) {
                rows.push({
                    ...base,
                    excerpt_index: index,
                    excerpt_text: excerpt.text ?? null,
                    excerpt_confidence: excerpt.confidence ?? null,
                    excerpt_similarity_score: excerpt.similarity_score ?? null,
                    excerpt_search_results: excerpt.search_results ?? null,
                    excerpt_hallucination_risk: excerpt.hallucination_risk ?? null,
                    excerpt_hallucination_justification: excerpt.hallucination_justification ?? null,
                    ...tail,
                });
            }
        }
    }
    return rows;
}
