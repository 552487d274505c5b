"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_REGEX_TIMEOUT_MS = void 0;
exports.regexTimeoutMs = regexTimeoutMs;
exports.setRegexTimeout = setRegexTimeout;
const config_error_js_1 = require("../errors/config-error.js");
exports.DEFAULT_REGEX_TIMEOUT_MS = 1000;
let timeoutMs;
function parseTimeout(value, where) {
    if (!Number.isFinite(value) || value <= 0)
        throw new config_error_js_1.ConfigError(where, `must be a positive number of milliseconds, got ${value}`);
    return value;
}
function regexTimeoutMs() {
    if (timeoutMs === undefined) {
        const text = process.env['KARENINA_REGEX_TIMEOUT_MS'];
        timeoutMs = text === undefined || text.trim() === '' ? exports.DEFAULT_REGEX_TIMEOUT_MS : parseTimeout(Number(text), 'KARENINA_REGEX_TIMEOUT_MS');
    }
    return timeoutMs;
}
function setRegexTimeout(ms) {
    timeoutMs = ms === undefined ? undefined : parseTimeout(ms, 'regexTimeoutMs');
}
