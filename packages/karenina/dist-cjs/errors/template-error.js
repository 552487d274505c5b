"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TemplateError = void 0;
const karenina_error_js_1 = require("./karenina-error.js");
class TemplateError extends karenina_error_js_1.KareninaError {
    template;
    field;
    problem;
    constructor(template, field, problem, options) {
        super('KARENINA_TEMPLATE_INVALID', `template ${template}${field ? ` › field "${field}"` : ''}: ${problem}`, options);
        this.template = template;
        this.field = field;
        this.problem = problem;
    }
}
exports.TemplateError = TemplateError;
