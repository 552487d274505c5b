"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.cannotGenerate = cannotGenerate;
exports.resolveTarget = resolveTarget;
const py_float_value_js_1 = require("../compat/py-float-value.js");
const template_error_js_1 = require("../errors/template-error.js");
const field_results_js_1 = require("../template/field-results.js");
function cannotGenerate(target, what, reason) {
    return new template_error_js_1.TemplateError(target.template, target.field.name, `cannot generate ${what}: ${reason}`);
}
function resolveTarget(template, field, what, options = {}) {
    const templateName = template?.name ?? 'Answer';
    let info;
    if (typeof field === 'string') {
        info = template?.fields.find((f) => f.name === field);
        if (info === undefined) {
            const names = template?.fields.map((f) => f.name).join(', ') ?? '';
            throw new template_error_js_1.TemplateError(templateName, field, `cannot generate ${what}: no such field (fields: ${names})`);
        }
    }
    else {
        info = field;
    }
    if (info.verification === null) {
        throw cannotGenerate({ template: templateName, field: info }, what, 'the field has no ground truth and primitive (it is a plain zod field); generate its values with fieldValues()');
    }
    const { groundTruth, primitive } = (0, field_results_js_1.resolveField)(info, options.scenarioContext ?? null);
    if (primitive.kind === 'trace') {
        throw cannotGenerate({ template: templateName, field: info }, what, `${primitive.type} is a trace primitive: the judge never fills this field, it is checked on the raw trace (pass rawTrace)`);
    }
    return { template: templateName, field: info, groundTruth: (0, py_float_value_js_1.unboxNumber)(groundTruth), primitive };
}
