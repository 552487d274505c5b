"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.templateToSpec = templateToSpec;
const template_error_js_1 = require("../../errors/template-error.js");
const conditional_ground_truth_js_1 = require("../conditional-ground-truth.js");
const strategy_spec_js_1 = require("./strategy-spec.js");
function templateToSpec(template) {
    const verified = template.fields.filter((f) => f.verification !== null);
    if (verified.length === 0) {
        throw new template_error_js_1.TemplateError(template.name, undefined, 'Cannot convert classic template to TemplateSpec: classic templates use verify() functions that the structured format cannot represent');
    }
    const fields = verified.map((f) => {
        const v = f.verification;
        return {
            name: f.name,
            type: f.type,
            description: f.description ?? '',
            extraction_hint: v.extractionHint,
            ground_truth: (0, conditional_ground_truth_js_1.isConditionalGroundTruth)(v.groundTruth) ? v.groundTruth.toJSON() : v.groundTruth,
            literal_values: f.literalValues === null ? null : [...f.literalValues],
            verify_with: v.primitive.toJSON(),
            weight: v.weight,
            is_trace: v.isTrace,
        };
    });
    return { fields, verify_strategy: template.strategy === null ? null : (0, strategy_spec_js_1.strategyToSpec)(template.strategy), class_name: template.name };
}
