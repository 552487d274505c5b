"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ErrorPatternSchema = exports.RetryPolicySchema = exports.TimeoutEscalationSchema = void 0;
exports.defaultRetryPolicy = defaultRetryPolicy;
const zod_1 = require("zod");
function categorySchema(maxAttempts, backoffMin, backoffMax) {
    return zod_1.z
        .strictObject({
        max_attempts: zod_1.z.int().min(0).default(maxAttempts),
        backoff_min: zod_1.z.number().min(0).default(backoffMin),
        backoff_max: zod_1.z.number().min(0).default(backoffMax),
        backoff_multiplier: zod_1.z.number().min(1).default(2),
    })
        .prefault({});
}
exports.TimeoutEscalationSchema = zod_1.z
    .strictObject({
    strategy: zod_1.z.enum(['additive', 'multiplicative', 'linear']),
    increment: zod_1.z.number().min(0).default(0),
    multiplier: zod_1.z.number().min(1).default(1),
    max_timeout: zod_1.z.number().positive().nullable().default(null),
})
    .superRefine((value, ctx) => {
    if (value.strategy === 'additive' && value.increment <= 0)
        ctx.addIssue({ code: 'custom', path: ['increment'], message: 'additive escalation needs increment > 0' });
    if (value.strategy === 'multiplicative' && value.multiplier <= 1)
        ctx.addIssue({ code: 'custom', path: ['multiplier'], message: 'multiplicative escalation needs multiplier > 1' });
    if (value.strategy === 'linear' && value.max_timeout === null)
        ctx.addIssue({ code: 'custom', path: ['max_timeout'], message: 'linear escalation needs max_timeout' });
});
exports.RetryPolicySchema = zod_1.z.strictObject({
    connection: categorySchema(3, 1, 10),
    timeout: categorySchema(3, 5, 30),
    rate_limit: categorySchema(5, 5, 30),
    server_error: categorySchema(2, 2, 15),
    timeout_escalation: exports.TimeoutEscalationSchema.nullable().default(null),
});
exports.ErrorPatternSchema = zod_1.z.strictObject({
    pattern: zod_1.z.string().min(1),
    category: zod_1.z.enum(['connection', 'timeout', 'rate_limit', 'server_error', 'permanent']),
    match_type: zod_1.z.enum(['type_name', 'message_substring']).default('message_substring'),
});
function defaultRetryPolicy() {
    return exports.RetryPolicySchema.parse({});
}
