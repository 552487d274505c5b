"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.strategyFromJSON = strategyFromJSON;
const validation_error_js_1 = require("../errors/validation-error.js");
const all_of_js_1 = require("./all-of.js");
const any_of_js_1 = require("./any-of.js");
const at_least_n_js_1 = require("./at-least-n.js");
const field_check_js_1 = require("./field-check.js");
function strategyFromJSON(data, path = []) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        throw new validation_error_js_1.ValidationError(path, `expected a strategy node object, received ${Array.isArray(data) ? 'an array' : JSON.stringify(data)}`, 'VerificationStrategy');
    }
    const node = data;
    const children = () => {
        const conditions = node.conditions ?? [];
        if (!Array.isArray(conditions))
            throw new validation_error_js_1.ValidationError([...path, 'conditions'], 'expected an array of nodes', 'VerificationStrategy');
        return conditions.map((child, i) => strategyFromJSON(child, [...path, 'conditions', i]));
    };
    try {
        switch (node.type) {
            case 'field_check':
                if (typeof node.field !== 'string')
                    throw new validation_error_js_1.ValidationError([...path, 'field'], 'field_check needs a field name (string)', 'VerificationStrategy');
                return (0, field_check_js_1.fieldCheck)(node.field);
            case 'all_of':
                return (0, all_of_js_1.allOf)(...children());
            case 'any_of':
                return (0, any_of_js_1.anyOf)(...children());
            case 'at_least_n':
                return (0, at_least_n_js_1.atLeastN)(node.n, ...children());
            default:
                throw new validation_error_js_1.ValidationError([...path, 'type'], `unknown strategy node type ${JSON.stringify(node.type)} (expected all_of, any_of, at_least_n or field_check)`, 'VerificationStrategy');
        }
    }
    catch (error) {
        if (error instanceof validation_error_js_1.ValidationError && error.subject !== 'VerificationStrategy') {
            throw new validation_error_js_1.ValidationError([...path, ...error.path], error.problem, 'VerificationStrategy');
        }
        throw error;
    }
}
