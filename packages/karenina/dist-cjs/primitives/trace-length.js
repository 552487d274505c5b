"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.traceLength = void 0;
const zod_1 = require("zod");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const define_primitive_js_1 = require("./define-primitive.js");
exports.traceLength = (0, define_primitive_js_1.defineTracePrimitive)({
    type: 'TraceLength',
    params: zod_1.z.object({
        min: pydantic_lax_js_1.laxInt.nullable().default(null),
        max: pydantic_lax_js_1.laxInt.nullable().default(null),
        unit: pydantic_lax_js_1.laxStr.default('chars'),
    }),
    checkTrace(params, rawTrace) {
        const length = params.unit === 'words' ? (0, py_whitespace_js_1.pySplitWhitespace)(rawTrace).length : (0, py_whitespace_js_1.codePointLength)(rawTrace);
        if (params.min !== null && length < params.min)
            return false;
        return !(params.max !== null && length > params.max);
    },
});
