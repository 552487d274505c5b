"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseTemplateSpec = parseTemplateSpec;
exports.validateTemplateSpec = validateTemplateSpec;
const py_str_js_1 = require("../../compat/py-str.js");
const py_truthy_js_1 = require("../../compat/py-truthy.js");
const registry_js_1 = require("../../primitives/registry.js");
const template_spec_schema_js_1 = require("./template-spec-schema.js");
const VALID_FIELD_TYPES = ['bool', 'date', 'float', 'int', 'list_str', 'literal', 'str'];
function sortedRepr(items) {
    return (0, py_str_js_1.pyRepr)([...items].sort());
}
function parseTemplateSpec(spec) {
    const parsed = template_spec_schema_js_1.TemplateSpecSchema.safeParse(spec);
    if (parsed.success)
        return { spec: parsed.data };
    return {
        errors: parsed.error.issues.map((issue) => {
            const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
            return `${path || 'TemplateSpec'}: ${issue.message}`;
        }),
    };
}
function validateTemplateSpec(input) {
    const read = parseTemplateSpec(input);
    if ('errors' in read)
        return read.errors;
    const errors = [];
    for (const field of read.spec.fields) {
        const prefix = `Field '${field.name}'`;
        if (!VALID_FIELD_TYPES.includes(field.type)) {
            errors.push(`${prefix}: invalid field type '${field.type}'. Must be one of: ${sortedRepr(VALID_FIELD_TYPES)}`);
        }
        if (field.type === 'literal' && (field.literal_values === null || field.literal_values.length === 0)) {
            errors.push(`${prefix}: literal type requires 'literal_values'`);
        }
        const primType = field.verify_with.type;
        if (!(0, py_truthy_js_1.pyTruthy)(primType ?? null)) {
            errors.push(`${prefix}: 'verify_with' must include a 'type' key`);
            continue;
        }
        if (!(0, registry_js_1.isPrimitiveType)(primType)) {
            errors.push(`${prefix}: unknown primitive '${String(primType)}'. Available: ${sortedRepr(registry_js_1.PRIMITIVE_TYPES)}`);
            continue;
        }
        try {
            (0, registry_js_1.primitiveFromJSON)(field.verify_with);
        }
        catch (error) {
            errors.push(`${prefix}: invalid parameters for '${primType}': ${error.message}`);
            continue;
        }
        const compatible = registry_js_1.PRIMITIVE_FIELD_TYPES[primType];
        if (compatible !== undefined && !compatible.includes(field.type)) {
            errors.push(`${prefix}: primitive '${primType}' is not compatible with field type '${field.type}'. Compatible types: ${sortedRepr(compatible)}`);
        }
        if (field.is_trace && field.type !== 'bool') {
            errors.push(`${prefix}: trace primitives require field type 'bool', got '${field.type}'`);
        }
    }
    return errors;
}
