"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.containsAny = void 0;
const zod_1 = require("zod");
const py_str_js_1 = require("../compat/py-str.js");
const normalizers_js_1 = require("./normalizers.js");
const define_primitive_js_1 = require("./define-primitive.js");
const param_schemas_js_1 = require("./param-schemas.js");
exports.containsAny = (0, define_primitive_js_1.definePrimitive)({
    type: 'ContainsAny',
    params: zod_1.z.object({ substrings: param_schemas_js_1.stringListParam, normalize: (0, param_schemas_js_1.normalizeParam)([]) }),
    check(params, extracted) {
        const text = (0, normalizers_js_1.applyNormalizers)(params.normalize, (0, py_str_js_1.pyStr)(extracted));
        const subs = params.substrings.map((s) => (0, normalizers_js_1.applyNormalizers)(params.normalize, s));
        return subs.some((s) => text.includes(s));
    },
});
