"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.scenarioToCheckpoint = scenarioToCheckpoint;
exports.scenarioFromCheckpoint = scenarioFromCheckpoint;
const py_float_value_js_1 = require("../../compat/py-float-value.js");
const checkpoint_trust_js_1 = require("../../config/checkpoint-trust.js");
const model_id_js_1 = require("../../config/model-id.js");
const checkpoint_error_js_1 = require("../../errors/checkpoint-error.js");
const karenina_error_js_1 = require("../../errors/karenina-error.js");
const registry_js_1 = require("../../primitives/registry.js");
const outcome_node_js_1 = require("../../scenario/outcome-node.js");
const outcome_node_json_js_1 = require("../../scenario/outcome-node-json.js");
const validate_graph_js_1 = require("../../scenario/validate-graph.js");
const template_from_spec_js_1 = require("../../template/spec/template-from-spec.js");
const default_template_js_1 = require("./default-template.js");
const python_template_parser_js_1 = require("./python-template-parser.js");
const HANDOVERS = ['transcript_prepend', 'transcript_append', 'transcript_materialize'];
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v) && !(0, py_float_value_js_1.isPyFloat)(v);
function unboxDeep(value) {
    if (Array.isArray(value))
        return value.map(unboxDeep);
    if (isObject(value))
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unboxDeep(v)]));
    return (0, py_float_value_js_1.unboxNumber)(value);
}
function dropNulls(value) {
    if (Array.isArray(value))
        return value.map(dropNulls);
    if (!isObject(value))
        return value;
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, dropNulls(v)]));
}
function stateCheckJSON(check) {
    return { type: 'state_check', field: check.field, expected: check.expected, verify_with: check.verifyWith.toJSON() };
}
function questionJSON(q) {
    const points = [...q.text];
    const name = points.length > 40 ? `${points.slice(0, 40).join('')}... Answer Template` : `${q.text} Answer Template`;
    return {
        '@type': 'Question',
        ...(q.id !== undefined ? { '@id': q.id } : {}),
        text: q.text,
        acceptedAnswer: { '@type': 'Answer', text: q.rawAnswer ?? '' },
        hasPart: { '@type': 'SoftwareSourceCode', name, text: q.templateSource ?? q.template?.source ?? '' },
    };
}
function scenarioToCheckpoint(def) {
    const nodes = Object.fromEntries(Object.entries(def.nodes).map(([id, node]) => [
        id,
        {
            '@type': 'karenina:ScenarioNode',
            nodeId: id,
            question: questionJSON(node.question),
            modelOverride: node.modelOverride
                ? {
                    answering_model: node.modelOverride.answeringModel ? (0, model_id_js_1.toModelConfig)(node.modelOverride.answeringModel) : null,
                    parsing_model: node.modelOverride.parsingModel ? (0, model_id_js_1.toModelConfig)(node.modelOverride.parsingModel) : null,
                }
                : null,
            toolFilter: node.toolFilter ? { remove: node.toolFilter.remove.map((r) => ({ server: r.server, tool: r.tool ?? null })) } : null,
            stateUpdateSource: node.stateUpdateSource,
            agentIdentity: node.agentIdentity,
            metadata: { ...node.metadata },
        },
    ]));
    return dropNulls({
        '@type': 'karenina:Scenario',
        name: def.name,
        description: def.description,
        entryNode: def.entryNode,
        nodes,
        edges: def.edges.map((e) => ({
            source: e.source,
            target: e.target,
            condition: e.condition === null ? null : Array.isArray(e.condition) ? e.condition.map(stateCheckJSON) : stateCheckJSON(e.condition),
            conditionSource: e.conditionSource,
            handover: e.handover,
        })),
        outcomeCriteria: def.outcomeCriteria.map((c) => ({
            name: c.name,
            description: c.description,
            check: c.check ? (0, outcome_node_json_js_1.outcomeNodeToCheckpoint)(c.check) : null,
            evaluateSource: c.evaluateSource,
        })),
        metadata: { ...def.metadata },
    });
}
function scenarioFromCheckpoint(raw, options) {
    const base = options.path ?? ['hasPart', 0];
    const fail = (path, problem, cause) => {
        throw new checkpoint_error_js_1.CheckpointError(options.file, [...base, ...path], problem, cause === undefined ? undefined : { cause });
    };
    const attempt = (path, make) => {
        try {
            return make();
        }
        catch (error) {
            if (karenina_error_js_1.KareninaError.isInstance(error))
                return fail(path, error.message, error);
            throw error;
        }
    };
    if (!isObject(raw))
        return fail([], 'expected a karenina:Scenario object');
    const str = (v, path) => (typeof v === 'string' ? v : fail(path, `expected a string, received ${JSON.stringify(v) ?? 'nothing'}`));
    const name = str(raw.name, ['name']);
    if (!isObject(raw.nodes))
        return fail(['nodes'], 'expected an object of nodes');
    const nodes = {};
    for (const [id, n] of Object.entries(raw.nodes)) {
        const at = ['nodes', id];
        if (!isObject(n) || !isObject(n.question))
            return fail([...at, 'question'], 'expected a Question object');
        const q = n.question;
        const text = str(q.text, [...at, 'question', 'text']);
        const source = isObject(q.hasPart) && typeof q.hasPart.text === 'string' ? q.hasPart.text : '';
        const override = isObject(n.modelOverride) ? n.modelOverride : null;
        nodes[id] = {
            nodeId: id,
            question: {
                text,
                ...(typeof q['@id'] === 'string' ? { id: q['@id'] } : {}),
                rawAnswer: isObject(q.acceptedAnswer) && typeof q.acceptedAnswer.text === 'string' ? q.acceptedAnswer.text : '',
                ...nodeTemplate(`${name}/${id}`, text, source, options),
            },
            modelOverride: override
                ? attempt([...at, 'modelOverride'], () => {
                    const fromFile = (role) => {
                        const config = (0, model_id_js_1.toModelConfig)(unboxDeep(override[role]));
                        (0, checkpoint_trust_js_1.markFromCheckpoint)(config, options.file, `scenario ${JSON.stringify(name)} node ${JSON.stringify(id)} modelOverride.${role}`);
                        return config;
                    };
                    return {
                        ...(isObject(override.answering_model) ? { answeringModel: fromFile('answering_model') } : {}),
                        ...(isObject(override.parsing_model) ? { parsingModel: fromFile('parsing_model') } : {}),
                    };
                })
                : null,
            toolFilter: toolFilter(n.toolFilter, [...at, 'toolFilter'], fail),
            metadata: isObject(n.metadata) ? n.metadata : {},
            agentIdentity: typeof n.agentIdentity === 'string' ? n.agentIdentity : null,
            stateUpdate: null,
            stateUpdateSource: typeof n.stateUpdateSource === 'string' ? n.stateUpdateSource : null,
        };
    }
    const edges = (Array.isArray(raw.edges) ? raw.edges : []).map((e, i) => {
        const at = ['edges', i];
        if (!isObject(e))
            return fail(at, 'expected an edge object');
        const check = (c, path) => {
            if (!isObject(c))
                return fail(path, 'expected a StateCheck object');
            return { type: 'state_check', field: str(c.field, [...path, 'field']), expected: c.expected ?? null, verifyWith: attempt([...path, 'verify_with'], () => (0, registry_js_1.primitiveFromJSON)(c.verify_with)) };
        };
        const c = e.condition;
        const handover = e.handover ?? null;
        if (handover !== null && !HANDOVERS.includes(handover))
            fail([...at, 'handover'], `unknown handover ${JSON.stringify(handover)} (expected one of ${HANDOVERS.join(', ')})`);
        return {
            source: str(e.source, [...at, 'source']),
            target: str(e.target, [...at, 'target']),
            condition: c == null ? null : Array.isArray(c) ? c.map((x, j) => check(x, [...at, 'condition', j])) : check(c, [...at, 'condition']),
            conditionFunction: null,
            conditionSource: typeof e.conditionSource === 'string' ? e.conditionSource : null,
            handover: handover,
        };
    });
    const outcomeCriteria = (Array.isArray(raw.outcomeCriteria) ? raw.outcomeCriteria : []).map((o, i) => {
        const at = ['outcomeCriteria', i];
        if (!isObject(o))
            return fail(at, 'expected an outcome criterion object');
        return {
            name: str(o.name, [...at, 'name']),
            description: typeof o.description === 'string' ? o.description : '',
            check: o.check == null ? null : attempt([...at, 'check'], () => (0, outcome_node_js_1.outcomeNodeFromJSON)((0, outcome_node_json_js_1.outcomeCheckpointToJSON)(o.check))),
            evaluate: null,
            evaluateSource: typeof o.evaluateSource === 'string' ? o.evaluateSource : null,
        };
    });
    const entryNode = str(raw.entryNode, ['entryNode']);
    attempt([], () => (0, validate_graph_js_1.validateScenarioGraph)(name, Object.keys(nodes), edges, entryNode));
    return {
        name,
        description: typeof raw.description === 'string' ? raw.description : '',
        nodes,
        edges,
        entryNode,
        outcomeCriteria,
        metadata: isObject(raw.metadata) ? raw.metadata : {},
    };
}
function toolFilter(raw, path, fail) {
    if (raw == null)
        return null;
    if (!isObject(raw) || !Array.isArray(raw.remove))
        return fail(path, 'expected {"remove": [{"server": …, "tool"?: …}]}');
    return {
        remove: raw.remove.map((r, i) => {
            if (!isObject(r) || typeof r.server !== 'string')
                return fail([...path, 'remove', i], 'expected {"server": <name>, "tool"?: <name>}');
            return { server: r.server, tool: typeof r.tool === 'string' ? r.tool : null };
        }),
    };
}
function nodeTemplate(key, question, source, options) {
    const registered = options.templates?.[key];
    if (registered !== undefined)
        return { template: registered, templateSource: source, templateProblem: null };
    if (source === '' || (0, default_template_js_1.isDefaultTemplate)(source, question))
        return { template: null, templateSource: null, templateProblem: `scenario node ${key} has no answer template` };
    const reading = (0, python_template_parser_js_1.readPythonTemplate)(source);
    if (reading.kind === 'classic') {
        return {
            template: null,
            templateSource: source,
            templateProblem: `scenario node ${key}: its answer template is Python code that karenina-ts cannot run (${reading.reason}, template line ${reading.line}); give a TypeScript template for "${key}"`,
        };
    }
    try {
        return { template: (0, template_from_spec_js_1.templateFromSpec)(reading.spec, { source, ...(options.compat ? { compat: options.compat } : {}) }), templateSource: source, templateProblem: null };
    }
    catch (error) {
        if (!karenina_error_js_1.KareninaError.isInstance(error))
            throw error;
        return { template: null, templateSource: source, templateProblem: `scenario node ${key}: its answer template cannot be built: ${error.message}` };
    }
}
