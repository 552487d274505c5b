"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.captureReplayStore = captureReplayStore;
exports.captureScenarioReplayStore = captureScenarioReplayStore;
const model_identity_js_1 = require("../config/model-identity.js");
const replay_store_js_1 = require("../replay-store/replay-store.js");
function captureReplayStore(results, options = {}) {
    return capture(results, options, () => null);
}
function captureScenarioReplayStore(turnResults, options = {}) {
    const visits = new Map();
    const visitOf = new Map();
    for (const result of turnResults) {
        const node = result.metadata.scenario_node ?? '';
        const visit = visits.get(node) ?? 0;
        visitOf.set(result, visit);
        visits.set(node, visit + 1);
    }
    return capture(turnResults, options, (result) => visitOf.get(result) ?? null);
}
function capture(results, options, visitIndex) {
    const store = new replay_store_js_1.ReplayStore({ miss_policy: options.missPolicy ?? 'fall_through' }, options);
    const seen = new Set();
    for (const result of results) {
        const template = result.template;
        if (!template || template.raw_llm_response === '')
            continue;
        const { metadata } = result;
        const answering = (0, model_identity_js_1.modelDisplayString)(metadata.answering);
        const key = {
            question_id: metadata.question_id,
            scenario_id: metadata.scenario_id ?? null,
            scenario_node: metadata.scenario_node ?? null,
            answering_model_id: options.answeringModelId === undefined ? answering : options.answeringModelId,
            visit_index: visitIndex(result),
            replicate: metadata.replicate ?? null,
        };
        const id = JSON.stringify(key);
        if (seen.has(id))
            continue;
        seen.add(id);
        const systemFailure = metadata.failure !== null && metadata.failure !== undefined && metadata.failure.group === 'system';
        const entry = {
            raw_trace: template.raw_llm_response,
            trace_messages: template.trace_messages.length > 0 ? structuredClone(template.trace_messages) : null,
            parsed_answer_fields: template.parsed_llm_response ? structuredClone(template.parsed_llm_response) : null,
            verify_result: !systemFailure && typeof template.verify_result === 'boolean' ? template.verify_result : null,
            usage_metadata: template.usage_metadata ? structuredClone(template.usage_metadata) : null,
            agent_metrics: template.agent_metrics ? structuredClone(template.agent_metrics) : null,
            captured_model_id: answering,
            captured_at: metadata.timestamp ?? null,
        };
        store.register(key, entry);
    }
    return store;
}
