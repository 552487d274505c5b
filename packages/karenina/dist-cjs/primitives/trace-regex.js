"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.traceRegex = void 0;
const zod_1 = require("zod");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const guarded_regex_js_1 = require("../regex-guard/guarded-regex.js");
const define_primitive_js_1 = require("./define-primitive.js");
exports.traceRegex = (0, define_primitive_js_1.defineTracePrimitive)({
    type: 'TraceRegex',
    params: zod_1.z.object({
        pattern: pydantic_lax_js_1.laxStr,
        count_min: pydantic_lax_js_1.laxInt.nullable().default(null),
    }),
    checkTrace(params, rawTrace) {
        const regex = (0, guarded_regex_js_1.guardedPyRegex)(params.pattern);
        const needed = params.count_min ?? 1;
        if (needed <= 0)
            return true;
        return regex.countUpTo(rawTrace, needed) >= needed;
    },
});
