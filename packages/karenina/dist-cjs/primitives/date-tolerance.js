"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.dateTolerance = void 0;
const zod_1 = require("zod");
const py_datetime_js_1 = require("../compat/py-datetime.js");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const py_str_js_1 = require("../compat/py-str.js");
const check_error_js_1 = require("../errors/check-error.js");
const define_primitive_js_1 = require("./define-primitive.js");
const date_parse_js_1 = require("./date-parse.js");
const UNIT_MICROS = { days: 86400000000n, hours: 3600000000n, minutes: 60000000n };
const MIN_TIMEDELTA_MICROS = -999999999n * UNIT_MICROS.days;
const MAX_TIMEDELTA_MICROS = 1000000000n * UNIT_MICROS.days - 1n;
exports.dateTolerance = (0, define_primitive_js_1.definePrimitive)({
    type: 'DateTolerance',
    params: zod_1.z.object({
        tolerance: pydantic_lax_js_1.laxInt,
        unit: (0, pydantic_lax_js_1.laxLiteral)(['days', 'hours', 'minutes']).default('days'),
    }),
    check(params, extracted, expected) {
        return (0, date_parse_js_1.falseOnDateError)(() => {
            const difference = (0, py_datetime_js_1.subtractDateTimes)((0, date_parse_js_1.parseDate)((0, py_str_js_1.pyStr)(extracted)), (0, date_parse_js_1.parseDate)((0, py_str_js_1.pyStr)(expected)));
            const limit = BigInt(params.tolerance) * UNIT_MICROS[params.unit];
            if (limit > MAX_TIMEDELTA_MICROS || limit < MIN_TIMEDELTA_MICROS) {
                throw new check_error_js_1.CheckError('runtime', `OverflowError: timedelta(${params.unit}=${params.tolerance}) is out of range`);
            }
            return (difference < 0n ? -difference : difference) <= limit;
        });
    },
});
