"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.mapOpenAiError = mapOpenAiError;
const openai_1 = require("openai");
const map_sdk_error_js_1 = require("../map-sdk-error.js");
const OPENAI_ERRORS = {
    base: openai_1.OpenAIError,
    apiError: openai_1.APIError,
    userAbort: openai_1.APIUserAbortError,
    connection: openai_1.APIConnectionError,
    connectionTimeout: openai_1.APIConnectionTimeoutError,
};
function mapOpenAiError(error, signal, provider = 'openai') {
    return (0, map_sdk_error_js_1.mapSdkError)(error, signal, { provider, classes: OPENAI_ERRORS });
}
