"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.templateFromSpec = templateFromSpec;
const zod_1 = require("zod");
const strategy_spec_js_1 = require("./strategy-spec.js");
const validation_error_js_1 = require("../../errors/validation-error.js");
const registry_js_1 = require("../../primitives/registry.js");
const conditional_ground_truth_js_1 = require("../conditional-ground-truth.js");
const define_template_js_1 = require("../define-template.js");
const field_js_1 = require("../field.js");
const validate_template_spec_js_1 = require("./validate-template-spec.js");
function schemaFor(f) {
    switch (f.type) {
        case 'bool':
            return zod_1.z.boolean();
        case 'int':
            return zod_1.z.int();
        case 'float':
            return zod_1.z.number();
        case 'list_str':
            return zod_1.z.array(zod_1.z.string());
        case 'literal':
            return f.literal_values !== null && f.literal_values.length > 0 ? zod_1.z.enum(f.literal_values) : zod_1.z.string();
        default:
            return zod_1.z.string();
    }
}
function templateFromSpec(input, options = {}) {
    const read = (0, validate_template_spec_js_1.parseTemplateSpec)(input);
    if ('errors' in read)
        throw new validation_error_js_1.ValidationError([], read.errors.join('; '), 'TemplateSpec');
    const spec = read.spec;
    const shape = {};
    spec.fields.forEach((f, i) => {
        let check;
        try {
            check = (0, registry_js_1.primitiveFromJSON)(f.verify_with);
        }
        catch (error) {
            if (error instanceof validation_error_js_1.ValidationError)
                throw new validation_error_js_1.ValidationError(['fields', i, 'verify_with', ...error.path], error.problem, 'TemplateSpec');
            throw error;
        }
        const groundTruth = (0, conditional_ground_truth_js_1.isSerializedConditional)(f.ground_truth) ? (0, conditional_ground_truth_js_1.conditionalGroundTruthFromJSON)(f.ground_truth) : f.ground_truth;
        shape[f.name] = (0, field_js_1.field)(options.fieldSchemas?.[f.name] ?? schemaFor(f), {
            description: f.description,
            groundTruth: groundTruth,
            check,
            weight: f.weight,
            extractionHint: f.extraction_hint,
            ...(f.type === 'date' ? { type: 'date' } : {}),
        });
    });
    const strategy = spec.verify_strategy === null ? null : (0, strategy_spec_js_1.strategyFromSpec)(spec.verify_strategy);
    return (0, define_template_js_1.defineTemplateInternal)(shape, { name: spec.class_name, strategy, ...(options.compat ? { compat: options.compat } : {}), ...(options.source !== undefined ? { source: options.source } : {}) }, { spec });
}
