"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.explainOutcome = explainOutcome;
exports.scenarioOutcomeVerdict = scenarioOutcomeVerdict;
exports.scenarioTestVerdict = scenarioTestVerdict;
const py_str_js_1 = require("../compat/py-str.js");
const evaluate_outcome_js_1 = require("../scenario/evaluate-outcome.js");
const turn_record_js_1 = require("../scenario/turn-record.js");
const turn_scope_js_1 = require("../scenario/turn-scope.js");
const turnLabel = (turns, turn) => `turn ${turns.indexOf(turn)} (${turn.nodeId})`;
function scopeLabel(scope) {
    if (scope.type === 'turn_at')
        return `turn_at(${scope.index})`;
    if (scope.type === 'any_turn' || scope.type === 'all_turns')
        return `${scope.type}${scope.nodeId === null ? '' : `(${JSON.stringify(scope.nodeId)})`}`;
    return scope.type;
}
function safeCheck(fn) {
    try {
        return fn();
    }
    catch {
        return false;
    }
}
function explainOutcome(node, run) {
    const turns = run.history;
    switch (node.type) {
        case 'turn_check': {
            const check = (t) => safeCheck(() => node.verifyWith.kind === 'field' && node.verifyWith.check((0, turn_record_js_1.resolveTurnField)(node.field, t), node.expected));
            const show = (t) => `${turnLabel(turns, t)}: ${node.field} = ${(0, py_str_js_1.pyRepr)((0, turn_record_js_1.resolveTurnField)(node.field, t))}, expected ${(0, py_str_js_1.pyRepr)(node.expected)} (${node.verifyWith.type})`;
            const { scope } = node;
            if (scope.type === 'any_turn' || scope.type === 'all_turns') {
                const pool = (0, turn_scope_js_1.filterTurnsByNode)(turns, scope.nodeId);
                if (pool.length === 0)
                    return `${scopeLabel(scope)}: no turn qualifies (no vacuous truth)`;
                const decisive = scope.type === 'any_turn' ? pool.find(check) : pool.find((t) => !check(t));
                if (decisive)
                    return `${scopeLabel(scope)} decided at ${show(decisive)}`;
                return scope.type === 'any_turn' ? `${scopeLabel(scope)}: no turn matched (last ${show(pool.at(-1))})` : `${scopeLabel(scope)}: all ${pool.length} turns matched`;
            }
            const turn = (0, turn_scope_js_1.selectSingleTurn)(scope, turns);
            return turn ? `${scopeLabel(scope)} is ${show(turn)}` : `${scopeLabel(scope)}: no such turn (${turns.length} turns)`;
        }
        case 'result_check':
            return `the run's ${node.field} = ${(0, py_str_js_1.pyRepr)((0, turn_record_js_1.resolveResultField)(node.field, run))}, expected ${(0, py_str_js_1.pyRepr)(node.expected)} (${node.verifyWith.type})`;
        case 'cross_turn_check': {
            const source = (0, turn_scope_js_1.selectSingleTurn)(node.sourceTurn, turns);
            const target = (0, turn_scope_js_1.selectSingleTurn)(node.targetTurn, turns);
            const side = (t, field, scope) => (t ? `${turnLabel(turns, t)} ${field} = ${(0, py_str_js_1.pyRepr)((0, turn_record_js_1.resolveTurnField)(field, t))}` : `${scopeLabel(scope)}: no such turn`);
            return `${side(target, node.targetField, node.targetTurn)} ${node.comparison} ${side(source, node.sourceField, node.sourceTurn)}`;
        }
        case 'count_turns':
        case 'first_match_index':
            return `${node.type} = ${safeValue(node, run)}`;
        default: {
            const parts = node.conditions.map((c) => `${safeValue(c, run) === true ? '✓' : '✗'} ${explainOutcome(c, run)}`);
            const head = node.type === 'at_least_n' ? `at least ${node.n} of` : node.type === 'all_of' ? 'all of' : 'any of';
            return `${head}:\n${parts.map((p) => `    ${p}`).join('\n')}`;
        }
    }
}
function safeValue(node, run) {
    try {
        return (0, evaluate_outcome_js_1.evaluateOutcome)(node, run);
    }
    catch {
        return false;
    }
}
function scenarioOutcomeVerdict(run, criterion, check = null) {
    const name = typeof criterion === 'string' ? criterion : null;
    const node = typeof criterion === 'string' ? check : criterion;
    let value;
    if (name !== null)
        value = Object.hasOwn(run.outcomeResults, name) ? run.outcomeResults[name] : null;
    else
        value = safeValue(node, run);
    const pass = value === true || (typeof value === 'number' && value !== 0);
    const label = name !== null ? `criterion ${JSON.stringify(name)}` : 'the outcome check';
    return {
        pass,
        value,
        message: (how = {}) => {
            const lines = [
                `scenario ${JSON.stringify(run.scenarioId)}${run.replicate === null ? '' : ` #${run.replicate}`}: expected ${label} ${how.isNot ? 'not ' : ''}to hold, it is ${value === null ? 'not defined' : (0, py_str_js_1.pyRepr)(value)}`,
                `  path: ${run.path.join(' → ')} [${run.status}, ${run.turnCount} turns]`,
            ];
            if (run.terminalFailure)
                lines.push(`  stopped: ${run.terminalFailure.category} at ${run.terminalFailure.node_id} (${run.terminalFailure.stage}): ${run.terminalFailure.reason}`);
            if (name !== null && value === null)
                lines.push(`  criteria of the run: ${Object.keys(run.outcomeResults).join(', ') || 'none'}`);
            if (node)
                lines.push(`  ${explainOutcome(node, run)}`);
            return lines.join('\n');
        },
    };
}
function scenarioTestVerdict(run, checks = {}) {
    const failed = Object.entries(run.outcomeResults).filter(([, v]) => v === false);
    const pass = run.status !== 'error' && failed.length === 0;
    return {
        pass,
        value: pass,
        message: () => {
            const lines = [`scenario ${JSON.stringify(run.scenarioId)}${run.replicate === null ? '' : ` #${run.replicate}`} [${run.status}]: ${run.path.join(' → ')}`];
            if (run.terminalFailure)
                lines.push(`  stopped: ${run.terminalFailure.category} at ${run.terminalFailure.node_id} (${run.terminalFailure.stage}): ${run.terminalFailure.reason}`);
            for (const [name] of failed) {
                const check = checks[name] ?? null;
                lines.push(`  ✗ ${name}${check ? `: ${explainOutcome(check, run)}` : ''}`);
            }
            return lines.join('\n');
        },
    };
}
