"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.mapAnthropicError = mapAnthropicError;
const sdk_1 = require("@anthropic-ai/sdk");
const map_sdk_error_js_1 = require("../map-sdk-error.js");
const ANTHROPIC_ERRORS = {
    base: sdk_1.AnthropicError,
    apiError: sdk_1.APIError,
    userAbort: sdk_1.APIUserAbortError,
    connection: sdk_1.APIConnectionError,
    connectionTimeout: sdk_1.APIConnectionTimeoutError,
};
function mapAnthropicError(error, signal, provider = 'anthropic') {
    return (0, map_sdk_error_js_1.mapSdkError)(error, signal, { provider, classes: ANTHROPIC_ERRORS, rateLimitStatuses: [429, 529] });
}
