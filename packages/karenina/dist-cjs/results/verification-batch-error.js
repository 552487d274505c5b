"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VerificationBatchError = void 0;
const karenina_error_js_1 = require("../errors/karenina-error.js");
class VerificationBatchError extends karenina_error_js_1.KareninaError {
    reason;
    partialResults;
    unfinished;
    constructor(reason, partialResults, unfinished, options) {
        const why = reason === 'timeout' ? 'timed out (batch_timeout_seconds)' : 'was cancelled';
        super('KARENINA_BATCH_INCOMPLETE', `verification batch ${why}: ${partialResults.results.length} results kept, ${unfinished} tasks unfinished (a progressive save can be resumed)`, options);
        this.reason = reason;
        this.partialResults = partialResults;
        this.unfinished = unfinished;
    }
}
exports.VerificationBatchError = VerificationBatchError;
