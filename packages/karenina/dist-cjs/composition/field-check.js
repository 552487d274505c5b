"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.fieldCheck = fieldCheck;
const validation_error_js_1 = require("../errors/validation-error.js");
function fieldCheck(field) {
    if (typeof field !== 'string')
        throw new validation_error_js_1.ValidationError(['field'], `expected a field name (string), received ${typeof field}`, 'FieldCheck');
    return Object.freeze({ type: 'field_check', field });
}
