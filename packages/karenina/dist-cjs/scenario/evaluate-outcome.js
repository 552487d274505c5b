"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.evaluateOutcome = evaluateOutcome;
const py_eq_js_1 = require("../compat/py-eq.js");
const py_str_js_1 = require("../compat/py-str.js");
const check_error_js_1 = require("../errors/check-error.js");
const normalizers_js_1 = require("../primitives/normalizers.js");
const py_order_js_1 = require("../compat/py-order.js");
const turn_record_js_1 = require("./turn-record.js");
const turn_scope_js_1 = require("./turn-scope.js");
function evaluateOutcome(node, result) {
    if (node.type === 'count_turns')
        return result.history.filter((turn) => matchesFilter(turn, node)).length;
    if (node.type === 'first_match_index')
        return result.history.findIndex((turn) => matchesFilter(turn, node));
    return evaluateBoolean(node, result);
}
function evaluateBoolean(node, result) {
    switch (node.type) {
        case 'all_of':
            return node.conditions.every((child) => evaluateBoolean(child, result));
        case 'any_of':
            return node.conditions.some((child) => evaluateBoolean(child, result));
        case 'at_least_n':
            return node.conditions.reduce((passing, child) => passing + (evaluateBoolean(child, result) ? 1 : 0), 0) >= node.n;
        case 'turn_check': {
            const check = (turn) => runCheck(node.verifyWith, (0, turn_record_js_1.resolveTurnField)(node.field, turn), node.expected);
            const { scope } = node;
            if (scope.type === 'any_turn' || scope.type === 'all_turns') {
                const turns = (0, turn_scope_js_1.filterTurnsByNode)(result.history, scope.nodeId);
                if (turns.length === 0)
                    return false;
                return scope.type === 'any_turn' ? turns.some(check) : turns.every(check);
            }
            const turn = (0, turn_scope_js_1.selectSingleTurn)(scope, result.history);
            return turn !== undefined && check(turn);
        }
        case 'result_check':
            return runCheck(node.verifyWith, (0, turn_record_js_1.resolveResultField)(node.field, result), node.expected);
        case 'cross_turn_check':
            return evaluateCrossTurn(node, result);
        default:
            return false;
    }
}
function runCheck(primitive, value, expected) {
    if (primitive.kind === 'trace') {
        throw new check_error_js_1.CheckError('not_implemented', `${primitive.type} uses check_trace(), not check()`);
    }
    return primitive.check(value, expected);
}
function matchesFilter(turn, filter) {
    const { nodeId, verifyResult } = filter;
    if (nodeId !== null && (typeof nodeId === 'string' ? turn.nodeId !== nodeId : !nodeId.includes(turn.nodeId)))
        return false;
    return verifyResult === null || turn.verifyResult === verifyResult;
}
function evaluateCrossTurn(node, result) {
    const source = (0, turn_scope_js_1.selectSingleTurn)(node.sourceTurn, result.history);
    const target = (0, turn_scope_js_1.selectSingleTurn)(node.targetTurn, result.history);
    if (source === undefined || target === undefined)
        return false;
    let s = (0, turn_record_js_1.resolveTurnField)(node.sourceField, source);
    let t = (0, turn_record_js_1.resolveTurnField)(node.targetField, target);
    if (node.normalize.length > 0) {
        s = (0, normalizers_js_1.applyNormalizers)(node.normalize, (0, py_str_js_1.pyStr)(s));
        t = (0, normalizers_js_1.applyNormalizers)(node.normalize, (0, py_str_js_1.pyStr)(t));
    }
    try {
        switch (node.comparison) {
            case 'eq':
                return (0, py_eq_js_1.pyEq)(t, s);
            case 'neq':
                return !(0, py_eq_js_1.pyEq)(t, s);
            case 'contains':
                return (0, py_str_js_1.pyStr)(t).includes((0, py_str_js_1.pyStr)(s));
            case 'gt':
                return (0, py_order_js_1.pyOrder)(t, 'gt', s);
            case 'gte':
                return (0, py_order_js_1.pyOrder)(t, 'ge', s);
            case 'lt':
                return (0, py_order_js_1.pyOrder)(t, 'lt', s);
            case 'lte':
                return (0, py_order_js_1.pyOrder)(t, 'le', s);
        }
    }
    catch (error) {
        if (error instanceof check_error_js_1.CheckError && (error.kind === 'type' || error.kind === 'value'))
            return false;
        throw error;
    }
}
