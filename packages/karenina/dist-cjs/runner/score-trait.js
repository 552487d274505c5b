"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.scoreTrait = scoreTrait;
const rubric_js_1 = require("../rubric/rubric.js");
const failure_message_js_1 = require("./failure-message.js");
const verdict_js_1 = require("./verdict.js");
const verify_response_js_1 = require("./verify-response.js");
async function scoreTrait(response, trait, expected, options = {}) {
    const result = await (0, verify_response_js_1.runOnResponse)(response, null, { ...options, rubric: (0, rubric_js_1.rubricFromTraits)([trait]), evaluationMode: 'rubric_only' });
    const verdict = (0, verdict_js_1.evaluateVerdict)(result, { traits: { [trait.name]: expected } });
    const check = verdict.traitChecks[0];
    return {
        pass: verdict.pass,
        result,
        message: (how) => (0, failure_message_js_1.traitOutcomeMessage)(result, check, verdict, { isNot: how?.isNot ?? false }),
    };
}
