"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.templateCases = templateCases;
exports.templateProperty = templateProperty;
exports.assertTemplateProperty = assertTemplateProperty;
const fast_check_1 = __importDefault(require("fast-check"));
const py_str_js_1 = require("../compat/py-str.js");
const evaluate_strategy_js_1 = require("../composition/evaluate-strategy.js");
const template_error_js_1 = require("../errors/template-error.js");
const template_values_js_1 = require("./template-values.js");
function fail(template, testCase, problem) {
    const where = testCase.nearMiss === undefined ? 'all fields accepted' : `near miss in "${testCase.nearMiss}"`;
    const name = template.nameGiven ? `template ${template.name}` : 'the template';
    throw new Error(`${name} (${where}): ${problem}\n  values: ${JSON.stringify(testCase.values)}`);
}
function checkCase(template, testCase, options) {
    const generic = template;
    const plainCase = testCase;
    const instance = template.instantiate(testCase.values, options.instantiate);
    const results = instance.fieldResults();
    const flat = {};
    for (const field of template.fields) {
        const result = results[field.name];
        if (result === undefined)
            continue;
        flat[field.name] = result.result;
        if (field.verification?.isTrace)
            continue;
        const expected = field.name !== testCase.nearMiss;
        if (result.result !== expected) {
            const value = testCase.values[field.name];
            fail(generic, plainCase, `field "${field.name}" ${expected ? 'rejected the accepted variant' : 'accepted the near miss'} ${(0, py_str_js_1.pyRepr)(value)} (ground truth ${(0, py_str_js_1.pyRepr)(result.groundTruth)}, ${field.verification.primitive.type})`);
        }
        if (result.score === null || !(result.score >= 0 && result.score <= 1))
            fail(generic, plainCase, `field "${field.name}" scored ${result.score}, outside [0, 1]`);
    }
    if (template.hooks.verify === undefined) {
        const expected = template.strategy === null ? Object.values(flat).every((r) => r === true) : (0, evaluate_strategy_js_1.evaluateStrategy)(template.strategy, flat);
        const verdict = instance.verify();
        if (verdict !== expected)
            fail(generic, plainCase, `verify() is ${verdict}, but the field results ${JSON.stringify(flat)} make it ${expected}`);
    }
    if (template.hooks.verifyGranular === undefined && template.fields.every((f) => (f.verification?.weight ?? 0) >= 0)) {
        const granular = instance.verifyGranular();
        if (granular === null || !(granular >= 0 && granular <= 1))
            fail(generic, plainCase, `verifyGranular() is ${granular}, outside [0, 1]`);
        const flatAverage = template.strategy === null || template.strategy.type === 'all_of' || template.strategy.type === 'field_check';
        const allFull = Object.values(results).every((r) => r.score === 1);
        if (flatAverage && allFull && Math.abs(granular - 1) > 1e-12)
            fail(generic, plainCase, `verifyGranular() is ${granular} although every field scored 1`);
    }
    return options.check?.(instance, testCase) !== false;
}
function templateCases(template, options = {}) {
    if (!template.fields.some((f) => f.verification !== null)) {
        throw new template_error_js_1.TemplateError(template.name, undefined, 'templateProperty needs verified fields (field(...) with a ground truth and a primitive)');
    }
    const valueOptions = { fields: options.fields, ...(options.scenarioContext !== undefined ? { scenarioContext: options.scenarioContext } : {}) };
    const accepted = (0, template_values_js_1.acceptedValues)(template, valueOptions).map((values) => ({ values, nearMiss: undefined }));
    if (options.nearMisses === false)
        return accepted;
    let misses;
    try {
        misses = (0, template_values_js_1.nearMissValues)(template, valueOptions).map(({ field, values }) => ({ values, nearMiss: field }));
    }
    catch (error) {
        if (error instanceof template_error_js_1.TemplateError)
            return accepted;
        throw error;
    }
    return fast_check_1.default.oneof(accepted, misses);
}
function templateProperty(template, options = {}) {
    const traceFields = template.fields.filter((f) => f.verification?.isTrace).map((f) => f.name);
    if (traceFields.length > 0 && (options.instantiate?.rawTrace ?? null) === null) {
        throw new template_error_js_1.TemplateError(template.name, traceFields[0], 'templateProperty: the template has trace fields; pass instantiate: { rawTrace } to evaluate them');
    }
    return fast_check_1.default.property(templateCases(template, options), (testCase) => checkCase(template, testCase, options));
}
function assertTemplateProperty(template, options = {}, parameters) {
    fast_check_1.default.assert(templateProperty(template, options), parameters);
}
