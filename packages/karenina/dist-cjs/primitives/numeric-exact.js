"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.numericExact = void 0;
const zod_1 = require("zod");
const py_float_js_1 = require("../compat/py-float.js");
const define_primitive_js_1 = require("./define-primitive.js");
exports.numericExact = (0, define_primitive_js_1.definePrimitive)({
    type: 'NumericExact',
    params: zod_1.z.object({}),
    check(_params, extracted, expected) {
        const x = (0, py_float_js_1.pyFloat)(extracted);
        return x === (0, py_float_js_1.pyFloat)(expected);
    },
});
