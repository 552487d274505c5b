"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.numericTolerance = void 0;
const zod_1 = require("zod");
const py_float_js_1 = require("../compat/py-float.js");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const define_primitive_js_1 = require("./define-primitive.js");
exports.numericTolerance = (0, define_primitive_js_1.definePrimitive)({
    type: 'NumericTolerance',
    params: zod_1.z.object({
        tolerance: pydantic_lax_js_1.laxFloat,
        mode: (0, pydantic_lax_js_1.laxLiteral)(['relative', 'absolute']).default('relative'),
    }),
    check(params, extracted, expected) {
        const x = (0, py_float_js_1.pyFloat)(extracted);
        const e = (0, py_float_js_1.pyFloat)(expected);
        const diff = Math.abs(x - e);
        if (params.mode === 'relative') {
            if (e === 0)
                return diff === 0;
            return diff / Math.abs(e) <= params.tolerance;
        }
        return diff <= params.tolerance;
    },
});
