"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.zodObjectKeys = zodObjectKeys;
exports.camelKey = camelKey;
exports.zodObjectKeysAt = zodObjectKeysAt;
const defOf = (schema) => schema._zod.def;
function zodObjectKeys(schema) {
    let def = defOf(schema);
    for (let depth = 0; depth < 10; depth++) {
        if (def.type === 'object')
            return Object.keys(def.shape ?? {});
        const next = def.type === 'pipe' ? def.in : def.innerType;
        if (next === undefined)
            return null;
        def = defOf(next);
    }
    return null;
}
function camelKey(key) {
    return key.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
}
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
function schemasAt(schema, path, depth = 0) {
    if (depth > 50)
        return [];
    const def = defOf(schema);
    if (def.type === 'pipe')
        return schemasAt(def.in, path, depth + 1);
    if (def.type === 'lazy' && def.getter)
        return schemasAt(def.getter(), path, depth + 1);
    if (WRAPPERS.has(def.type))
        return schemasAt(def.innerType, path, depth + 1);
    if (def.type === 'union')
        return (def.options ?? []).flatMap((option) => schemasAt(option, path, depth + 1));
    if (path.length === 0)
        return [schema];
    const [head, ...rest] = path;
    if (def.type === 'object' && typeof head === 'string' && def.shape?.[head])
        return schemasAt(def.shape[head], rest, depth + 1);
    if (def.type === 'array' && typeof head === 'number')
        return schemasAt(def.element, rest, depth + 1);
    if (def.type === 'record')
        return schemasAt(def.valueType, rest, depth + 1);
    return [];
}
function zodObjectKeysAt(schema, path) {
    const keys = new Set();
    for (const candidate of schemasAt(schema, path))
        for (const key of zodObjectKeys(candidate) ?? [])
            keys.add(key);
    return [...keys];
}
