"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.numericRange = void 0;
exports.inNumericRange = inNumericRange;
const zod_1 = require("zod");
const py_float_js_1 = require("../compat/py-float.js");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const define_primitive_js_1 = require("./define-primitive.js");
function inNumericRange(v, bounds) {
    if (bounds.min !== null && (bounds.exclusive_min ? v <= bounds.min : v < bounds.min))
        return false;
    if (bounds.max !== null && (bounds.exclusive_max ? v >= bounds.max : v > bounds.max))
        return false;
    return true;
}
exports.numericRange = (0, define_primitive_js_1.definePrimitive)({
    type: 'NumericRange',
    params: zod_1.z.object({
        min: pydantic_lax_js_1.laxFloat.nullable().default(null),
        max: pydantic_lax_js_1.laxFloat.nullable().default(null),
        exclusive_min: pydantic_lax_js_1.laxBool.default(false),
        exclusive_max: pydantic_lax_js_1.laxBool.default(false),
    }),
    check(params, extracted) {
        return inNumericRange((0, py_float_js_1.pyFloat)(extracted), params);
    },
});
