"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.outcomeNodeToCheckpoint = outcomeNodeToCheckpoint;
exports.outcomeCheckpointToJSON = outcomeCheckpointToJSON;
const CLASS_NAMES = {
    turn_check: 'TurnCheck',
    result_check: 'ResultCheck',
    cross_turn_check: 'CrossTurnCheck',
    count_turns: 'CountTurns',
    first_match_index: 'FirstMatchIndex',
    all_of: 'AllOf',
    any_of: 'AnyOf',
    at_least_n: 'AtLeastN',
};
const FROM_CLASS = Object.fromEntries(Object.entries(CLASS_NAMES).map(([k, v]) => [v, k]));
function scopeJSON(scope) {
    if (scope.type === 'turn_at')
        return { type: 'turn_at', index: scope.index };
    if (scope.type === 'any_turn' || scope.type === 'all_turns')
        return { type: scope.type, node_id: scope.nodeId };
    return { type: scope.type };
}
function outcomeNodeToCheckpoint(node) {
    const type = CLASS_NAMES[node.type];
    switch (node.type) {
        case 'turn_check':
            return { type, scope: scopeJSON(node.scope), field: node.field, expected: node.expected, verify_with: node.verifyWith.toJSON() };
        case 'result_check':
            return { type, field: node.field, expected: node.expected, verify_with: node.verifyWith.toJSON() };
        case 'cross_turn_check':
            return {
                type,
                source_turn: scopeJSON(node.sourceTurn),
                source_field: node.sourceField,
                target_turn: scopeJSON(node.targetTurn),
                target_field: node.targetField,
                comparison: node.comparison,
                normalize: [...node.normalize],
            };
        case 'count_turns':
        case 'first_match_index':
            return { type, node_id: node.nodeId, verify_result: node.verifyResult };
        case 'all_of':
        case 'any_of':
            return { type, conditions: node.conditions.map(outcomeNodeToCheckpoint) };
        case 'at_least_n':
            return { type, n: node.n, conditions: node.conditions.map(outcomeNodeToCheckpoint) };
    }
}
function outcomeCheckpointToJSON(raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        return raw;
    const node = { ...raw };
    if (typeof node.type === 'string' && Object.hasOwn(FROM_CLASS, node.type))
        node.type = FROM_CLASS[node.type];
    if (Array.isArray(node.conditions))
        node.conditions = node.conditions.map(outcomeCheckpointToJSON);
    return node;
}
