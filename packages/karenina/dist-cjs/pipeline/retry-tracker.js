"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RetryTracker = void 0;
const retry_policy_js_1 = require("../config/retry-policy.js");
const CATEGORIES = ['connection', 'timeout', 'rate_limit', 'server_error'];
class RetryTracker {
    #budget;
    #used;
    #snapshot = null;
    constructor(policy = null) {
        const p = policy ?? (0, retry_policy_js_1.defaultRetryPolicy)();
        this.#budget = {
            connection: p.connection.max_attempts,
            timeout: p.timeout.max_attempts,
            rate_limit: p.rate_limit.max_attempts,
            server_error: p.server_error.max_attempts,
        };
        this.#used = { connection: 0, timeout: 0, rate_limit: 0, server_error: 0 };
    }
    record(attempt) {
        const category = attempt.category;
        if (!Object.hasOwn(this.#used, category))
            return;
        this.#snapshot = null;
        if (attempt.categoryRetry === undefined) {
            this.#used[category] += 1;
            return;
        }
        if (attempt.categoryRetry > this.#used[category]) {
            this.#used[category] = attempt.categoryRetry;
            if (attempt.categoryBudget !== undefined)
                this.#budget[category] = attempt.categoryBudget;
        }
    }
    snapshot() {
        this.#snapshot ??= Object.freeze(Object.fromEntries(CATEGORIES.map((c) => [c, Object.freeze({ used: this.#used[c], budget: this.#budget[c] })])));
        return this.#snapshot;
    }
}
exports.RetryTracker = RetryTracker;
