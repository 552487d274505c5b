"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.zodFieldInfo = zodFieldInfo;
exports.pythonAnnotationOf = pythonAnnotationOf;
const py_str_js_1 = require("../compat/py-str.js");
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
const INT_FORMATS = new Set(['safeint', 'int32', 'uint32', 'int64', 'uint64']);
function internals(schema) {
    return schema;
}
function literalValuesOf(schema) {
    const def = internals(schema)._zod.def;
    if (def.type === 'enum')
        return Object.values(def.entries ?? {});
    if (def.type === 'literal')
        return [...(def.values ?? [])];
    if (def.type === 'union') {
        const out = [];
        for (const option of def.options ?? []) {
            const values = literalValuesOf(option);
            if (values === null)
                return null;
            out.push(...values);
        }
        return out;
    }
    return null;
}
function zodFieldInfo(schema, dateHint = false) {
    let current = schema;
    let optional = false;
    let description = internals(schema).description;
    let defaultValue;
    let hasDefault = false;
    while (WRAPPERS.has(internals(current)._zod.def.type)) {
        const def = internals(current)._zod.def;
        if (def.type === 'optional')
            optional = true;
        if (def.type === 'default' || def.type === 'prefault') {
            optional = true;
            hasDefault = true;
            defaultValue = typeof def.defaultValue === 'function' ? def.defaultValue() : def.defaultValue;
        }
        current = def.innerType;
        description ??= internals(current).description;
    }
    const base = { optional, description, ...(hasDefault ? { defaultValue } : {}) };
    const def = internals(current)._zod.def;
    const literals = literalValuesOf(current);
    if (literals !== null)
        return { ...base, type: 'literal', literalValues: literals.map(py_str_js_1.pyStr) };
    switch (def.type) {
        case 'boolean':
            return { ...base, type: 'bool', literalValues: null };
        case 'number':
            return { ...base, type: INT_FORMATS.has(internals(current).format ?? '') ? 'int' : 'float', literalValues: null };
        case 'array':
            return { ...base, type: 'list_str', literalValues: null };
        case 'string':
            return { ...base, type: dateHint ? 'date' : 'str', literalValues: null };
        default:
            return { ...base, type: dateHint ? 'date' : 'str', literalValues: null };
    }
}
const UNWRAP_FOR_ANNOTATION = new Set(['optional', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
function pythonAnnotationOf(schema) {
    let current = schema;
    while (UNWRAP_FOR_ANNOTATION.has(internals(current)._zod.def.type))
        current = internals(current)._zod.def.innerType;
    const def = internals(current)._zod.def;
    if (def.type === 'nullable') {
        const inner = pythonAnnotationOf(def.innerType);
        return inner === null ? null : `${inner} | None`;
    }
    const literals = literalValuesOf(current);
    if (literals !== null)
        return literals.length === 0 ? null : `Literal[${literals.map(py_str_js_1.pyRepr).join(', ')}]`;
    switch (def.type) {
        case 'boolean':
            return 'bool';
        case 'number':
            return INT_FORMATS.has(internals(current).format ?? '') ? 'int' : 'float';
        case 'string':
            return 'str';
        case 'array': {
            const inner = pythonAnnotationOf(def.element);
            return inner === null ? null : `list[${inner}]`;
        }
        case 'record': {
            const key = internals(def.keyType)._zod.def.type;
            const value = pythonAnnotationOf(def.valueType);
            return key === 'string' && value !== null ? `dict[str, ${value}]` : null;
        }
        default:
            return null;
    }
}
