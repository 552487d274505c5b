"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.classifyError = classifyError;
exports.isAbortError = isAbortError;
const provider_error_js_1 = require("../errors/provider-error.js");
const TYPE_NAMES = {
    APIConnectionTimeoutError: 'timeout',
    ConnectionError: 'connection',
    APIConnectionError: 'connection',
    TimeoutError: 'timeout',
    ReadTimeout: 'timeout',
    ConnectTimeout: 'timeout',
    APITimeoutError: 'timeout',
    StreamingTimeoutError: 'timeout',
    RateLimitError: 'rate_limit',
    OverloadedError: 'rate_limit',
    InternalServerError: 'server_error',
    HTTPError: 'server_error',
};
const MESSAGE_RULES = [
    ['connection', 'connection'],
    ['network', 'connection'],
    ['dns', 'connection'],
    ['timeout', 'timeout'],
    ['timed out', 'timeout'],
    ['rate limit', 'rate_limit'],
    ['429', 'rate_limit'],
    ['overloaded', 'rate_limit'],
    ['500', 'server_error'],
    ['502', 'server_error'],
    ['503', 'server_error'],
    ['event loop', 'connection'],
    ['portal', 'connection'],
    ['temporary failure', 'connection'],
];
function typeNames(error) {
    const names = [];
    for (let proto = Object.getPrototypeOf(error); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
        const name = proto.constructor?.name;
        if (typeof name === 'string' && name !== '')
            names.push(name);
    }
    if ('name' in error && typeof error.name === 'string')
        names.unshift(error.name);
    return names;
}
function messageOf(error) {
    if (error instanceof Error)
        return error.message;
    return typeof error === 'string' ? error : '';
}
function classifyOne(error, patterns) {
    const names = typeof error === 'object' && error !== null ? typeNames(error) : [];
    const message = messageOf(error).toLowerCase();
    for (const p of patterns)
        if (p.match_type === 'type_name' && names.includes(p.pattern))
            return p.category;
    for (const p of patterns)
        if (p.match_type === 'message_substring' && message.includes(p.pattern.toLowerCase()))
            return p.category;
    if (provider_error_js_1.ProviderError.isProviderError(error))
        return error.category;
    for (const name of names) {
        const category = TYPE_NAMES[name];
        if (category)
            return category;
    }
    for (const [needle, category] of MESSAGE_RULES)
        if (message.includes(needle))
            return category;
    return 'permanent';
}
function classifyError(error, patterns = []) {
    const seen = new Set();
    for (let current = error; current !== undefined && current !== null && !seen.has(current);) {
        seen.add(current);
        const category = classifyOne(current, patterns);
        if (category !== 'permanent')
            return category;
        current = current instanceof Error ? current.cause : undefined;
    }
    return 'permanent';
}
function isAbortError(error, signal) {
    if (signal?.aborted)
        return true;
    return error instanceof Error && error.name === 'AbortError';
}
