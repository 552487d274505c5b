"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.dateRange = void 0;
const zod_1 = require("zod");
const py_datetime_js_1 = require("../compat/py-datetime.js");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const py_str_js_1 = require("../compat/py-str.js");
const define_primitive_js_1 = require("./define-primitive.js");
const date_parse_js_1 = require("./date-parse.js");
exports.dateRange = (0, define_primitive_js_1.definePrimitive)({
    type: 'DateRange',
    params: zod_1.z.object({
        min: pydantic_lax_js_1.laxStr.nullable().default(null),
        max: pydantic_lax_js_1.laxStr.nullable().default(null),
    }),
    check(params, extracted) {
        return (0, date_parse_js_1.falseOnDateError)(() => {
            const value = (0, date_parse_js_1.parseDate)((0, py_str_js_1.pyStr)(extracted));
            if (params.min !== null && (0, py_datetime_js_1.compareDateTimes)(value, (0, date_parse_js_1.parseDate)(params.min)) < 0)
                return false;
            return !(params.max !== null && (0, py_datetime_js_1.compareDateTimes)(value, (0, date_parse_js_1.parseDate)(params.max)) > 0);
        });
    },
});
