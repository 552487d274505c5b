"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pyFloatSchema = pyFloatSchema;
exports.pyIntSchema = pyIntSchema;
exports.floatKeysRecord = floatKeysRecord;
exports.isPyFloatSchema = isPyFloatSchema;
exports.isPyIntSchema = isPyIntSchema;
exports.floatKeysOf = floatKeysOf;
const zod_1 = require("zod");
const py_float_value_js_1 = require("../compat/py-float-value.js");
const FLOAT_SCHEMAS = new WeakSet();
const INT_SCHEMAS = new WeakSet();
const FLOAT_KEY_SCHEMAS = new WeakMap();
function pyFloatSchema() {
    const anyNumber = zod_1.z.custom((value) => typeof value === 'number', { message: 'expected a number' });
    const schema = zod_1.z.union([anyNumber, zod_1.z.instanceof(py_float_value_js_1.PyFloat)]).transform((value) => (value instanceof py_float_value_js_1.PyFloat ? value.value : value));
    FLOAT_SCHEMAS.add(schema);
    return schema;
}
function pyIntSchema() {
    const schema = zod_1.z
        .union([zod_1.z.number().int(), zod_1.z.instanceof(py_float_value_js_1.PyFloat)])
        .transform((value) => (value instanceof py_float_value_js_1.PyFloat ? value.value : value));
    INT_SCHEMAS.add(schema);
    return schema;
}
function floatKeysRecord(keys) {
    const floatKeys = new Set(keys);
    const schema = zod_1.z
        .record(zod_1.z.string(), zod_1.z.unknown())
        .transform((record) => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, floatKeys.has(k) && v instanceof py_float_value_js_1.PyFloat ? v.value : v])));
    FLOAT_KEY_SCHEMAS.set(schema, floatKeys);
    return schema;
}
function isPyFloatSchema(schema) {
    return FLOAT_SCHEMAS.has(schema);
}
function isPyIntSchema(schema) {
    return INT_SCHEMAS.has(schema);
}
function floatKeysOf(schema) {
    return FLOAT_KEY_SCHEMAS.get(schema);
}
