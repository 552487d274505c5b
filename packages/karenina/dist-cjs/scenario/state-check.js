"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.stateCheck = stateCheck;
exports.stateCheckFromShorthand = stateCheckFromShorthand;
exports.evaluateStateCheck = evaluateStateCheck;
exports.edgeMatches = edgeMatches;
exports.resolveNextEdge = resolveNextEdge;
const validation_error_js_1 = require("../errors/validation-error.js");
const boolean_match_js_1 = require("../primitives/boolean-match.js");
const exact_match_js_1 = require("../primitives/exact-match.js");
const numeric_exact_js_1 = require("../primitives/numeric-exact.js");
const numeric_range_js_1 = require("../primitives/numeric-range.js");
const set_containment_js_1 = require("../primitives/set-containment.js");
const scenario_definition_js_1 = require("./scenario-definition.js");
const scenario_state_js_1 = require("./scenario-state.js");
function stateCheck(field, expected, verifyWith) {
    return { type: 'state_check', field, expected, verifyWith };
}
function operatorCheck(field, ops) {
    const keys = Object.keys(ops);
    if (keys.length !== 1)
        throw new validation_error_js_1.ValidationError([field], `an operator object must have exactly one key, got ${keys.length}: ${JSON.stringify(keys.sort())}`, 'state check');
    const op = keys[0];
    const value = ops[op];
    if (typeof value !== 'number')
        throw new validation_error_js_1.ValidationError([field, op], `expected a number, received ${JSON.stringify(value)}`, 'state check');
    switch (op) {
        case 'gte':
            return stateCheck(field, null, (0, numeric_range_js_1.numericRange)({ min: value }));
        case 'gt':
            return stateCheck(field, null, (0, numeric_range_js_1.numericRange)({ min: value, exclusiveMin: true }));
        case 'lte':
            return stateCheck(field, null, (0, numeric_range_js_1.numericRange)({ max: value }));
        case 'lt':
            return stateCheck(field, null, (0, numeric_range_js_1.numericRange)({ max: value, exclusiveMax: true }));
        case 'eq':
            return stateCheck(field, value, (0, numeric_exact_js_1.numericExact)());
        default:
            throw new validation_error_js_1.ValidationError([field, op], 'unknown operator (expected one of eq, gt, gte, lt, lte)', 'state check');
    }
}
function stateCheckFromShorthand(shorthand) {
    const keys = Object.keys(shorthand);
    if (keys.length !== 1) {
        throw new validation_error_js_1.ValidationError([], `a state check shorthand must have exactly one key, got ${keys.length}: ${JSON.stringify(keys.sort())}`, 'state check');
    }
    const field = keys[0];
    const value = shorthand[field];
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
        return operatorCheck(field, value);
    if (typeof value === 'boolean')
        return stateCheck(field, value, (0, boolean_match_js_1.booleanMatch)());
    if (typeof value === 'string')
        return stateCheck(field, value, (0, exact_match_js_1.exactMatch)());
    if (typeof value === 'number')
        return stateCheck(field, value, (0, numeric_exact_js_1.numericExact)());
    if (Array.isArray(value))
        return stateCheck(field, value, (0, set_containment_js_1.setContainment)());
    return stateCheck(field, value, (0, exact_match_js_1.exactMatch)());
}
function evaluateStateCheck(check, state) {
    const { verifyWith } = check;
    if (verifyWith.kind === 'trace')
        throw new validation_error_js_1.ValidationError(['verify_with'], `${verifyWith.type} inspects a trace and cannot check state`, 'state check');
    return verifyWith.check((0, scenario_state_js_1.resolveStatePath)(check.field, state), check.expected);
}
function edgeMatches(edge, state) {
    try {
        if (edge.conditionFunction !== null)
            return edge.conditionFunction(state) === true;
        if (edge.condition === null)
            return false;
        const checks = Array.isArray(edge.condition) ? edge.condition : [edge.condition];
        return checks.every((c) => evaluateStateCheck(c, state));
    }
    catch {
        return false;
    }
}
function resolveNextEdge(edges, state) {
    let fallback = null;
    for (const edge of edges) {
        if ((0, scenario_definition_js_1.isUnconditional)(edge)) {
            fallback ??= edge;
            continue;
        }
        if (edgeMatches(edge, state))
            return edge;
    }
    return fallback;
}
