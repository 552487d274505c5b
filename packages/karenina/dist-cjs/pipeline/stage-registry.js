"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.StageRegistry = void 0;
exports.unmetRequirements = unmetRequirements;
exports.unmetRequirementMessage = unmetRequirementMessage;
const stage_graph_error_js_1 = require("../errors/stage-graph-error.js");
function unmetRequirements(stages) {
    const available = new Set();
    const unmet = [];
    for (const stage of stages) {
        const missing = stage.requires.filter((key) => !available.has(key));
        if (missing.length > 0)
            unmet.push({ stage: stage.name, missing });
        for (const key of stage.produces)
            available.add(key);
    }
    return unmet;
}
function unmetRequirementMessage({ stage, missing }) {
    return `Stage '${stage}' requires artifacts {${missing.map((m) => `'${m}'`).join(', ')}} which are not produced by any earlier stage`;
}
class StageRegistry {
    #stages = new Map();
    register(stage) {
        if (this.#stages.has(stage.name))
            throw new stage_graph_error_js_1.StageGraphError(stage.name, [], `stage "${stage.name}" is already registered`);
        this.#stages.set(stage.name, stage);
    }
    get(name) {
        return this.#stages.get(name);
    }
    has(name) {
        return this.#stages.has(name);
    }
    get stages() {
        return [...this.#stages.values()];
    }
    validateDependencies(stages = this.stages) {
        return unmetRequirements(stages).map(unmetRequirementMessage);
    }
}
exports.StageRegistry = StageRegistry;
