"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.McpServerError = void 0;
const provider_error_js_1 = require("../errors/provider-error.js");
const classify_error_js_1 = require("../llm/classify-error.js");
const NETWORK_CODES = {
    ECONNREFUSED: 'connection',
    ECONNRESET: 'connection',
    EPIPE: 'connection',
    ENOTFOUND: 'connection',
    EAI_AGAIN: 'connection',
    EHOSTUNREACH: 'connection',
    UND_ERR_SOCKET: 'connection',
    ETIMEDOUT: 'timeout',
    UND_ERR_CONNECT_TIMEOUT: 'timeout',
};
function categoryOf(cause, problem) {
    const seen = new Set();
    for (let e = cause; e instanceof Error && !seen.has(e); e = e.cause) {
        seen.add(e);
        const { code, syscall } = e;
        if (typeof code === 'string' && NETWORK_CODES[code])
            return NETWORK_CODES[code];
        if (typeof syscall === 'string' && syscall.startsWith('spawn'))
            return 'connection';
    }
    return (0, classify_error_js_1.classifyError)(cause ?? problem);
}
class McpServerError extends provider_error_js_1.ProviderError {
    server;
    constructor(server, problem, options = {}) {
        super(`MCP server ${JSON.stringify(server)}`, problem, { category: categoryOf(options.cause, problem), cause: options.cause });
        this.server = server;
    }
}
exports.McpServerError = McpServerError;
