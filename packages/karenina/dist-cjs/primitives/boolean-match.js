"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.booleanMatch = void 0;
const zod_1 = require("zod");
const py_truthy_js_1 = require("../compat/py-truthy.js");
const define_primitive_js_1 = require("./define-primitive.js");
exports.booleanMatch = (0, define_primitive_js_1.definePrimitive)({
    type: 'BooleanMatch',
    params: zod_1.z.object({}),
    check(_params, extracted, expected) {
        if (extracted == null || expected == null)
            return extracted == null && expected == null;
        return (0, py_truthy_js_1.pyTruthy)(extracted) === (0, py_truthy_js_1.pyTruthy)(expected);
    },
});
