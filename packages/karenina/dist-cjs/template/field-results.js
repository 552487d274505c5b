"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.asFieldValue = asFieldValue;
exports.resolveField = resolveField;
exports.computeFieldResults = computeFieldResults;
const py_float_value_js_1 = require("../compat/py-float-value.js");
const py_float_js_1 = require("../compat/py-float.js");
const py_truthy_js_1 = require("../compat/py-truthy.js");
const check_error_js_1 = require("../errors/check-error.js");
const regex_timeout_error_js_1 = require("../regex-guard/regex-timeout-error.js");
const primitive_js_1 = require("../primitives/primitive.js");
const conditional_ground_truth_js_1 = require("./conditional-ground-truth.js");
function asFieldValue(field, value) {
    return field.type === 'float' && typeof value === 'number' && Number.isInteger(value) ? new py_float_value_js_1.PyFloat(value) : value;
}
function clamp01(score) {
    if (Number.isNaN(score))
        return 0;
    return Math.min(1, Math.max(0, score));
}
function resolveField(field, context) {
    const v = field.verification;
    if (!(0, conditional_ground_truth_js_1.isConditionalGroundTruth)(v.groundTruth))
        return { groundTruth: v.groundTruth, primitive: v.primitive };
    const resolved = (0, conditional_ground_truth_js_1.resolveConditionalGroundTruth)(v.groundTruth, context);
    return { groundTruth: resolved.value, primitive: resolved.primitive ?? v.primitive };
}
function namingField(field, check) {
    try {
        return check();
    }
    catch (error) {
        if (regex_timeout_error_js_1.RegexTimeoutError.isRegexTimeout(error))
            throw new check_error_js_1.CheckError('regex', `field '${field}': ${error.message}`, { cause: error });
        throw error;
    }
}
function computeFieldResults(input) {
    const results = {};
    for (const field of input.fields) {
        if (field.verification === null)
            continue;
        const { groundTruth, primitive } = resolveField(field, input.scenarioContext);
        if (input.nullFields.has(field.name)) {
            results[field.name] = { result: null, score: null, groundTruth };
            continue;
        }
        if ((0, primitive_js_1.isTracePrimitive)(primitive)) {
            if (input.rawTrace === null) {
                throw new check_error_js_1.CheckError('value', `Field '${field.name}' uses a TracePrimitive but requires _raw_trace to be set (pass rawTrace)`);
            }
            const passed = namingField(field.name, () => primitive.checkTrace(input.rawTrace)) === (0, py_truthy_js_1.pyTruthy)(groundTruth);
            results[field.name] = { result: passed, score: passed ? 1 : 0, groundTruth };
            continue;
        }
        const raw = Object.hasOwn(input.values, field.name) ? (input.values[field.name] ?? null) : null;
        const extracted = input.pythonTypedValues ? raw : asFieldValue(field, raw);
        const passed = namingField(field.name, () => primitive.check(extracted, groundTruth));
        let score;
        try {
            score = clamp01((0, py_float_js_1.pyFloat)(primitive.score(extracted, groundTruth)));
        }
        catch {
            score = passed ? 1 : 0;
        }
        results[field.name] = { result: passed, score, groundTruth };
    }
    return results;
}
