"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.setContainment = void 0;
const zod_1 = require("zod");
const py_str_js_1 = require("../compat/py-str.js");
const py_set_js_1 = require("../compat/py-set.js");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const check_error_js_1 = require("../errors/check-error.js");
const define_primitive_js_1 = require("./define-primitive.js");
exports.setContainment = (0, define_primitive_js_1.definePrimitive)({
    type: 'SetContainment',
    params: zod_1.z.object({
        mode: pydantic_lax_js_1.laxStr.default('exact'),
        min_overlap: pydantic_lax_js_1.laxInt.nullable().default(null),
    }),
    check(params, extracted, expected) {
        const x = (0, py_set_js_1.pySet)(extracted);
        const e = (0, py_set_js_1.pySet)(expected);
        switch (params.mode) {
            case 'exact':
                return (0, py_set_js_1.pySetEquals)(x, e);
            case 'subset':
                return (0, py_set_js_1.pySetIsSubset)(x, e);
            case 'superset':
                return (0, py_set_js_1.pySetIsSubset)(e, x);
            case 'overlap':
                return (0, py_set_js_1.pySetIntersectionSize)(x, e) >= (params.min_overlap || 1);
            default:
                throw new check_error_js_1.CheckError('value', `Unknown mode: ${(0, py_str_js_1.pyRepr)(params.mode)}`);
        }
    },
});
