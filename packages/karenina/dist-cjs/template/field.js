"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.field = field;
exports.isVerifiedField = isVerifiedField;
const MARKER = Symbol.for('karenina.verifiedField');
function field(schema, options) {
    return Object.freeze({ [MARKER]: true, schema, options: Object.freeze({ ...options }) });
}
function isVerifiedField(value) {
    return typeof value === 'object' && value !== null && value[MARKER] === true;
}
