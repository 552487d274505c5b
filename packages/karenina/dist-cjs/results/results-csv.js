"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resultsToCsv = resultsToCsv;
const compare_code_points_js_1 = require("../compat/compare-code-points.js");
const py_json_js_1 = require("../compat/py-json.js");
const result_rubric_js_1 = require("./result-rubric.js");
const result_metadata_js_1 = require("./result-metadata.js");
const stats_js_1 = require("./stats.js");
const to_csv_js_1 = require("./to-csv.js");
const json = (value) => (0, py_json_js_1.pyJsonDumps)(value);
function rubricSummary(scores) {
    if (!scores || Object.keys(scores).length === 0)
        return '';
    const values = Object.values(scores);
    const passed = values.filter((v) => v === true || (typeof v !== 'boolean' && ((0, stats_js_1.numberOrNull)(v) ?? -Infinity) >= 3)).length;
    return `${passed}/${values.length}`;
}
function resultsToCsv(results, options = {}) {
    const global = new Set(options.globalTraitNames ?? []);
    const allTraits = new Set(results.flatMap((r) => Object.keys(r.rubric ? (0, result_rubric_js_1.getAllTraitScores)(r.rubric) : {})));
    const globalTraits = [...allTraits].filter((t) => global.has(t)).sort(compare_code_points_js_1.compareCodePoints);
    const specificTraits = [...allTraits].filter((t) => !global.has(t)).sort(compare_code_points_js_1.compareCodePoints);
    const rows = results.map((r, index) => {
        const t = r.template;
        const m = r.metadata;
        const scores = r.rubric ? (0, result_rubric_js_1.getAllTraitScores)(r.rubric) : null;
        const row = {
            row_index: index + 1,
            question_id: m.question_id,
            question_text: m.question_text,
            raw_llm_response: t?.raw_llm_response ?? '',
            parsed_gt_response: t?.parsed_gt_response && Object.keys(t.parsed_gt_response).length > 0 ? json(t.parsed_gt_response) : '',
            parsed_llm_response: t?.parsed_llm_response && Object.keys(t.parsed_llm_response).length > 0 ? json(t.parsed_llm_response) : '',
            verify_result: t && t.verify_result !== null ? json(t.verify_result) : 'N/A',
            verify_granular_result: t && t.verify_granular_result !== null ? json(t.verify_granular_result) : 'N/A',
        };
        for (const trait of globalTraits)
            row[`rubric_${trait}`] = scores && Object.hasOwn(scores, trait) ? scores[trait] : null;
        if (specificTraits.length > 0) {
            row.question_specific_rubrics = json(Object.fromEntries(specificTraits.filter((tr) => scores && Object.hasOwn(scores, tr)).map((tr) => [tr, scores[tr]])));
        }
        const abstained = Boolean(t?.abstention_detected && t.abstention_override_applied);
        Object.assign(row, {
            rubric_summary: rubricSummary(scores),
            answering_model: (0, result_metadata_js_1.answeringModel)(m),
            parsing_model: (0, result_metadata_js_1.parsingModel)(m),
            replicate: m.replicate,
            answering_system_prompt: m.answering_system_prompt,
            parsing_system_prompt: m.parsing_system_prompt,
            success: abstained ? 'abstained' : m.failure === null,
            failure_category: m.failure?.category ?? null,
            failure_group: m.failure?.group ?? null,
            failure_stage: m.failure?.stage ?? null,
            failure_reason: m.failure?.reason ?? null,
            failure_details_json: m.failure?.details ? json(m.failure.details) : '',
            caveats: m.caveats.join(','),
            execution_time: m.execution_time,
            timestamp: m.timestamp,
            run_name: m.run_name,
            job_id: options.jobId ?? null,
            embedding_check_performed: t?.embedding_check_performed ?? false,
            embedding_similarity_score: t?.embedding_similarity_score ?? null,
            embedding_override_applied: t?.embedding_override_applied ?? false,
            embedding_model_used: t?.embedding_model_used ?? null,
        });
        return row;
    });
    const columns = [
        'row_index', 'question_id', 'question_text', 'raw_llm_response', 'parsed_gt_response', 'parsed_llm_response',
        'verify_result', 'verify_granular_result', ...globalTraits.map((t) => `rubric_${t}`),
        ...(specificTraits.length > 0 ? ['question_specific_rubrics'] : []),
        'rubric_summary', 'answering_model', 'parsing_model', 'replicate', 'answering_system_prompt', 'parsing_system_prompt',
        'success', 'failure_category', 'failure_group', 'failure_stage', 'failure_reason', 'failure_details_json', 'caveats',
        'execution_time', 'timestamp', 'run_name', 'job_id',
        'embedding_check_performed', 'embedding_similarity_score', 'embedding_override_applied', 'embedding_model_used',
    ];
    return (0, to_csv_js_1.toCsv)(rows, { columns });
}
