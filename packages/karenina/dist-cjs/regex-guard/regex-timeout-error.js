"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RegexTimeoutError = void 0;
const py_str_js_1 = require("../compat/py-str.js");
const check_error_js_1 = require("../errors/check-error.js");
class RegexTimeoutError extends check_error_js_1.CheckError {
    pattern;
    timeoutMs;
    constructor(pattern, timeoutMs) {
        super('regex', `regex timeout: regular expression ${(0, py_str_js_1.pyStrRepr)(pattern)} did not finish within ${timeoutMs} ms ` +
            '(catastrophic backtracking; `karenina validate` names such patterns; the budget is KARENINA_REGEX_TIMEOUT_MS or --regex-timeout)');
        this.pattern = pattern;
        this.timeoutMs = timeoutMs;
    }
    static isRegexTimeout(error) {
        return error instanceof Error && error.name === 'RegexTimeoutError';
    }
}
exports.RegexTimeoutError = RegexTimeoutError;
