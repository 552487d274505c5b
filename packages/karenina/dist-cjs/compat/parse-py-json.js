"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parsePyJson = parsePyJson;
const lossless_json_1 = require("lossless-json");
const py_float_value_js_1 = require("./py-float-value.js");
function parsePyJson(text) {
    return (0, lossless_json_1.parse)(text, undefined, (digits) => {
        const value = Number(digits);
        if ((0, lossless_json_1.isInteger)(digits))
            return Number.isSafeInteger(value) ? value : BigInt(digits);
        return Number.isInteger(value) ? new py_float_value_js_1.PyFloat(value) : value;
    });
}
