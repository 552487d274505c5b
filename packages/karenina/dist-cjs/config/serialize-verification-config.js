"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.serializeModel = serializeModel;
exports.serializeVerificationConfig = serializeVerificationConfig;
const py_float_value_js_1 = require("../compat/py-float-value.js");
const config_error_js_1 = require("../errors/config-error.js");
const model_config_js_1 = require("./model-config.js");
const CONFIG_FLOATS = [
    'embedding_check_threshold',
    'batch_timeout_seconds',
    'deep_judgment_fuzzy_match_threshold',
    'deep_judgment_rubric_fuzzy_match_threshold_default',
    'agentic_parsing_timeout',
    'request_timeout',
];
const MODEL_FLOATS = ['temperature', 'request_timeout', 'mcp_http_timeout', 'mcp_sse_read_timeout'];
function boxFloats(record, keys) {
    for (const key of keys) {
        const value = record[key];
        if (typeof value === 'number' && Number.isInteger(value))
            record[key] = new py_float_value_js_1.PyFloat(value);
    }
    return record;
}
function serializeModel(model) {
    return boxFloats((0, model_config_js_1.serializeModelConfig)(model), MODEL_FLOATS);
}
function serializeVerificationConfig(config) {
    const { replay_store: _store, skip_triples: _skip, compat, agentic_tool_loop_judges, rubric_enabled, ...rest } = config;
    for (const key of ['deep_judgment_search_tool', 'deep_judgment_rubric_search_tool']) {
        if (typeof rest[key] === 'function')
            throw new config_error_js_1.ConfigError(key, 'a function search tool cannot be serialized (use "tavily")');
    }
    const out = {
        ...rest,
        answering_models: rest.answering_models.map(serializeModel),
        parsing_models: rest.parsing_models.map(serializeModel),
        rubric_enabled,
    };
    if (compat !== 'default')
        out.compat = compat;
    if (agentic_tool_loop_judges)
        out.agentic_tool_loop_judges = true;
    return boxFloats(out, CONFIG_FLOATS);
}
