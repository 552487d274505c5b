"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.validateBatchScores = validateBatchScores;
exports.validateSingleBoolean = validateSingleBoolean;
exports.validateSingleScore = validateSingleScore;
exports.zodValidator = zodValidator;
const zod_1 = require("zod");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function field(raw, key) {
    if (!isRecord(raw))
        throw new Error(`expected a JSON object, received ${(0, pydantic_lax_js_1.describeReceived)(raw)}`);
    if (!Object.hasOwn(raw, key))
        throw new Error(`"${key}": required`);
    return raw[key];
}
function intOrBool(value, path) {
    if (typeof value === 'boolean')
        return value;
    const asInt = (0, pydantic_lax_js_1.coerceLaxInt)(value);
    if (asInt.ok)
        return asInt.value;
    const asBool = (0, pydantic_lax_js_1.coerceLaxBool)(value);
    if (asBool.ok)
        return asBool.value;
    throw new Error(`${path}: expected an integer or a boolean, received ${(0, pydantic_lax_js_1.describeReceived)(value)}`);
}
function validateBatchScores(raw) {
    const scores = field(raw, 'scores');
    if (!isRecord(scores))
        throw new Error(`"scores": expected an object mapping trait names to scores, received ${(0, pydantic_lax_js_1.describeReceived)(scores)}`);
    const out = {};
    for (const [name, value] of Object.entries(scores))
        out[name] = value === null ? null : intOrBool(value, `scores.${name}`);
    return out;
}
function validateSingleBoolean(raw) {
    const value = field(raw, 'result');
    const coerced = (0, pydantic_lax_js_1.coerceLaxBool)(value);
    if (!coerced.ok)
        throw new Error(`"result": expected ${coerced.expected}, received ${(0, pydantic_lax_js_1.describeReceived)(value)}`);
    return coerced.value;
}
function validateSingleScore(raw) {
    const value = field(raw, 'score');
    const coerced = (0, pydantic_lax_js_1.coerceLaxInt)(value);
    if (!coerced.ok)
        throw new Error(`"score": expected ${coerced.expected}, received ${(0, pydantic_lax_js_1.describeReceived)(value)}`);
    return coerced.value;
}
function zodValidator(schema) {
    return (raw) => {
        const result = schema.safeParse(raw);
        if (!result.success)
            throw new Error(zod_1.z.prettifyError(result.error));
        return result.data;
    };
}
