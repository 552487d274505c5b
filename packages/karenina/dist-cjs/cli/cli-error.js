"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CliError = void 0;
exports.describeCliError = describeCliError;
const karenina_error_js_1 = require("../errors/karenina-error.js");
const exit_codes_js_1 = require("./exit-codes.js");
const redact_secrets_js_1 = require("../utils/redact-secrets.js");
class CliError extends Error {
    exitCode;
    constructor(message, exitCode = exit_codes_js_1.EXIT.badInput) {
        super(message);
        this.exitCode = exitCode;
        this.name = 'CliError';
    }
}
exports.CliError = CliError;
function describeCliError(error) {
    const { exitCode, message } = describeRaw(error);
    return { exitCode, message: (0, redact_secrets_js_1.redactSecrets)(message) };
}
function describeRaw(error) {
    if (error instanceof CliError)
        return { exitCode: error.exitCode, message: error.message };
    if (karenina_error_js_1.KareninaError.isInstance(error))
        return { exitCode: exit_codes_js_1.EXIT.badInput, message: error.message };
    const code = error?.code;
    if (typeof code === 'string' && ['ENOENT', 'EACCES', 'EISDIR', 'ENOTDIR', 'EEXIST'].includes(code)) {
        return { exitCode: exit_codes_js_1.EXIT.badInput, message: error.message };
    }
    if (code === 'ENOSPC' || code === 'EROFS') {
        const path = error.path;
        const why = code === 'ENOSPC' ? 'no space left on device' : 'read-only file system';
        return { exitCode: exit_codes_js_1.EXIT.badInput, message: path === undefined ? `cannot write the output: ${why} (${error.message})` : `cannot write ${path}: ${why} (${code})` };
    }
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return { exitCode: exit_codes_js_1.EXIT.internal, message: `internal error (a bug in karenina: please report it with this message): ${message}` };
}
