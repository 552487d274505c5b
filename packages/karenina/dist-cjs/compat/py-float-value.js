"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PyFloat = void 0;
exports.isPyFloat = isPyFloat;
exports.unboxNumber = unboxNumber;
exports.asPyFloat = asPyFloat;
exports.isPyInt = isPyInt;
exports.isPyFloatValue = isPyFloatValue;
class PyFloat {
    value;
    constructor(value) {
        this.value = value;
    }
    valueOf() {
        return this.value;
    }
    toJSON() {
        return this.value;
    }
    toString() {
        return String(this.value);
    }
}
exports.PyFloat = PyFloat;
function isPyFloat(value) {
    return value instanceof PyFloat;
}
function unboxNumber(value) {
    return value instanceof PyFloat ? value.value : value;
}
function asPyFloat(value) {
    if (typeof value === 'number' && Number.isInteger(value))
        return new PyFloat(value);
    return value;
}
function isPyInt(value) {
    return typeof value === 'number' && Number.isInteger(value);
}
function isPyFloatValue(value) {
    return value instanceof PyFloat || (typeof value === 'number' && !Number.isInteger(value));
}
