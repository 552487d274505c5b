"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ValidationError = void 0;
const karenina_error_js_1 = require("./karenina-error.js");
class ValidationError extends karenina_error_js_1.KareninaError {
    path;
    problem;
    subject;
    constructor(path, problem, subject) {
        super('KARENINA_VALIDATION', `${subject ? `${subject} › ` : ''}${(0, karenina_error_js_1.formatPath)(path)}: ${problem}`);
        this.path = path;
        this.problem = problem;
        this.subject = subject;
    }
}
exports.ValidationError = ValidationError;
