"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resultIdCanonicalJson = resultIdCanonicalJson;
exports.computeResultId = computeResultId;
const crypto_js_1 = require("../utils/lazy-node/crypto.js");
const py_json_js_1 = require("../compat/py-json.js");
const model_identity_js_1 = require("../config/model-identity.js");
function resultIdCanonicalJson(input) {
    const data = {
        answering: (0, model_identity_js_1.modelCanonicalKey)(input.answering),
        parsing: (0, model_identity_js_1.modelCanonicalKey)(input.parsing),
        question_id: input.questionId,
        replicate: input.replicate ?? null,
        scenario_id: input.scenarioId ?? null,
        scenario_node: input.scenarioNode ?? null,
        scenario_turn: input.scenarioTurn ?? null,
        timestamp: input.timestamp,
    };
    return canonicalJsonOfTypedData(data) ?? (0, py_json_js_1.pyJsonDumps)(data, { sortKeys: true, ensureAscii: true });
}
function canonicalJsonOfTypedData(d) {
    const { question_id: questionId, replicate, scenario_id: scenarioId, scenario_node: scenarioNode, scenario_turn: scenarioTurn, timestamp } = d;
    if (typeof questionId !== 'string' || typeof timestamp !== 'string')
        return null;
    if (!isNullOrString(scenarioId) || !isNullOrString(scenarioNode) || !isNullOrInt(replicate) || !isNullOrInt(scenarioTurn))
        return null;
    return (`{"answering": ${(0, py_json_js_1.pyJsonString)(d.answering)}, "parsing": ${(0, py_json_js_1.pyJsonString)(d.parsing)}, "question_id": ${(0, py_json_js_1.pyJsonString)(questionId)}, ` +
        `"replicate": ${replicate === null ? 'null' : String(replicate)}, "scenario_id": ${scenarioId === null ? 'null' : (0, py_json_js_1.pyJsonString)(scenarioId)}, ` +
        `"scenario_node": ${scenarioNode === null ? 'null' : (0, py_json_js_1.pyJsonString)(scenarioNode)}, "scenario_turn": ${scenarioTurn === null ? 'null' : String(scenarioTurn)}, ` +
        `"timestamp": ${(0, py_json_js_1.pyJsonString)(timestamp)}}`);
}
function isNullOrString(v) {
    return v === null || typeof v === 'string';
}
function isNullOrInt(v) {
    return v === null || (Number.isSafeInteger(v) && !Object.is(v, -0));
}
function computeResultId(input) {
    return (0, crypto_js_1.hash)('sha256', resultIdCanonicalJson(input), 'buffer').toString('hex', 0, 8);
}
