"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resolveStages = resolveStages;
const karenina_error_js_1 = require("../errors/karenina-error.js");
const stage_graph_error_js_1 = require("../errors/stage-graph-error.js");
const orchestrator_js_1 = require("./orchestrator.js");
const ACCEPTED = 'expected an array of stages, or a function (defaults) => stages';
const STAGE_SHAPE = 'a stage has name (string), requires and produces (arrays of artifact keys), shouldRun(context) and execute(context)';
function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'object')
        return `an object (${Object.keys(value).slice(0, 4).join(', ') || 'no keys'})`;
    return typeof value;
}
function isKeyList(value) {
    return Array.isArray(value) && value.every((key) => typeof key === 'string');
}
function stageShapeProblem(value) {
    if (typeof value !== 'object' || value === null)
        return `got ${describeValue(value)}`;
    const stage = value;
    if (typeof stage['name'] !== 'string' || stage['name'] === '')
        return `its name is ${describeValue(stage['name'])}, not a non-empty string`;
    for (const key of ['requires', 'produces'])
        if (!isKeyList(stage[key]))
            return `its ${key} is ${describeValue(stage[key])}, not an array of strings`;
    for (const key of ['shouldRun', 'execute'])
        if (typeof stage[key] !== 'function')
            return `its ${key} is ${describeValue(stage[key])}, not a function`;
    return null;
}
function resolveStages(option, defaults, where) {
    if (option === undefined)
        return defaults();
    let stages = option;
    if (typeof option === 'function') {
        try {
            stages = option(Object.freeze([...defaults()]));
        }
        catch (error) {
            if (error instanceof karenina_error_js_1.KareninaError)
                throw error;
            throw new stage_graph_error_js_1.StageGraphError('', [], `${where}: the stages function threw: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`, { cause: error });
        }
        if (!Array.isArray(stages))
            throw new stage_graph_error_js_1.StageGraphError('', [], `${where}: the stages function returned ${describeValue(stages)}; ${ACCEPTED}`);
    }
    else if (!Array.isArray(option)) {
        throw new stage_graph_error_js_1.StageGraphError('', [], `${where}: got ${describeValue(option)}; ${ACCEPTED}`);
    }
    const list = stages;
    list.forEach((stage, index) => {
        const problem = stageShapeProblem(stage);
        if (problem !== null) {
            const name = typeof stage?.name === 'string' ? stage.name : '';
            throw new stage_graph_error_js_1.StageGraphError(name, [], `${where}[${index}]${name ? ` (${name})` : ''} is not a stage: ${problem}; ${STAGE_SHAPE}`);
        }
    });
    const checked = list;
    try {
        new orchestrator_js_1.StageOrchestrator(checked).validateDependencies();
    }
    catch (error) {
        if (error instanceof stage_graph_error_js_1.StageGraphError)
            throw new stage_graph_error_js_1.StageGraphError(error.stage, error.missing, `${where}: ${error.message}`);
        throw error;
    }
    return checked;
}
