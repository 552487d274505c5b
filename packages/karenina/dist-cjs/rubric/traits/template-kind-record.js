"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.templateKindRecord = templateKindRecord;
const pydantic_lax_js_1 = require("../../compat/pydantic-lax.js");
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
function scalar(type) {
    if (type === 'integer')
        return pydantic_lax_js_1.laxPyInt;
    if (type === 'number')
        return pydantic_lax_js_1.laxPyFloat;
    if (type === 'boolean')
        return pydantic_lax_js_1.laxBool;
    return pydantic_lax_js_1.laxStr;
}
function resolveType(property) {
    if (Array.isArray(property['anyOf'])) {
        const nonNull = property['anyOf'].filter((member) => !(isObject(member) && member['type'] === 'null'));
        return nonNull.length === 1 && isObject(nonNull[0]) ? resolveType(nonNull[0]).nullable() : pydantic_lax_js_1.laxStr;
    }
    if (property['type'] === 'array') {
        const items = isObject(property['items']) ? property['items'] : {};
        return (0, pydantic_lax_js_1.laxList)(scalar(items['type'] ?? 'string'));
    }
    return scalar(property['type'] ?? 'string');
}
function templateKindRecord(kind) {
    const properties = isObject(kind.schema['properties']) ? kind.schema['properties'] : {};
    const required = new Set(Array.isArray(kind.schema['required']) ? kind.schema['required'] : []);
    const fields = Object.entries(properties).map(([name, property]) => {
        const spec = isObject(property) ? property : {};
        return {
            name,
            type: resolveType(spec),
            required: required.has(name) && !Object.hasOwn(spec, 'default'),
            fallback: Object.hasOwn(spec, 'default') ? spec['default'] : null,
        };
    });
    const title = kind.schema['title'];
    return {
        name: typeof title === 'string' && title !== '' ? title : 'ReconstructedTemplate',
        fields: fields.map((f) => f.name),
        validate(raw) {
            if (!isObject(raw))
                throw new Error(`expected a JSON object with the fields ${fields.map((f) => f.name).join(', ')}, received ${(0, pydantic_lax_js_1.describeReceived)(raw)}`);
            const out = {};
            const problems = [];
            for (const field of fields) {
                if (!Object.hasOwn(raw, field.name)) {
                    if (field.required)
                        problems.push(`${field.name}: required`);
                    else
                        out[field.name] = field.fallback;
                    continue;
                }
                const parsed = field.type.safeParse(raw[field.name]);
                if (parsed.success)
                    out[field.name] = parsed.data;
                else
                    problems.push(`${field.name}: ${parsed.error.issues.map((i) => (i.path.length > 0 ? `[${i.path.join('][')}] ${i.message}` : i.message)).join('; ')}`);
            }
            if (problems.length > 0)
                throw new Error(`${problems.length} validation error${problems.length === 1 ? '' : 's'} for ${this.name}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
            return out;
        },
    };
}
