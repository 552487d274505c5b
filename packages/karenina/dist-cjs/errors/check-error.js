"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CheckError = void 0;
const karenina_error_js_1 = require("./karenina-error.js");
class CheckError extends karenina_error_js_1.KareninaError {
    kind;
    constructor(kind, message, options) {
        super('KARENINA_CHECK_FAILED', message, options);
        this.kind = kind;
    }
}
exports.CheckError = CheckError;
