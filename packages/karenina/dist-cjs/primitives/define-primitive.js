"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.snakeKey = snakeKey;
exports.parseParams = parseParams;
exports.definePrimitive = definePrimitive;
exports.defineTracePrimitive = defineTracePrimitive;
const validation_error_js_1 = require("../errors/validation-error.js");
const did_you_mean_js_1 = require("../utils/did-you-mean.js");
const zod_object_keys_js_1 = require("../utils/zod-object-keys.js");
function snakeKey(key) {
    return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
function parseParams(type, schema, raw) {
    const result = schema.safeParse(raw);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    throw new validation_error_js_1.ValidationError(issue.path.filter((p) => typeof p !== 'symbol'), issue.message, type);
}
function toSnakeOptions(type, schema, options) {
    const keys = (0, zod_object_keys_js_1.zodObjectKeys)(schema);
    if (keys !== null) {
        const camel = keys.map(zod_object_keys_js_1.camelKey);
        const [key] = (0, did_you_mean_js_1.unknownKeys)(options, [...camel, ...keys]);
        if (key !== undefined)
            throw new validation_error_js_1.ValidationError([key], (0, did_you_mean_js_1.unknownKeyMessage)(key, `${type} options`, camel), type);
    }
    const out = {};
    for (const [key, value] of Object.entries(options ?? {}))
        out[snakeKey(key)] = value;
    return out;
}
function serialize(type, params) {
    return { ...params, type };
}
function definePrimitive(definition) {
    const build = (params) => ({
        kind: 'field',
        type: definition.type,
        params: Object.freeze({ ...params }),
        readsGroundTruth: definition.check.length >= 3,
        check: (extracted, expected) => definition.check(params, extracted, expected),
        score: definition.score
            ? (extracted, expected) => definition.score(params, extracted, expected)
            : (extracted, expected) => (definition.check(params, extracted, expected) ? 1 : 0),
        toJSON: () => serialize(definition.type, params),
    });
    const factory = (options) => build(parseParams(definition.type, definition.params, toSnakeOptions(definition.type, definition.params, options)));
    return Object.assign(factory, {
        type: definition.type,
        paramsSchema: definition.params,
        fromParams: (raw) => build(parseParams(definition.type, definition.params, raw)),
    });
}
function defineTracePrimitive(definition) {
    const build = (params) => ({
        kind: 'trace',
        type: definition.type,
        params: Object.freeze({ ...params }),
        checkTrace: (rawTrace) => definition.checkTrace(params, rawTrace),
        toJSON: () => serialize(definition.type, params),
    });
    const factory = (options) => build(parseParams(definition.type, definition.params, toSnakeOptions(definition.type, definition.params, options)));
    return Object.assign(factory, {
        type: definition.type,
        paramsSchema: definition.params,
        fromParams: (raw) => build(parseParams(definition.type, definition.params, raw)),
    });
}
