"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.rubricDefinition = rubricDefinition;
const py_float_value_js_1 = require("../compat/py-float-value.js");
const model_config_js_1 = require("../config/model-config.js");
const rubric_js_1 = require("../rubric/rubric.js");
const to_py_json_value_js_1 = require("./to-py-json-value.js");
const SET_BY_LOADER = {
    llm: new Set([
        'name', 'description', 'summary', 'kind', 'min_score', 'max_score', 'classes',
        'deep_judgment_enabled', 'deep_judgment_excerpt_enabled', 'deep_judgment_max_excerpts',
        'deep_judgment_fuzzy_match_threshold', 'deep_judgment_excerpt_retry_attempts', 'deep_judgment_search_enabled',
        'higher_is_better',
    ]),
    regex: new Set(['name', 'description', 'summary', 'pattern', 'case_sensitive', 'invert_result', 'higher_is_better']),
    callable: new Set(['name', 'description', 'summary', 'kind', 'callable_code', 'min_score', 'max_score', 'invert_result', 'higher_is_better']),
    metric: new Set(['name', 'description', 'summary', 'evaluation_mode', 'metrics', 'tp_instructions', 'tn_instructions', 'repeated_extraction']),
    agentic: new Set([
        'name', 'description', 'summary', 'kind', 'higher_is_better', 'context_mode', 'materialize_trace', 'persist_trace',
        'max_turns', 'timeout_seconds', 'min_score', 'max_score', 'classes', 'model_override',
    ]),
};
const FLOAT_FIELDS = new Set(['deep_judgment_fuzzy_match_threshold']);
function fieldValue(key, value) {
    if (FLOAT_FIELDS.has(key) && typeof value === 'number' && Number.isInteger(value))
        return new py_float_value_js_1.PyFloat(value);
    if (key === 'model_override' && value !== null)
        return (0, to_py_json_value_js_1.toPyJsonValue)(model_config_js_1.ModelConfigSchema, value);
    return value;
}
function rubricDefinition(rubric) {
    if (rubric === null)
        return null;
    const out = {};
    for (const type of rubric_js_1.TRAIT_TYPES) {
        out[(0, rubric_js_1.traitListKey)(type)] = (0, rubric_js_1.traitsOf)(rubric, type).map((trait) => {
            const dumped = {};
            for (const [key, value] of Object.entries(trait)) {
                if (SET_BY_LOADER[type].has(key) && value !== undefined)
                    dumped[key] = fieldValue(key, value);
            }
            return dumped;
        });
    }
    return out;
}
