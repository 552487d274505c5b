"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ParseFailureError = void 0;
const karenina_error_js_1 = require("./karenina-error.js");
class ParseFailureError extends karenina_error_js_1.KareninaError {
    schemaName;
    attempts;
    lastError;
    constructor(schemaName, attempts, lastError) {
        super('KARENINA_PARSE_FAILURE', `could not parse the judge's reply into ${schemaName} after ${attempts.length} attempt(s): ${lastError}`);
        this.schemaName = schemaName;
        this.attempts = attempts;
        this.lastError = lastError;
    }
}
exports.ParseFailureError = ParseFailureError;
