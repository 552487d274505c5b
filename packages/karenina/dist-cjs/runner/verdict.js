"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isParseFailure = isParseFailure;
exports.evaluateVerdict = evaluateVerdict;
exports.defaultPass = defaultPass;
const stats_js_1 = require("../results/stats.js");
const trait_expectation_js_1 = require("./trait-expectation.js");
const PARSE_STAGES = new Set(['parse_template', 'ParseTemplate', 'AgenticParseTemplate', 'DynamicParseTemplate']);
function isParseFailure(result) {
    const failure = result.metadata.failure;
    if (failure === null || failure.stage === 'rubric_evaluation')
        return false;
    return failure.category === 'parsing' || (failure.category === 'unexpected_error' && PARSE_STAGES.has(failure.stage));
}
function evaluateVerdict(result, criteria = {}) {
    const traitChecks = Object.entries(criteria.traits ?? {}).map(([trait, expected]) => (0, trait_expectation_js_1.checkTrait)(result, trait, expected));
    const granular = criteria.granular ?? null;
    const granularScore = granular === null ? null : (0, stats_js_1.numberOrNull)(result.template?.verify_granular_result ?? null);
    const verdict = (kind) => ({ pass: kind === 'pass', kind, granularScore, traitChecks });
    const failure = result.metadata.failure;
    if (failure !== null && failure.category !== 'content')
        return verdict(isParseFailure(result) ? 'parse_failure' : 'failure');
    const template = result.template;
    if (template?.template_verification_performed) {
        const templatePass = granular === null ? template.verify_result !== false : granularScore !== null && granularScore >= granular;
        if (!templatePass)
            return verdict('wrong_answer');
    }
    else if (failure !== null) {
        return verdict('wrong_answer');
    }
    if (traitChecks.some((c) => !c.pass))
        return verdict('trait');
    return verdict('pass');
}
function defaultPass(result) {
    return evaluateVerdict(result).pass;
}
