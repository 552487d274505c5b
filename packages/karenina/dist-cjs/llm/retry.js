"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sleep = sleep;
exports.backoffDelayMs = backoffDelayMs;
exports.escalatedTimeoutMs = escalatedTimeoutMs;
exports.withRetry = withRetry;
const retry_policy_js_1 = require("../config/retry-policy.js");
const provider_error_js_1 = require("../errors/provider-error.js");
const classify_error_js_1 = require("./classify-error.js");
function sleep(ms, signal) {
    if (signal?.aborted)
        return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal?.reason);
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
function backoffDelayMs(policy, n, random = Math.random) {
    const cap = Math.min(policy.backoff_min * policy.backoff_multiplier ** n, policy.backoff_max);
    return random() * cap * 1000;
}
function escalatedTimeoutMs(policy, baseMs, n) {
    const esc = policy.timeout_escalation;
    if (baseMs === undefined || esc === null || n === 0)
        return baseMs;
    const base = baseMs / 1000;
    const max = esc.max_timeout ?? Infinity;
    let seconds;
    if (esc.strategy === 'additive')
        seconds = Math.min(base + esc.increment * n, max);
    else if (esc.strategy === 'multiplicative')
        seconds = Math.min(base * esc.multiplier ** n, max);
    else
        seconds = base + ((esc.max_timeout ?? base) - base) * (n / Math.max(policy.timeout.max_attempts, 1));
    return seconds * 1000;
}
function statusOf(error) {
    return provider_error_js_1.ProviderError.isProviderError(error) ? error.status : undefined;
}
function giveUp(error, attempts, reason) {
    if (provider_error_js_1.ProviderError.isProviderError(error) && attempts.length > 1)
        return error.withAttempts(attempts, reason);
    return error;
}
async function withRetry(fn, options = {}) {
    const policy = options.policy ?? (0, retry_policy_js_1.defaultRetryPolicy)();
    const random = options.random ?? Math.random;
    const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
    const used = { connection: 0, timeout: 0, rate_limit: 0, server_error: 0 };
    const attempts = [];
    for (let attempt = 1;; attempt++) {
        options.signal?.throwIfAborted();
        try {
            return await fn({ attempt, timeoutMs: escalatedTimeoutMs(policy, options.timeoutMs, used.timeout) });
        }
        catch (error) {
            if ((0, classify_error_js_1.isAbortError)(error, options.signal))
                throw options.signal?.aborted ? options.signal.reason : error;
            const category = (0, classify_error_js_1.classifyError)(error, options.errorPatterns);
            const status = statusOf(error);
            const record = {
                attempt,
                category,
                message: error instanceof Error ? error.message : String(error),
                ...(status === undefined ? {} : { status }),
            };
            attempts.push(record);
            if (category === 'permanent')
                throw giveUp(error, attempts, 'not retryable');
            const budget = policy[category];
            if (used[category] >= budget.max_attempts) {
                throw giveUp(error, attempts, `gave up after ${attempt} attempts: ${category} retry budget of ${budget.max_attempts} exhausted`);
            }
            const retryAfter = provider_error_js_1.ProviderError.isProviderError(error) ? error.retryAfterMs : undefined;
            record.delayMs = retryAfter !== undefined ? Math.min(retryAfter, maxRetryAfterMs) : backoffDelayMs(budget, used[category], random);
            used[category]++;
            record.categoryRetry = used[category];
            record.categoryBudget = budget.max_attempts;
            options.onRetry?.(record);
            await sleep(record.delayMs, options.signal);
        }
    }
}
