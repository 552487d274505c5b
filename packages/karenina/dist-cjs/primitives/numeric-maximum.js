"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.numericMaximum = void 0;
const zod_1 = require("zod");
const py_float_js_1 = require("../compat/py-float.js");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const define_primitive_js_1 = require("./define-primitive.js");
exports.numericMaximum = (0, define_primitive_js_1.definePrimitive)({
    type: 'NumericMaximum',
    params: zod_1.z.object({ exclusive: pydantic_lax_js_1.laxBool.default(false) }),
    check(params, extracted, expected) {
        const v = (0, py_float_js_1.pyFloat)(extracted);
        const t = (0, py_float_js_1.pyFloat)(expected);
        return params.exclusive ? v < t : v <= t;
    },
});
