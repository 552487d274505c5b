"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_REQUEST_TIMEOUT_SECONDS = void 0;
exports.providerRuntime = providerRuntime;
exports.extraKwarg = extraKwarg;
const retry_policy_js_1 = require("../config/retry-policy.js");
const limiter_js_1 = require("./limiter.js");
const redact_secrets_js_1 = require("../utils/redact-secrets.js");
exports.DEFAULT_REQUEST_TIMEOUT_SECONDS = 120;
function providerRuntime(provider, config, options, account, mapError) {
    (0, redact_secrets_js_1.registerSecret)(account.apiKey);
    const policy = options.retryPolicy !== undefined && options.retryPolicy !== null ? retry_policy_js_1.RetryPolicySchema.parse(options.retryPolicy) : config.retry_policy;
    return {
        provider,
        limiter: (0, limiter_js_1.nestLimiters)(options.requestLimiter, (0, limiter_js_1.getProviderLimiter)((0, limiter_js_1.providerLimiterKey)(provider, account.baseURL, account.apiKey), options.concurrency)),
        retryPolicy: policy,
        errorPatterns: options.errorPatterns ?? [],
        timeoutMs: options.timeoutMs ?? (config.request_timeout ?? exports.DEFAULT_REQUEST_TIMEOUT_SECONDS) * 1000,
        mapError,
    };
}
function extraKwarg(config, key) {
    const value = config.extra_kwargs?.[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
}
