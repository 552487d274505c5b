"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.validateScenarioGraph = validateScenarioGraph;
const validation_error_js_1 = require("../errors/validation-error.js");
const scenario_definition_js_1 = require("./scenario-definition.js");
const edgeLabel = (edge, index) => `edges[${index}] (${edge.source} → ${edge.target})`;
function validateScenarioGraph(name, nodeIds, edges, entryNode) {
    const subject = `scenario ${JSON.stringify(name)}`;
    const known = new Set(nodeIds);
    const knownList = `known nodes: ${nodeIds.join(', ') || '(none)'}`;
    if (!known.has(entryNode))
        throw new validation_error_js_1.ValidationError(['entry'], `entry node ${JSON.stringify(entryNode)} is not a node (${knownList})`, subject);
    edges.forEach((edge, i) => {
        if (!known.has(edge.source))
            throw new validation_error_js_1.ValidationError([], `${edgeLabel(edge, i)}: source ${JSON.stringify(edge.source)} is not a node (${knownList})`, subject);
        if (edge.target !== scenario_definition_js_1.END && !known.has(edge.target)) {
            throw new validation_error_js_1.ValidationError([], `${edgeLabel(edge, i)}: target ${JSON.stringify(edge.target)} is not a node or END (${knownList})`, subject);
        }
    });
    const reachable = new Set();
    const queue = [entryNode];
    while (queue.length > 0) {
        const current = queue.shift();
        if (reachable.has(current))
            continue;
        reachable.add(current);
        for (const edge of edges)
            if (edge.source === current && edge.target !== scenario_definition_js_1.END && !reachable.has(edge.target))
                queue.push(edge.target);
    }
    const orphans = nodeIds.filter((id) => !reachable.has(id));
    if (orphans.length > 0) {
        throw new validation_error_js_1.ValidationError([], `node${orphans.length > 1 ? 's' : ''} ${orphans.map((o) => JSON.stringify(o)).join(', ')} cannot be reached from the entry node ${JSON.stringify(entryNode)}`, subject);
    }
    for (const id of nodeIds) {
        const outbound = edges.map((edge, index) => ({ edge, index })).filter(({ edge }) => edge.source === id);
        const fallbacks = outbound.filter(({ edge }) => (0, scenario_definition_js_1.isUnconditional)(edge));
        if (fallbacks.length > 1) {
            const labels = fallbacks.map(({ edge, index }) => edgeLabel(edge, index)).join(' and ');
            throw new validation_error_js_1.ValidationError([], `node ${JSON.stringify(id)} has ${fallbacks.length} unconditional edges (${labels}); at most one is allowed`, subject);
        }
        if (fallbacks.length === 0 && outbound.length > 0) {
            const labels = outbound.map(({ edge, index }) => edgeLabel(edge, index)).join(', ');
            throw new validation_error_js_1.ValidationError([], `node ${JSON.stringify(id)} has conditional edges (${labels}) but no unconditional fallback; add an edge without a condition`, subject);
        }
    }
}
