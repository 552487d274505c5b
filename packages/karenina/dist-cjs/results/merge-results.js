"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.mergeResultSets = mergeResultSets;
const util_js_1 = require("../utils/lazy-node/util.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const export_js_1 = require("./export.js");
const verification_result_set_js_1 = require("./verification-result-set.js");
function isResultSet(value) {
    return value instanceof verification_result_set_js_1.VerificationResultSet;
}
function mergeResultSets(inputs) {
    const kept = [];
    const firstSeen = new Map();
    let duplicatesDropped = 0;
    let sharedData = null;
    const scenarioResults = [];
    inputs.forEach((input, inputIndex) => {
        const source = input.source ?? `input ${inputIndex}`;
        if (isResultSet(input.set)) {
            sharedData ??= input.set.sharedData;
            if (input.set.scenarioResults)
                scenarioResults.push(...input.set.scenarioResults);
        }
        let index = 0;
        for (const result of input.set) {
            const id = result.metadata.result_id;
            const earlier = firstSeen.get(id);
            if (earlier === undefined) {
                firstSeen.set(id, { source, index, result });
                kept.push(result);
            }
            else if ((0, util_js_1.isDeepStrictEqual)(earlier.result, result) || (0, export_js_1.dumpResultLine)(earlier.result) === (0, export_js_1.dumpResultLine)(result)) {
                duplicatesDropped++;
            }
            else {
                throw new validation_error_js_1.ValidationError(['results', index, 'metadata', 'result_id'], `result ${JSON.stringify(id)} (question ${JSON.stringify(result.metadata.question_id)}) is also in ${earlier.source} (results[${earlier.index}]) with different content; remove one of the two`, source);
            }
            index++;
        }
    });
    return {
        set: new verification_result_set_js_1.VerificationResultSet(kept, { sharedData, scenarioResults: scenarioResults.length > 0 ? scenarioResults : null }),
        duplicatesDropped,
    };
}
