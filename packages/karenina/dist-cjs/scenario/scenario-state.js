"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resolveStatePath = resolveStatePath;
exports.initialState = initialState;
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const get = (o, key) => (Object.hasOwn(o, key) ? o[key] : null);
function resolveStatePath(path, state) {
    const dot = path.indexOf('.');
    const root = dot < 0 ? path : path.slice(0, dot);
    if (root === 'verify_result')
        return state.verify_result;
    if (root === 'turn')
        return state.turn;
    if (root === 'current_node')
        return state.current_node;
    if (dot < 0)
        return null;
    const rest = path.slice(dot + 1);
    if (root === 'parsed')
        return get(state.parsed, rest);
    if (root === 'accumulated')
        return get(state.accumulated, rest);
    if (root === 'node_visits')
        return Object.hasOwn(state.node_visits, rest) ? state.node_visits[rest] : 0;
    if (root === 'node_results')
        return resolveNodeResult(rest, state);
    return null;
}
function resolveNodeResult(rest, state) {
    const dot = rest.indexOf('.');
    const nodeId = dot < 0 ? rest : rest.slice(0, dot);
    const data = Object.hasOwn(state.node_results, nodeId) ? { ...state.node_results[nodeId] } : {};
    if (dot < 0)
        return data;
    const tail = rest.slice(dot + 1);
    const dot2 = tail.indexOf('.');
    const value = get(data, dot2 < 0 ? tail : tail.slice(0, dot2));
    if (dot2 >= 0 && isRecord(value))
        return get(value, tail.slice(dot2 + 1));
    return value;
}
function initialState(entryNode) {
    return { turn: 0, current_node: entryNode, verify_result: null, parsed: {}, node_visits: {}, history: [], accumulated: {}, node_results: {} };
}
