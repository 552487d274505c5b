"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.exactMatch = void 0;
const zod_1 = require("zod");
const py_str_js_1 = require("../compat/py-str.js");
const normalizers_js_1 = require("./normalizers.js");
const define_primitive_js_1 = require("./define-primitive.js");
const param_schemas_js_1 = require("./param-schemas.js");
exports.exactMatch = (0, define_primitive_js_1.definePrimitive)({
    type: 'ExactMatch',
    params: zod_1.z.object({ normalize: (0, param_schemas_js_1.normalizeParam)(['lowercase', 'strip']) }),
    check(params, extracted, expected) {
        const x = (0, normalizers_js_1.applyNormalizers)(params.normalize, (0, py_str_js_1.pyStr)(extracted));
        const e = (0, normalizers_js_1.applyNormalizers)(params.normalize, (0, py_str_js_1.pyStr)(expected));
        return x === e;
    },
});
