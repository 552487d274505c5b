"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.classifyFailure = classifyFailure;
const compat_mode_js_1 = require("../compat/compat-mode.js");
const py_truthy_js_1 = require("../compat/py-truthy.js");
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const failure_js_1 = require("./failure.js");
const AUTOFAIL_STAGE_TO_CATEGORY = {
    RecursionLimitAutoFail: 'recursion_limit',
    TraceValidationAutoFail: 'trace_validation',
    DeepJudgmentAutoFail: 'deep_judgment',
    DeepJudgmentRubricAutoFail: 'deep_judgment_rubric',
    PlaceholderRetryAutoFail: 'connection',
};
const BUILT_IN_OVERRIDE_STAGES = new Set(['AbstentionCheck', 'SufficiencyCheck', 'EmbeddingCheck', 'VerifyTemplate']);
const PARSE_STAGES = new Set(['parse_template', 'ParseTemplate', 'AgenticParseTemplate', 'DynamicParseTemplate']);
const RETRY_ERROR_CATEGORIES = new Set(['timeout', 'connection', 'rate_limit', 'server_error']);
function counter(value) {
    return Math.trunc(Number(value ?? 0) || 0);
}
function retryExhausted(category, retryCounts) {
    const entry = retryCounts?.[category];
    if (!entry || Object.keys(entry).length === 0)
        return false;
    return counter(entry.used) >= counter(entry.budget);
}
function trimReason(s) {
    const stripped = (0, py_whitespace_js_1.pyStrip)(s ?? '');
    const chars = Array.from(stripped);
    return chars.length <= 500 ? stripped : chars.slice(0, 500).join('');
}
function isInsufficient(input, compat) {
    if ((0, compat_mode_js_1.isPythonCompat)(compat))
        return (0, py_truthy_js_1.pyTruthy)(input.sufficiencyDetected);
    return input.sufficiencyDetected === false;
}
function classifyFailure(input, options = {}) {
    const failedStage = input.failedStage ?? null;
    if (failedStage !== null && Object.hasOwn(AUTOFAIL_STAGE_TO_CATEGORY, failedStage)) {
        return (0, failure_js_1.makeFailure)(AUTOFAIL_STAGE_TO_CATEGORY[failedStage], failedStage, `auto-fail at stage ${failedStage}`);
    }
    if ((0, py_truthy_js_1.pyTruthy)(input.templateVerificationPerformed) && input.verifyResult === false) {
        if (failedStage !== null && !BUILT_IN_OVERRIDE_STAGES.has(failedStage) && !(0, compat_mode_js_1.isPythonCompat)(options.compat)) {
            return (0, failure_js_1.makeFailure)('content', failedStage, `${failedStage} set verify_result to False`);
        }
        return (0, failure_js_1.makeFailure)('content', 'verify_template', 'verify_template returned False');
    }
    const errorCategory = input.errorCategory ?? null;
    if (errorCategory !== null && RETRY_ERROR_CATEGORIES.has(errorCategory) && retryExhausted(errorCategory, input.retryCounts)) {
        return (0, failure_js_1.makeFailure)(errorCategory, input.errorStage || input.lastRunStage || 'unknown', `${errorCategory} retries exhausted`, {
            error_message: input.error ?? null,
            retry_counts: input.retryCounts ? structuredClone(input.retryCounts) : null,
        });
    }
    if ((0, py_truthy_js_1.pyTruthy)(input.abstentionDetected)) {
        return (0, failure_js_1.makeFailure)('abstention', 'abstention_check', trimReason(input.abstentionReasoning) || 'model abstained');
    }
    if (isInsufficient(input, options.compat)) {
        return (0, failure_js_1.makeFailure)('sufficiency', 'sufficiency_check', trimReason(input.sufficiencyReasoning) || 'insufficient response');
    }
    if ((0, py_truthy_js_1.pyTruthy)(input.templateValidationError)) {
        return (0, failure_js_1.makeFailure)('template_validation', 'validate_template', trimReason(input.templateValidationError));
    }
    const error = input.error ?? null;
    const parseStage = (0, compat_mode_js_1.isPythonCompat)(options.compat) ? input.errorStage === 'parse_template' : PARSE_STAGES.has(input.errorStage ?? '');
    if (parseStage && (0, py_truthy_js_1.pyTruthy)(error)) {
        return (0, failure_js_1.makeFailure)('parsing', 'parse_template', trimReason(error) || 'parse failed', { error_message: error });
    }
    if ((0, py_truthy_js_1.pyTruthy)(error)) {
        return (0, failure_js_1.makeFailure)('unexpected_error', input.errorStage || input.lastRunStage || 'unknown', trimReason(error) || 'unexpected error', {
            error_message: error,
        });
    }
    const traitFailures = (0, compat_mode_js_1.isPythonCompat)(options.compat) ? [] : (input.rubricTraitFailures ?? []);
    if (traitFailures.length > 0) {
        const first = traitFailures[0];
        const byTrait = {};
        for (const failure of traitFailures)
            for (const trait of failure.traits)
                byTrait[trait] ??= failure.message;
        const names = Object.keys(byTrait);
        return (0, failure_js_1.makeFailure)(first.category, 'rubric_evaluation', trimReason(`rubric trait evaluation failed for ${names.join(', ')}: ${first.message}`), {
            failed_traits: byTrait,
            error_message: first.message,
        });
    }
    return null;
}
