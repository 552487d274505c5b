"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.toStrictSchema = void 0;
exports.allowsNull = allowsNull;
exports.dropStrictNulls = dropStrictNulls;
const shared_value_js_1 = require("../../utils/shared-value.js");
const UNSUPPORTED = [
    'allOf',
    'oneOf',
    'not',
    'if',
    'then',
    'else',
    'patternProperties',
    'dependentSchemas',
    'dependentRequired',
    'unevaluatedProperties',
    'unevaluatedItems',
    'propertyNames',
    'contains',
    'prefixItems',
];
const DROPPED = new Set(['default', 'examples', '$schema']);
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function allowsNull(schema) {
    const type = schema['type'];
    if (type === 'null' || (Array.isArray(type) && type.includes('null')))
        return true;
    if (Array.isArray(schema['enum']) && schema['enum'].includes(null))
        return true;
    if ('const' in schema && schema['const'] === null)
        return true;
    const anyOf = schema['anyOf'];
    return Array.isArray(anyOf) && anyOf.some((s) => isObject(s) && allowsNull(s));
}
class Unsupported extends Error {
}
function convert(schema, path) {
    if (!isObject(schema))
        throw new Unsupported(`${path}: not a schema object`);
    for (const key of UNSUPPORTED)
        if (key in schema)
            throw new Unsupported(`${path}: "${key}" is not supported in strict mode`);
    const hasShape = ['type', 'anyOf', '$ref', 'enum', 'const'].some((k) => k in schema);
    if (!hasShape)
        throw new Unsupported(`${path}: an untyped schema is not allowed in strict mode`);
    const out = {};
    for (const [key, value] of Object.entries(schema)) {
        if (DROPPED.has(key))
            continue;
        if (key === 'properties' || key === '$defs' || key === 'definitions') {
            if (!isObject(value))
                throw new Unsupported(`${path}.${key}: not an object`);
            out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, convert(sub, `${path}.${key}.${name}`)]));
        }
        else if (key === 'items') {
            out[key] = convert(value, `${path}.items`);
        }
        else if (key === 'anyOf') {
            if (!Array.isArray(value))
                throw new Unsupported(`${path}.anyOf: not an array`);
            out[key] = value.map((sub, i) => convert(sub, `${path}.anyOf[${i}]`));
        }
        else if (key === '$ref') {
            if (typeof value !== 'string' || !value.startsWith('#/'))
                throw new Unsupported(`${path}: only local $ref is supported`);
            out[key] = value;
        }
        else
            out[key] = value;
    }
    const isObjectType = schema['type'] === 'object' || (Array.isArray(schema['type']) && schema['type'].includes('object'));
    if (isObjectType || 'properties' in schema) {
        const additional = schema['additionalProperties'];
        const properties = isObject(out['properties']) ? out['properties'] : {};
        if (isObject(additional) || (additional === true && Object.keys(properties).length === 0) || (additional === undefined && !('properties' in schema)))
            throw new Unsupported(`${path}: open maps (additionalProperties) are not supported in strict mode`);
        const required = new Set(Array.isArray(schema['required']) ? schema['required'] : []);
        for (const [name, sub] of Object.entries(properties)) {
            if (!required.has(name) && isObject(sub) && !allowsNull(sub))
                properties[name] = { anyOf: [sub, { type: 'null' }] };
        }
        out['required'] = Object.keys(properties);
        out['additionalProperties'] = false;
    }
    return out;
}
exports.toStrictSchema = (0, shared_value_js_1.memoOnShared)((schema) => {
    const strict = strictFormOf(schema);
    return (0, shared_value_js_1.isShared)(schema) && 'schema' in strict ? { schema: (0, shared_value_js_1.shareValue)(strict.schema) } : strict;
});
function strictFormOf(schema) {
    if (schema['type'] !== 'object')
        return { reason: 'the root of a strict schema must be an object' };
    try {
        return { schema: convert(schema, '(root)') };
    }
    catch (error) {
        if (error instanceof Unsupported)
            return { reason: error.message };
        throw error;
    }
}
function resolveRef(schema, root) {
    const ref = schema['$ref'];
    if (typeof ref !== 'string' || !ref.startsWith('#/'))
        return schema;
    let node = root;
    for (const part of ref.slice(2).split('/'))
        node = isObject(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return isObject(node) ? node : schema;
}
function dropStrictNulls(value, schema, root = schema) {
    const resolved = resolveRef(schema, root);
    if (Array.isArray(value)) {
        const items = resolved['items'];
        return isObject(items) ? value.map((v) => dropStrictNulls(v, items, root)) : value;
    }
    if (!isObject(value) || !isObject(resolved['properties']))
        return value;
    const properties = resolved['properties'];
    const required = new Set(Array.isArray(resolved['required']) ? resolved['required'] : []);
    const out = {};
    for (const [key, v] of Object.entries(value)) {
        const sub = properties[key];
        if (!isObject(sub)) {
            out[key] = v;
            continue;
        }
        const target = resolveRef(sub, root);
        if (v === null && !required.has(key) && !allowsNull(target))
            continue;
        out[key] = dropStrictNulls(v, sub, root);
    }
    return out;
}
