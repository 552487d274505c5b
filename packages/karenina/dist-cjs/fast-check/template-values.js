"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.fieldArbitrary = fieldArbitrary;
exports.templateValues = templateValues;
exports.acceptedValues = acceptedValues;
exports.nearMissValues = nearMissValues;
const fast_check_1 = __importDefault(require("fast-check"));
const template_error_js_1 = require("../errors/template-error.js");
const field_values_js_1 = require("./field-values.js");
const field_variants_js_1 = require("./field-variants.js");
function isTraceField(field) {
    return field.verification?.isTrace === true;
}
function fieldArbitrary(field, mode, options) {
    if (typeof mode !== 'string')
        return mode;
    if (mode === 'any' || field.verification === null || isTraceField(field))
        return (0, field_values_js_1.schemaValues)(field);
    return mode === 'accepted' ? (0, field_variants_js_1.acceptedVariants)(field, options) : (0, field_variants_js_1.rejectedVariants)(field, options);
}
function checkFieldNames(template, names) {
    const known = new Set(template.fields.map((f) => f.name));
    const unknown = names.find((n) => !known.has(n));
    if (unknown !== undefined)
        throw new template_error_js_1.TemplateError(template.name, unknown, `templateValues: no such field (fields: ${[...known].join(', ')})`);
}
function withTemplateName(template, build) {
    try {
        return build();
    }
    catch (error) {
        if (error instanceof template_error_js_1.TemplateError && error.template !== template.name) {
            throw new template_error_js_1.TemplateError(template.name, error.field, error.problem, { cause: error });
        }
        throw error;
    }
}
function templateValues(template, options = {}) {
    const overrides = (options.fields ?? {});
    checkFieldNames(template, Object.keys(overrides));
    const record = {};
    withTemplateName(template, () => {
        for (const field of template.fields)
            record[field.name] = fieldArbitrary(field, overrides[field.name] ?? options.verified ?? 'any', options);
    });
    return fast_check_1.default.record(record);
}
function acceptedValues(template, options = {}) {
    return templateValues(template, { ...options, verified: 'accepted' });
}
function nearMissFields(template, options) {
    return template.fields.filter((field) => {
        if (field.verification === null || isTraceField(field))
            return false;
        try {
            (0, field_variants_js_1.rejectedVariants)(field, options);
            return true;
        }
        catch (error) {
            if (error instanceof template_error_js_1.TemplateError)
                return false;
            throw error;
        }
    });
}
function nearMissValues(template, options = {}) {
    const candidates = withTemplateName(template, () => nearMissFields(template, options));
    if (candidates.length === 0)
        throw new template_error_js_1.TemplateError(template.name, undefined, 'nearMissValues: no verified field has near misses (each primitive accepts every value, or none can be built)');
    return fast_check_1.default.constantFrom(...candidates.map((f) => f.name)).chain((name) => templateValues(template, { ...options, verified: 'accepted', fields: { ...options.fields, [name]: 'rejected' } }).map((values) => ({
        field: name,
        values,
    })));
}
