"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.positiveFloat = exports.stringListParam = exports.normalizerSchema = void 0;
exports.normalizeParam = normalizeParam;
const zod_1 = require("zod");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
exports.normalizerSchema = zod_1.z.preprocess((value, ctx) => {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const mapping = value.mapping;
        if (typeof mapping === 'object' && mapping !== null && !Array.isArray(mapping)) {
            const entries = Object.entries(mapping);
            const bad = entries.find(([, to]) => typeof to !== 'string');
            if (!bad)
                return { mapping: Object.fromEntries(entries) };
            ctx.addIssue({
                code: 'custom',
                input: value,
                path: ['mapping', bad[0]],
                message: `expected a string, received ${(0, pydantic_lax_js_1.describeReceived)(bad[1])}`,
            });
            return zod_1.z.NEVER;
        }
    }
    ctx.addIssue({
        code: 'custom',
        input: value,
        message: `expected a normalizer name (str) or a synonym map ({"mapping": {...}}), received ${(0, pydantic_lax_js_1.describeReceived)(value)}`,
    });
    return zod_1.z.NEVER;
}, zod_1.z.custom());
function normalizeParam(defaults) {
    return (0, pydantic_lax_js_1.laxList)(exports.normalizerSchema).default(() => [...defaults]);
}
exports.stringListParam = (0, pydantic_lax_js_1.laxList)(pydantic_lax_js_1.laxStr);
exports.positiveFloat = pydantic_lax_js_1.laxFloat.refine((value) => value > 0, { message: 'must be greater than 0' });
