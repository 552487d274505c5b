"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.literalMatch = void 0;
const zod_1 = require("zod");
const py_eq_js_1 = require("../compat/py-eq.js");
const define_primitive_js_1 = require("./define-primitive.js");
exports.literalMatch = (0, define_primitive_js_1.definePrimitive)({
    type: 'LiteralMatch',
    params: zod_1.z.object({}),
    check(_params, extracted, expected) {
        return (0, py_eq_js_1.pyEq)(extracted, expected);
    },
});
