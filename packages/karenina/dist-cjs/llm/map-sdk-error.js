"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.mapSdkError = mapSdkError;
const provider_error_js_1 = require("../errors/provider-error.js");
const redact_secrets_js_1 = require("../utils/redact-secrets.js");
const retry_after_js_1 = require("./retry-after.js");
function categoryOfStatus(status, headers, rateLimitStatuses) {
    const hint = headers?.get('x-should-retry');
    if (hint === 'false')
        return 'permanent';
    if (rateLimitStatuses.includes(status))
        return 'rate_limit';
    if (status === 408)
        return 'timeout';
    if (status >= 500)
        return 'server_error';
    return hint === 'true' ? 'server_error' : 'permanent';
}
function scrubSdkError(error) {
    error.message = (0, redact_secrets_js_1.redactSecrets)(error.message);
    const body = error.error;
    if (body !== undefined && body !== null && typeof body === 'object')
        error.error = (0, redact_secrets_js_1.redactSecretsDeep)(body);
}
function mapSdkError(error, signal, mapping) {
    const { provider, classes } = mapping;
    if (error instanceof classes.base)
        scrubSdkError(error);
    if (signal?.aborted)
        return signal.reason;
    if (error instanceof classes.userAbort)
        return new DOMException('The operation was aborted.', 'AbortError');
    if (error instanceof classes.connectionTimeout)
        return new provider_error_js_1.ProviderError(provider, `request timed out (${error.message})`, { category: 'timeout', cause: error });
    if (error instanceof classes.connection)
        return new provider_error_js_1.ProviderError(provider, `connection failed (${error.message})`, { category: 'connection', cause: error });
    if (error instanceof classes.apiError) {
        const { status, headers: rawHeaders } = error;
        if (typeof status === 'number') {
            const headers = rawHeaders instanceof Headers ? rawHeaders : undefined;
            const after = (0, retry_after_js_1.retryAfterMs)(headers);
            return new provider_error_js_1.ProviderError(provider, error.message, {
                status,
                category: categoryOfStatus(status, headers, mapping.rateLimitStatuses ?? [429]),
                ...(after === undefined ? {} : { retryAfterMs: after }),
                cause: error,
            });
        }
    }
    if (error instanceof SyntaxError)
        return new provider_error_js_1.ProviderError(provider, `malformed response body (${error.message})`, { category: 'server_error', cause: error });
    if (error instanceof classes.base)
        return new provider_error_js_1.ProviderError(provider, error.message, { cause: error });
    return error;
}
