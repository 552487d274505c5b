"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RunPorts = void 0;
const resolve_model_js_1 = require("../llm/resolve-model.js");
class RunPorts {
    options;
    #ports = { answering: new Map(), parsing: new Map() };
    constructor(options) {
        this.options = options;
    }
    async resolve(models) {
        const pending = [];
        for (const [model, role] of models) {
            const cache = this.#ports[role];
            if (cache.has(model))
                continue;
            cache.set(model, null);
            pending.push((0, resolve_model_js_1.resolveModel)(model, { ...this.options, role }).then((ports) => void cache.set(model, ports)));
        }
        await Promise.all(pending);
    }
    get(model, role) {
        const ports = this.#ports[role].get(model);
        if (!ports)
            throw new Error(`internal: ports of ${model.id} (${role}) were not resolved before the run`);
        return ports;
    }
}
exports.RunPorts = RunPorts;
