"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseDate = parseDate;
exports.falseOnDateError = falseOnDateError;
const dateutil_js_1 = require("../compat/dateutil.js");
const strptime_js_1 = require("../compat/strptime.js");
const check_error_js_1 = require("../errors/check-error.js");
function parseDate(value, format) {
    return format ? (0, strptime_js_1.pyStrptime)(value, format) : (0, dateutil_js_1.parseDateutil)(value);
}
function falseOnDateError(compare) {
    try {
        return compare();
    }
    catch (error) {
        if (error instanceof check_error_js_1.CheckError && (error.kind === 'value' || error.kind === 'type'))
            return false;
        throw error;
    }
}
