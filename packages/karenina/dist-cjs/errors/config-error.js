"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ConfigError = void 0;
const karenina_error_js_1 = require("./karenina-error.js");
class ConfigError extends karenina_error_js_1.KareninaError {
    key;
    constructor(key, problem, options) {
        super('KARENINA_CONFIG_INVALID', `${key}: ${problem}`, options);
        this.key = key;
    }
}
exports.ConfigError = ConfigError;
