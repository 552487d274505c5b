"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TemplateSpecSchema = exports.TemplateFieldSpecSchema = exports.VerifyStrategySpecSchema = void 0;
const zod_1 = require("zod");
const pydantic_lax_js_1 = require("../../compat/pydantic-lax.js");
const laxIntOrNull = zod_1.z.custom(() => true).transform((value, ctx) => {
    if (value === null || value === undefined)
        return null;
    const result = (0, pydantic_lax_js_1.coerceLaxInt)(value);
    if (result.ok)
        return result.value;
    ctx.addIssue({ code: 'custom', message: `expected ${result.expected}` });
    return zod_1.z.NEVER;
});
const laxFloat = zod_1.z.custom(() => true).transform((value, ctx) => {
    const result = (0, pydantic_lax_js_1.coerceLaxFloat)(value);
    if (result.ok)
        return result.value;
    ctx.addIssue({ code: 'custom', message: `expected ${result.expected}` });
    return zod_1.z.NEVER;
});
exports.VerifyStrategySpecSchema = zod_1.z.lazy(() => zod_1.z.strictObject({
    type: zod_1.z.string(),
    n: laxIntOrNull.optional().default(null),
    field_name: zod_1.z.string().nullable().default(null),
    conditions: zod_1.z.array(exports.VerifyStrategySpecSchema).default([]),
}));
exports.TemplateFieldSpecSchema = zod_1.z.strictObject({
    name: zod_1.z.string(),
    type: zod_1.z.string(),
    description: zod_1.z.string(),
    extraction_hint: zod_1.z.string().nullable().default(null),
    ground_truth: zod_1.z.unknown(),
    literal_values: zod_1.z.array(zod_1.z.string()).nullable().default(null),
    verify_with: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()),
    weight: laxFloat.optional().default(1),
    is_trace: zod_1.z.boolean().default(false),
});
exports.TemplateSpecSchema = zod_1.z.strictObject({
    fields: zod_1.z.array(exports.TemplateFieldSpecSchema),
    verify_strategy: exports.VerifyStrategySpecSchema.nullable().default(null),
    class_name: zod_1.z.string().default('Answer'),
});
