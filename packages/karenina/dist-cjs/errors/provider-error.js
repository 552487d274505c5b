"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ProviderError = void 0;
const redact_secrets_js_1 = require("../utils/redact-secrets.js");
const karenina_error_js_1 = require("./karenina-error.js");
class ProviderError extends karenina_error_js_1.KareninaError {
    provider;
    status;
    category;
    retryable;
    retryAfterMs;
    attempts;
    constructor(provider, message, options = {}) {
        super('KARENINA_PROVIDER', (0, redact_secrets_js_1.redactSecrets)(`${provider}: ${message}`), { cause: options.cause });
        this.provider = provider;
        this.status = options.status;
        this.category = options.category ?? 'permanent';
        this.retryable = this.category !== 'permanent';
        this.retryAfterMs = options.retryAfterMs;
        this.attempts = options.attempts ?? [];
    }
    withAttempts(attempts, reason) {
        const base = this.message.startsWith(`${this.provider}: `) ? this.message.slice(this.provider.length + 2) : this.message;
        return new ProviderError(this.provider, `${base} (${reason})`, {
            status: this.status,
            category: this.category,
            retryAfterMs: this.retryAfterMs,
            attempts,
            cause: this.cause,
        });
    }
    static isProviderError(error) {
        return karenina_error_js_1.KareninaError.isInstance(error) && error.code === 'KARENINA_PROVIDER';
    }
}
exports.ProviderError = ProviderError;
