"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.outcome = void 0;
const boolean_match_js_1 = require("../primitives/boolean-match.js");
const exact_match_js_1 = require("../primitives/exact-match.js");
const numeric_exact_js_1 = require("../primitives/numeric-exact.js");
const numeric_range_js_1 = require("../primitives/numeric-range.js");
const turn_scope_js_1 = require("./turn-scope.js");
function inferPrimitive(value) {
    if (typeof value === 'boolean')
        return (0, boolean_match_js_1.booleanMatch)();
    if (typeof value === 'number')
        return (0, numeric_exact_js_1.numericExact)();
    return (0, exact_match_js_1.exactMatch)();
}
function turnChecks(scope, fields) {
    const checks = Object.entries(fields).map(([field, expected]) => ({
        type: 'turn_check',
        scope,
        field,
        expected,
        verifyWith: inferPrimitive(expected),
    }));
    if (checks.length === 1)
        return checks[0];
    return { type: 'all_of', conditions: checks };
}
exports.outcome = {
    lastTurn: (fields) => turnChecks((0, turn_scope_js_1.lastTurn)(), fields),
    firstTurn: (fields) => turnChecks((0, turn_scope_js_1.firstTurn)(), fields),
    anyTurn: (fields, options = {}) => turnChecks((0, turn_scope_js_1.anyTurn)(options.node ?? null), fields),
    allTurns: (fields, options = {}) => turnChecks((0, turn_scope_js_1.allTurns)(options.node ?? null), fields),
    statusIs: (status) => ({ type: 'result_check', field: 'status', expected: status, verifyWith: (0, exact_match_js_1.exactMatch)() }),
    turnCountGte: (n) => ({ type: 'result_check', field: 'turn_count', expected: null, verifyWith: (0, numeric_range_js_1.numericRange)({ min: n }) }),
    turnCountEq: (n) => ({ type: 'result_check', field: 'turn_count', expected: n, verifyWith: (0, numeric_exact_js_1.numericExact)() }),
    countTurns: (options = {}) => ({
        type: 'count_turns',
        nodeId: options.node ?? null,
        verifyResult: options.verifyResult ?? null,
    }),
    firstMatchIndex: (options = {}) => ({
        type: 'first_match_index',
        nodeId: options.node ?? null,
        verifyResult: options.verifyResult ?? null,
    }),
    crossTurn: (options) => ({
        type: 'cross_turn_check',
        sourceTurn: options.source,
        sourceField: options.sourceField,
        targetTurn: options.target,
        targetField: options.targetField,
        comparison: options.comparison,
        normalize: options.normalize ?? [],
    }),
    allOf: (...checks) => ({ type: 'all_of', conditions: checks }),
    anyOf: (...checks) => ({ type: 'any_of', conditions: checks }),
    atLeastN: (n, ...checks) => ({ type: 'at_least_n', n, conditions: checks }),
};
