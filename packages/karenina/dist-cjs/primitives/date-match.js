"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.dateMatch = void 0;
const zod_1 = require("zod");
const py_datetime_js_1 = require("../compat/py-datetime.js");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const py_str_js_1 = require("../compat/py-str.js");
const define_primitive_js_1 = require("./define-primitive.js");
const date_parse_js_1 = require("./date-parse.js");
exports.dateMatch = (0, define_primitive_js_1.definePrimitive)({
    type: 'DateMatch',
    params: zod_1.z.object({ format: pydantic_lax_js_1.laxStr.nullable().default(null) }),
    check(params, extracted, expected) {
        return (0, date_parse_js_1.falseOnDateError)(() => (0, py_datetime_js_1.sameDate)((0, date_parse_js_1.parseDate)((0, py_str_js_1.pyStr)(extracted), params.format), (0, date_parse_js_1.parseDate)((0, py_str_js_1.pyStr)(expected), params.format)));
    },
});
