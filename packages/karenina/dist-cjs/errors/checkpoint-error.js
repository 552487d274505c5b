"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CheckpointError = void 0;
const karenina_error_js_1 = require("./karenina-error.js");
class CheckpointError extends karenina_error_js_1.KareninaError {
    file;
    path;
    problem;
    constructor(file, path, problem, options) {
        super('KARENINA_CHECKPOINT_INVALID', `${file}: ${path.length === 0 ? '' : `${(0, karenina_error_js_1.formatPath)(path)}: `}${problem}`, options);
        this.file = file;
        this.path = path;
        this.problem = problem;
    }
}
exports.CheckpointError = CheckpointError;
