"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FailureSchema = exports.CATEGORY_TO_GROUP = exports.FAILURE_CATEGORIES = void 0;
exports.makeFailure = makeFailure;
const zod_1 = require("zod");
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
exports.FAILURE_CATEGORIES = [
    'content',
    'recursion_limit',
    'trace_validation',
    'deep_judgment',
    'deep_judgment_rubric',
    'timeout',
    'connection',
    'rate_limit',
    'server_error',
    'abstention',
    'sufficiency',
    'template_validation',
    'parsing',
    'unexpected_error',
];
exports.CATEGORY_TO_GROUP = {
    content: 'content',
    recursion_limit: 'autofail',
    trace_validation: 'autofail',
    deep_judgment: 'autofail',
    deep_judgment_rubric: 'autofail',
    timeout: 'retry',
    connection: 'retry',
    rate_limit: 'retry',
    server_error: 'retry',
    abstention: 'abstained',
    sufficiency: 'abstained',
    template_validation: 'system',
    parsing: 'system',
    unexpected_error: 'system',
};
exports.FailureSchema = zod_1.z
    .object({
    category: zod_1.z.enum(exports.FAILURE_CATEGORIES),
    stage: zod_1.z.string(),
    reason: zod_1.z.string().refine((s) => (0, py_whitespace_js_1.codePointLength)(s) <= 500, { message: 'reason must be at most 500 characters' }),
    details: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()).nullable().default(null),
    group: zod_1.z.unknown().optional(),
})
    .strict()
    .transform(({ category, stage, reason, details }) => ({
    category,
    stage,
    reason,
    details,
    group: exports.CATEGORY_TO_GROUP[category],
}));
function makeFailure(category, stage, reason, details = null) {
    return { category, stage, reason, details, group: exports.CATEGORY_TO_GROUP[category] };
}
