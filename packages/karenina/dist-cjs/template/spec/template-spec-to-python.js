"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.templateSpecToPython = templateSpecToPython;
const py_float_value_js_1 = require("../../compat/py-float-value.js");
const py_str_js_1 = require("../../compat/py-str.js");
const py_truthy_js_1 = require("../../compat/py-truthy.js");
const template_error_js_1 = require("../../errors/template-error.js");
const strategy_spec_js_1 = require("./strategy-spec.js");
const validate_template_spec_js_1 = require("./validate-template-spec.js");
const ANNOTATIONS = { bool: 'bool', str: 'str', int: 'int', float: 'float', list_str: 'list[str]', date: 'str' };
const NODE_CLASSES = { field_check: 'FieldCheck', all_of: 'AllOf', any_of: 'AnyOf', at_least_n: 'AtLeastN' };
function annotation(field, exact) {
    const given = exact?.[field.name];
    if (given !== undefined)
        return given;
    if (field.type === 'literal' && field.literal_values !== null && field.literal_values.length > 0) {
        return `Literal[${field.literal_values.map(py_str_js_1.pyRepr).join(', ')}]`;
    }
    return ANNOTATIONS[field.type] ?? 'str';
}
function primitiveCode(primitive) {
    const type = (primitive.type ?? 'ExactMatch');
    const params = Object.entries(primitive).filter(([key]) => key !== 'type');
    return `${type}(${params.map(([key, value]) => `${key}=${(0, py_str_js_1.pyRepr)(value)}`).join(', ')})`;
}
function strategyCode(node) {
    const name = NODE_CLASSES[node.type];
    if (node.type === 'field_check')
        return `${name}(field=${(0, py_str_js_1.pyRepr)(node.field)})`;
    const conditions = `conditions=[${node.conditions.map(strategyCode).join(', ')}]`;
    return node.type === 'at_least_n' ? `${name}(n=${node.n}, ${conditions})` : `${name}(${conditions})`;
}
function strategyClasses(node, into) {
    into.add(NODE_CLASSES[node.type]);
    if (node.type !== 'field_check')
        node.conditions.forEach((child) => strategyClasses(child, into));
    return into;
}
function templateSpecToPython(input, options = {}) {
    const read = (0, validate_template_spec_js_1.parseTemplateSpec)(input);
    const className = typeof input.class_name === 'string' ? input.class_name : 'Answer';
    if ('errors' in read)
        throw new template_error_js_1.TemplateError(className, undefined, `Invalid TemplateSpec:\n${read.errors.map((e) => `  - ${e}`).join('\n')}`);
    const spec = read.spec;
    if (options.validate !== false) {
        const errors = (0, validate_template_spec_js_1.validateTemplateSpec)(spec);
        if (errors.length > 0)
            throw new template_error_js_1.TemplateError(spec.class_name, undefined, `Invalid TemplateSpec:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
    }
    const strategy = spec.verify_strategy === null ? null : (0, strategy_spec_js_1.strategyFromSpec)(spec.verify_strategy);
    const names = new Set();
    for (const field of spec.fields) {
        const type = field.verify_with.type;
        if ((0, py_truthy_js_1.pyTruthy)(type ?? null))
            names.add(String(type));
    }
    if (strategy !== null)
        strategyClasses(strategy, names);
    const lines = [];
    const annotations = spec.fields.map((f) => annotation(f, options.annotations));
    if (annotations.some((a) => a.includes('Literal[')))
        lines.push('from typing import Literal', '');
    lines.push(`from karenina.schemas.entities import ${['BaseAnswer', 'VerifiedField', ...[...names].sort()].join(', ')}`, '', '');
    lines.push(`class ${spec.class_name}(BaseAnswer):`);
    for (const [i, field] of spec.fields.entries()) {
        lines.push(`    ${field.name}: ${annotations[i]} = VerifiedField(`);
        lines.push(`        description="${field.description.replaceAll('"', '\\"')}",`);
        if (field.extraction_hint)
            lines.push(`        extraction_hint="${field.extraction_hint.replaceAll('"', '\\"')}",`);
        lines.push(`        ground_truth=${(0, py_str_js_1.pyRepr)(field.ground_truth)},`);
        lines.push(`        verify_with=${primitiveCode(field.verify_with)},`);
        const weight = (0, py_float_value_js_1.unboxNumber)(field.weight);
        if (weight !== 1)
            lines.push(`        weight=${(0, py_str_js_1.pyFloatRepr)(weight)},`);
        lines.push('    )');
    }
    if (strategy !== null) {
        lines.push('', '    class VerificationStrategy:', `        verify_strategy = ${strategyCode(strategy)}`);
    }
    lines.push('');
    return lines.join('\n');
}
