"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.callProvider = callProvider;
const retry_js_1 = require("./retry.js");
function callProvider(runtime, options, request) {
    const signal = options.signal;
    return (0, retry_js_1.withRetry)(({ attempt, timeoutMs }) => runtime.limiter(async () => {
        signal?.throwIfAborted();
        const ended = options.onAttempt?.({ attempt, timeoutMs });
        try {
            return await request({ timeoutMs, signal });
        }
        catch (error) {
            throw runtime.mapError(error, signal);
        }
        finally {
            ended?.();
        }
    }), {
        policy: runtime.retryPolicy,
        errorPatterns: runtime.errorPatterns,
        timeoutMs: runtime.timeoutMs,
        ...(signal ? { signal } : {}),
        ...(options.onRetry ? { onRetry: options.onRetry } : {}),
    });
}
