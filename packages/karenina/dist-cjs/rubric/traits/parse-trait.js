"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseTrait = parseTrait;
exports.toSnakeKeys = toSnakeKeys;
const validation_error_js_1 = require("../../errors/validation-error.js");
const define_primitive_js_1 = require("../../primitives/define-primitive.js");
const did_you_mean_js_1 = require("../../utils/did-you-mean.js");
const zod_object_keys_js_1 = require("../../utils/zod-object-keys.js");
function parseTrait(kind, schema, raw) {
    const result = schema.safeParse(raw);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    const name = typeof raw === 'object' && raw !== null ? raw.name : undefined;
    const subject = typeof name === 'string' && name !== '' ? `${kind} "${name}"` : kind;
    const path = issue.path.filter((p) => typeof p !== 'symbol');
    if (issue.code === 'unrecognized_keys')
        path.push(issue.keys[0]);
    const known = (0, zod_object_keys_js_1.zodObjectKeys)(schema) ?? [];
    const problem = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => (0, did_you_mean_js_1.unknownKeyMessage)(k, kind, known)).join('; ') : issue.message;
    throw new validation_error_js_1.ValidationError(path, problem, subject);
}
function toSnakeKeys(options, kind, schema) {
    const keys = schema === undefined ? null : (0, zod_object_keys_js_1.zodObjectKeys)(schema);
    if (keys !== null) {
        const camel = keys.map(zod_object_keys_js_1.camelKey);
        const [key] = (0, did_you_mean_js_1.unknownKeys)(options, [...camel, ...keys]);
        if (key !== undefined) {
            const name = options.name;
            throw new validation_error_js_1.ValidationError([key], (0, did_you_mean_js_1.unknownKeyMessage)(key, `${kind} options`, camel), typeof name === 'string' && name !== '' ? `${kind} "${name}"` : kind);
        }
    }
    const out = {};
    for (const [key, value] of Object.entries(options))
        out[(0, define_primitive_js_1.snakeKey)(key)] = value;
    return out;
}
