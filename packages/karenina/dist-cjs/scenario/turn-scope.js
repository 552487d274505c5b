"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.allTurns = exports.anyTurn = exports.turnAt = exports.firstTurn = exports.lastTurn = void 0;
exports.selectSingleTurn = selectSingleTurn;
exports.filterTurnsByNode = filterTurnsByNode;
const lastTurn = () => ({ type: 'last_turn' });
exports.lastTurn = lastTurn;
const firstTurn = () => ({ type: 'first_turn' });
exports.firstTurn = firstTurn;
const turnAt = (index) => ({ type: 'turn_at', index });
exports.turnAt = turnAt;
const anyTurn = (nodeId = null) => ({ type: 'any_turn', nodeId });
exports.anyTurn = anyTurn;
const allTurns = (nodeId = null) => ({ type: 'all_turns', nodeId });
exports.allTurns = allTurns;
function selectSingleTurn(scope, history) {
    if (history.length === 0)
        return undefined;
    if (scope.type === 'last_turn')
        return history.at(-1);
    if (scope.type === 'first_turn')
        return history[0];
    if (scope.type === 'turn_at') {
        const { index } = scope;
        if (index >= history.length || index < -history.length)
            return undefined;
        return history.at(index);
    }
    return undefined;
}
function filterTurnsByNode(history, nodeId) {
    if (nodeId === null)
        return history;
    if (typeof nodeId === 'string')
        return history.filter((turn) => turn.nodeId === nodeId);
    return history.filter((turn) => nodeId.includes(turn.nodeId));
}
