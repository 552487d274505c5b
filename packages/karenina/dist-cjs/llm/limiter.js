"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getProviderLimiter = getProviderLimiter;
exports.providerLimiterKey = providerLimiterKey;
exports.resetProviderLimiters = resetProviderLimiters;
exports.nestLimiters = nestLimiters;
const crypto_js_1 = require("../utils/lazy-node/crypto.js");
const concurrency_limit_js_1 = require("./concurrency-limit.js");
const limiters = new Map();
function getProviderLimiter(key, concurrency) {
    const existing = limiters.get(key);
    if (existing) {
        if (concurrency !== undefined && existing.concurrency !== concurrency)
            existing.concurrency = concurrency;
        return existing;
    }
    const limit = (0, concurrency_limit_js_1.pLimit)(concurrency ?? Infinity);
    limiters.set(key, limit);
    return limit;
}
function providerLimiterKey(provider, baseURL, apiKey) {
    const keyHash = apiKey ? (0, crypto_js_1.createHash)('sha256').update(apiKey).digest('hex').slice(0, 12) : '-';
    return `${provider}|${baseURL ?? 'default'}|${keyHash}`;
}
function resetProviderLimiters() {
    limiters.clear();
}
function nestLimiters(outer, inner) {
    if (outer === undefined)
        return inner;
    return (fn) => outer(() => inner(fn));
}
