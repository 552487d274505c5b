"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.StageGraphError = void 0;
const karenina_error_js_1 = require("./karenina-error.js");
class StageGraphError extends karenina_error_js_1.KareninaError {
    stage;
    missing;
    constructor(stage, missing, problem, options) {
        super('KARENINA_STAGE_GRAPH', problem, options);
        this.stage = stage;
        this.missing = missing;
    }
}
exports.StageGraphError = StageGraphError;
