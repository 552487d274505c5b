"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CaveatSchema = exports.CAVEATS = void 0;
exports.anyRetriesUsed = anyRetriesUsed;
exports.collectCaveats = collectCaveats;
const zod_1 = require("zod");
const py_truthy_js_1 = require("../compat/py-truthy.js");
exports.CAVEATS = ['partial_content', 'embedding_override', 'retries_used', 'parse_decision_malformed'];
exports.CaveatSchema = zod_1.z.enum(exports.CAVEATS);
function anyRetriesUsed(retryCounts) {
    return Object.values(retryCounts ?? {}).some((entry) => Math.trunc(Number(entry?.used ?? 0) || 0) > 0);
}
function collectCaveats(input) {
    const caveats = [];
    if ((0, py_truthy_js_1.pyTruthy)(input.responseTimeoutPartial))
        caveats.push('partial_content');
    if ((0, py_truthy_js_1.pyTruthy)(input.embeddingOverrideApplied))
        caveats.push('embedding_override');
    if ((0, py_truthy_js_1.pyTruthy)(input.parseDecisionMalformed))
        caveats.push('parse_decision_malformed');
    if (anyRetriesUsed(input.retryCounts))
        caveats.push('retries_used');
    return caveats;
}
