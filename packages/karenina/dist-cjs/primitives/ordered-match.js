"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.orderedMatch = void 0;
const zod_1 = require("zod");
const py_float_value_js_1 = require("../compat/py-float-value.js");
const py_str_js_1 = require("../compat/py-str.js");
const py_tuple_js_1 = require("../compat/py-tuple.js");
const check_error_js_1 = require("../errors/check-error.js");
const normalizers_js_1 = require("./normalizers.js");
const define_primitive_js_1 = require("./define-primitive.js");
const param_schemas_js_1 = require("./param-schemas.js");
function pySequence(value) {
    if (typeof value === 'string')
        return [...value];
    if (Array.isArray(value))
        return value;
    if (value instanceof py_tuple_js_1.PyTuple)
        return [...value.items];
    if (value instanceof Set || value instanceof Map)
        return [...value.keys()];
    if (typeof value === 'object' && value !== null && !(value instanceof py_float_value_js_1.PyFloat))
        return Object.keys(value);
    const name = value == null ? 'NoneType' : typeof value === 'boolean' ? 'bool' : typeof value === 'number' && Number.isInteger(value) ? 'int' : 'float';
    throw new check_error_js_1.CheckError('type', `object of type '${name}' has no len()`);
}
exports.orderedMatch = (0, define_primitive_js_1.definePrimitive)({
    type: 'OrderedMatch',
    params: zod_1.z.object({ normalize: (0, param_schemas_js_1.normalizeParam)(['lowercase', 'strip']) }),
    check(params, extracted, expected) {
        const x = pySequence(extracted);
        const e = pySequence(expected);
        if (x.length !== e.length)
            return false;
        for (let i = 0; i < x.length; i++) {
            const xi = (0, normalizers_js_1.applyNormalizers)(params.normalize, (0, py_str_js_1.pyStr)(x[i]));
            const ei = (0, normalizers_js_1.applyNormalizers)(params.normalize, (0, py_str_js_1.pyStr)(e[i]));
            if (xi !== ei)
                return false;
        }
        return true;
    },
});
