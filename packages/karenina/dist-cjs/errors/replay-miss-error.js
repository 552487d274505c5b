"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ReplayMissError = void 0;
const karenina_error_js_1 = require("./karenina-error.js");
class ReplayMissError extends karenina_error_js_1.KareninaError {
    key;
    source;
    constructor(key, source, hint) {
        super('KARENINA_REPLAY_MISS', `no recorded response for ${key} in ${source}${hint ? `; ${hint}` : ''}`);
        this.key = key;
        this.source = source;
    }
}
exports.ReplayMissError = ReplayMissError;
