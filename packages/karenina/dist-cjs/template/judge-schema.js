"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.buildJudgeSchema = buildJudgeSchema;
const zod_1 = require("zod");
const SAFE_INT_BOUNDS = { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
function pyTitle(name) {
    let out = '';
    let previousCased = false;
    for (const ch of name.replaceAll('_', ' ')) {
        const cased = ch.toLowerCase() !== ch.toUpperCase();
        out += cased ? (previousCased ? ch.toLowerCase() : ch.toUpperCase()) : ch;
        previousCased = cased;
    }
    return out;
}
function clean(node) {
    if (Array.isArray(node)) {
        node.forEach(clean);
        return;
    }
    if (typeof node !== 'object' || node === null)
        return;
    const record = node;
    delete record.__verification__;
    if (record.type === 'integer' && record.minimum === SAFE_INT_BOUNDS.minimum && record.maximum === SAFE_INT_BOUNDS.maximum) {
        delete record.minimum;
        delete record.maximum;
    }
    Object.values(record).forEach(clean);
}
function buildJudgeSchema(name, fields, keepTraceFields) {
    const shape = { id: zod_1.z.string().nullable().default(null) };
    for (const f of fields) {
        if (!keepTraceFields && f.verification?.isTrace)
            continue;
        shape[f.name] = f.description === undefined ? f.schema : f.schema.describe(f.description);
    }
    const schema = zod_1.z.toJSONSchema(zod_1.z.looseObject(shape), { io: 'input', unrepresentable: 'any' });
    delete schema.$schema;
    const properties = (schema.properties ?? {});
    for (const [key, property] of Object.entries(properties))
        properties[key] = { title: pyTitle(key), ...property };
    clean(schema);
    const required = Array.isArray(schema.required) ? schema.required : [];
    return {
        title: name,
        type: 'object',
        properties,
        ...(required.length > 0 ? { required } : {}),
        additionalProperties: true,
        ...(schema.$defs ? { $defs: schema.$defs } : {}),
    };
}
