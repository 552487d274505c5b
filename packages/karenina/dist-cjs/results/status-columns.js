"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.statusColumns = statusColumns;
exports.identityColumns = identityColumns;
const result_metadata_js_1 = require("./result-metadata.js");
function statusColumns(result) {
    const failure = result.metadata.failure;
    return {
        success: failure === null,
        failure_category: failure?.category ?? null,
        failure_group: failure?.group ?? null,
        failure_stage: failure?.stage ?? null,
        failure_reason: failure?.reason ?? null,
        caveats: result.metadata.caveats.join(','),
    };
}
function identityColumns(result) {
    const m = result.metadata;
    return {
        question_id: m.question_id,
        template_id: m.template_id,
        question_text: m.question_text,
        keywords: m.keywords,
        replicate: m.replicate,
        scenario_id: m.scenario_id,
        scenario_node: m.scenario_node,
        scenario_turn: m.scenario_turn,
        scenario_path: m.scenario_path,
        answering_model: (0, result_metadata_js_1.answeringModel)(m),
        parsing_model: (0, result_metadata_js_1.parsingModel)(m),
        answering_system_prompt: m.answering_system_prompt,
        parsing_system_prompt: m.parsing_system_prompt,
    };
}
