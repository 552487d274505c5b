"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createInstance = createInstance;
const evaluate_strategy_js_1 = require("../composition/evaluate-strategy.js");
const granular_score_js_1 = require("../composition/granular-score.js");
const template_error_js_1 = require("../errors/template-error.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const verify_regex_js_1 = require("./classic/verify-regex.js");
const field_results_js_1 = require("./field-results.js");
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}
const FIELD_INDEX = new WeakMap();
function fieldIndexOf(fields) {
    let index = FIELD_INDEX.get(fields);
    if (index !== undefined)
        return index;
    index = {
        names: new Set(fields.map((f) => f.name)),
        verified: fields.filter((f) => f.verification !== null && !f.verification.conditional),
        anyVerified: fields.some((f) => f.verification !== null),
    };
    if (Object.isFrozen(fields))
        FIELD_INDEX.set(fields, index);
    return index;
}
class Instance {
    template;
    values;
    nullFields;
    groundTruths = null;
    regex = null;
    extras;
    id;
    rawTrace;
    scenarioContext;
    #pythonTypedValues;
    #attributeOrder = [];
    #fieldResults;
    constructor(template, values, options) {
        this.template = template;
        const fieldNames = fieldIndexOf(template.fields).names;
        const own = {};
        const extras = { ...options.extras };
        let id = options.questionId ?? null;
        for (const [key, value] of Object.entries(values)) {
            if (value === undefined)
                continue;
            if (fieldNames.has(key))
                own[key] = value;
            else if (key === 'id')
                id ??= typeof value === 'string' ? value : null;
            else
                extras[key] = value;
        }
        this.values = own;
        this.id = id;
        this.rawTrace = options.rawTrace ?? null;
        this.scenarioContext = options.scenarioContext ?? null;
        this.nullFields = new Set(options.nullFields ?? []);
        this.#pythonTypedValues = options.pythonTypedValues ?? false;
        this.#attributeOrder.push(...Object.keys(extras));
        this.extras = extras;
        this.#runGroundTruthHook(extras);
    }
    #runGroundTruthHook(extras) {
        const { groundTruth } = this.template.hooks;
        const self = this;
        if (groundTruth === undefined) {
            const { verified, anyVerified } = fieldIndexOf(this.template.fields);
            if (anyVerified) {
                self.groundTruths = Object.fromEntries(verified.map((f) => [f.name, f.verification.groundTruth]));
                this.#attributeOrder.push('correct');
            }
            return;
        }
        const returned = groundTruth(this);
        if (returned === undefined || returned === null)
            return;
        if (!isPlainObject(returned)) {
            throw new template_error_js_1.TemplateError(this.template.name, undefined, `groundTruth must return an object ({ correct, regex, ... }), received ${typeof returned}`);
        }
        for (const [key, value] of Object.entries(returned)) {
            if (key === 'correct') {
                if (value !== null && value !== undefined && !isPlainObject(value)) {
                    throw new template_error_js_1.TemplateError(this.template.name, undefined, "groundTruth must return `correct` as an object of field → expected value (Karenina: 'self.correct' must be a dictionary)");
                }
                self.groundTruths = (value ?? null);
            }
            else if (key === 'regex') {
                if (value !== null && value !== undefined && !isPlainObject(value)) {
                    throw new template_error_js_1.TemplateError(this.template.name, undefined, 'groundTruth must return `regex` as an object of named checks ({ pattern, expected, matchType })');
                }
                try {
                    (0, verify_regex_js_1.assertRegexCheckKeys)(value);
                }
                catch (error) {
                    if (error instanceof validation_error_js_1.ValidationError)
                        throw new template_error_js_1.TemplateError(this.template.name, undefined, `groundTruth returned regex checks with ${error.problem}`);
                    throw error;
                }
                self.regex = (value ?? null);
            }
            else {
                extras[key] = value;
            }
            this.#attributeOrder.push(key);
        }
    }
    setRawTrace(rawTrace) {
        this.rawTrace = rawTrace;
        this.#fieldResults = undefined;
    }
    setScenarioContext(context) {
        this.scenarioContext = context;
        this.#fieldResults = undefined;
    }
    setQuestionId(questionId) {
        this.id = questionId;
    }
    fieldResults() {
        this.#fieldResults ??= (0, field_results_js_1.computeFieldResults)({
            fields: this.template.fields,
            values: this.values,
            nullFields: this.nullFields,
            rawTrace: this.rawTrace,
            scenarioContext: this.scenarioContext,
            pythonTypedValues: this.#pythonTypedValues,
        });
        return this.#fieldResults;
    }
    resolvedGroundTruths() {
        const out = {};
        for (const f of this.template.fields)
            if (f.verification !== null)
                out[f.name] = (0, field_results_js_1.resolveField)(f, this.scenarioContext).groundTruth;
        return out;
    }
    verify() {
        const { verify } = this.template.hooks;
        if (verify !== undefined)
            return verify(this);
        if (!this.template.fields.some((f) => f.verification !== null)) {
            return true;
        }
        const results = this.fieldResults();
        const flat = Object.fromEntries(Object.entries(results).map(([name, r]) => [name, r.result]));
        if (this.template.strategy !== null)
            return (0, evaluate_strategy_js_1.evaluateStrategy)(this.template.strategy, flat);
        return Object.values(flat).every((r) => r === true);
    }
    verifyGranular() {
        const { verifyGranular } = this.template.hooks;
        if (verifyGranular !== undefined)
            return verifyGranular(this);
        const verified = this.template.fields.filter((f) => f.verification !== null);
        if (verified.length === 0)
            return null;
        const results = this.fieldResults();
        const contributions = verified.map((f) => ({ weight: f.verification.weight, score: results[f.name].score }));
        return (0, granular_score_js_1.granularScore)(contributions, this.template.strategy);
    }
    verifyRegex(text) {
        return (0, verify_regex_js_1.verifyRegex)(this.regex, text);
    }
    dump() {
        const out = { id: this.id };
        const values = this.values;
        for (const f of this.template.fields) {
            if (!Object.hasOwn(values, f.name) || this.nullFields.has(f.name))
                continue;
            out[f.name] = this.#pythonTypedValues ? values[f.name] : (0, field_results_js_1.asFieldValue)(f, values[f.name]);
        }
        for (const key of this.#attributeOrder) {
            if (key === 'correct')
                out.correct = this.groundTruths;
            else if (key === 'regex')
                out.regex = this.regex;
            else
                out[key] = this.extras[key];
        }
        return out;
    }
}
function createInstance(template, values = {}, options = {}) {
    return new Instance(template, values, options);
}
