"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.traceContains = void 0;
const zod_1 = require("zod");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const define_primitive_js_1 = require("./define-primitive.js");
exports.traceContains = (0, define_primitive_js_1.defineTracePrimitive)({
    type: 'TraceContains',
    params: zod_1.z.object({ substring: pydantic_lax_js_1.laxStr }),
    checkTrace(params, rawTrace) {
        return rawTrace.includes(params.substring);
    },
});
