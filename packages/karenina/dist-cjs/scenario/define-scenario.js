"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.defineScenario = defineScenario;
const validation_error_js_1 = require("../errors/validation-error.js");
const scenario_definition_js_1 = require("./scenario-definition.js");
const state_check_js_1 = require("./state-check.js");
const validate_graph_js_1 = require("./validate-graph.js");
const HANDOVERS = ['transcript_prepend', 'transcript_append', 'transcript_materialize'];
function isStateCheck(value) {
    return typeof value === 'object' && value !== null && value.type === 'state_check';
}
function toCheck(value, path, subject) {
    if (isStateCheck(value))
        return value;
    try {
        return (0, state_check_js_1.stateCheckFromShorthand)(value);
    }
    catch (error) {
        if (error instanceof validation_error_js_1.ValidationError)
            throw new validation_error_js_1.ValidationError([...path, ...error.path], error.problem, subject);
        throw error;
    }
}
function toEdge(spec, index, subject) {
    const path = [`edges[${index}] (${String(spec.from)} → ${String(spec.to)})`, 'when'];
    const when = spec.when;
    if (spec.handover !== undefined && !HANDOVERS.includes(spec.handover)) {
        throw new validation_error_js_1.ValidationError([path[0], 'handover'], `unknown handover ${JSON.stringify(spec.handover)} (expected one of ${HANDOVERS.join(', ')})`, subject);
    }
    const base = { source: spec.from, target: spec.to, conditionSource: null, handover: spec.handover ?? null };
    if (when === undefined)
        return { ...base, condition: null, conditionFunction: null };
    if (typeof when === 'function')
        return { ...base, condition: null, conditionFunction: when };
    if (Array.isArray(when)) {
        if (when.length === 0)
            throw new validation_error_js_1.ValidationError(path, 'an empty condition list (leave `when` out for a fallback edge)', subject);
        return { ...base, condition: when.map((c, i) => toCheck(c, [...path, i], subject)), conditionFunction: null };
    }
    return { ...base, condition: toCheck(when, path, subject), conditionFunction: null };
}
function toCriterion(name, spec) {
    const base = { name, description: '', check: null, evaluate: null, evaluateSource: null };
    if (typeof spec === 'function')
        return { ...base, evaluate: spec };
    if ('check' in spec)
        return { ...base, check: spec.check, description: spec.description ?? '' };
    if ('evaluate' in spec)
        return { ...base, evaluate: spec.evaluate, description: spec.description ?? '' };
    return { ...base, check: spec };
}
function defineScenario(spec) {
    const subject = `scenario ${JSON.stringify(spec.name)}`;
    if (typeof spec.name !== 'string' || spec.name === '')
        throw new validation_error_js_1.ValidationError(['name'], 'a scenario needs a non-empty name', 'scenario');
    const nodes = {};
    for (const [id, node] of Object.entries(spec.nodes)) {
        if (id === scenario_definition_js_1.END)
            throw new validation_error_js_1.ValidationError(['nodes', id], `${scenario_definition_js_1.END} is reserved for the end of the scenario`, subject);
        if (typeof node.question !== 'string')
            throw new validation_error_js_1.ValidationError(['nodes', id, 'question'], 'expected the question text', subject);
        nodes[id] = Object.freeze({
            nodeId: id,
            question: Object.freeze({
                text: node.question,
                template: node.template,
                ...(node.questionId !== undefined ? { id: node.questionId } : {}),
                rawAnswer: node.rawAnswer ?? '',
                rubric: node.rubric ?? null,
                keywords: node.keywords ?? null,
            }),
            modelOverride: node.modelOverride ?? null,
            toolFilter: node.toolFilter ?? null,
            metadata: Object.freeze({ ...node.metadata }),
            agentIdentity: node.agentIdentity ?? null,
            stateUpdate: node.stateUpdate ?? null,
            stateUpdateSource: null,
        });
    }
    const edges = spec.edges.map((edge, i) => Object.freeze(toEdge(edge, i, subject)));
    (0, validate_graph_js_1.validateScenarioGraph)(spec.name, Object.keys(nodes), edges, spec.entry);
    const outcomeCriteria = Object.entries(spec.outcomes ?? {}).map(([name, o]) => Object.freeze(toCriterion(name, o)));
    return Object.freeze({
        name: spec.name,
        description: spec.description ?? '',
        nodes: Object.freeze(nodes),
        edges: Object.freeze(edges),
        entryNode: spec.entry,
        outcomeCriteria: Object.freeze(outcomeCriteria),
        metadata: Object.freeze({ ...spec.metadata }),
    });
}
