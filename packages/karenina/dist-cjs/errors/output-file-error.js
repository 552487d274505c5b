"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.OutputFileError = void 0;
const karenina_error_js_1 = require("./karenina-error.js");
class OutputFileError extends karenina_error_js_1.KareninaError {
    file;
    constructor(file, problem) {
        super('KARENINA_OUTPUT_REFUSED', `cannot write ${file}: ${problem}`);
        this.file = file;
    }
}
exports.OutputFileError = OutputFileError;
