"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.strategyFromSpec = strategyFromSpec;
exports.strategyToSpec = strategyToSpec;
const all_of_js_1 = require("../../composition/all-of.js");
const any_of_js_1 = require("../../composition/any-of.js");
const at_least_n_js_1 = require("../../composition/at-least-n.js");
const field_check_js_1 = require("../../composition/field-check.js");
const validation_error_js_1 = require("../../errors/validation-error.js");
const template_spec_schema_js_1 = require("./template-spec-schema.js");
function build(spec, path) {
    const children = () => (spec.conditions ?? []).map((child, i) => build(child, [...path, 'conditions', i]));
    switch (spec.type) {
        case 'all_of':
            return (0, all_of_js_1.allOf)(...children());
        case 'any_of':
            return (0, any_of_js_1.anyOf)(...children());
        case 'at_least_n':
            if (spec.n === null || spec.n === undefined)
                throw new validation_error_js_1.ValidationError([...path, 'n'], "'at_least_n' requires an integer n >= 0", 'VerifyStrategySpec');
            if (spec.n < 0)
                throw new validation_error_js_1.ValidationError([...path, 'n'], `n must be >= 0, received ${spec.n}`, 'VerifyStrategySpec');
            return (0, at_least_n_js_1.atLeastN)(spec.n, ...children());
        case 'field_check':
            if (spec.field_name === null || spec.field_name === undefined) {
                throw new validation_error_js_1.ValidationError([...path, 'field_name'], "'field_check' requires field_name", 'VerifyStrategySpec');
            }
            return (0, field_check_js_1.fieldCheck)(spec.field_name);
        default:
            throw new validation_error_js_1.ValidationError([...path, 'type'], `unknown strategy type ${JSON.stringify(spec.type)} (expected all_of, any_of, at_least_n or field_check)`, 'VerifyStrategySpec');
    }
}
function strategyFromSpec(spec) {
    const parsed = template_spec_schema_js_1.VerifyStrategySpecSchema.safeParse(spec);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new validation_error_js_1.ValidationError(issue.path.filter((p) => typeof p !== 'symbol'), issue.message, 'VerifyStrategySpec');
    }
    return build(parsed.data, []);
}
function strategyToSpec(node) {
    if (node.type === 'field_check')
        return { type: 'field_check', n: null, field_name: node.field, conditions: [] };
    return {
        type: node.type,
        n: node.type === 'at_least_n' ? node.n : null,
        field_name: null,
        conditions: node.conditions.map(strategyToSpec),
    };
}
