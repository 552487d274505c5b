"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseJudgeOutput = parseJudgeOutput;
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const PASS_THROUGH = new Set(['optional', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
function literalValues(def) {
    if (def.type === 'enum')
        return Object.values(def.entries ?? {});
    if (def.type === 'literal')
        return def.values ?? [];
    if (def.type === 'union') {
        const all = [];
        for (const option of def.options ?? []) {
            const values = literalValues(option._zod.def);
            if (values === null)
                return null;
            all.push(...values);
        }
        return all;
    }
    return null;
}
function laxTwin(schema) {
    const def = schema._zod.def;
    if (PASS_THROUGH.has(def.type))
        return laxTwin(def.innerType);
    if (def.type === 'nullable')
        return laxTwin(def.innerType).nullable();
    const literals = literalValues(def);
    if (literals !== null && literals.length > 0)
        return (0, pydantic_lax_js_1.laxLiteral)(literals);
    switch (def.type) {
        case 'boolean':
            return pydantic_lax_js_1.laxBool;
        case 'number':
            return schema.format?.includes('int') ? pydantic_lax_js_1.laxPyInt : pydantic_lax_js_1.laxFloat;
        case 'string':
            return pydantic_lax_js_1.laxStr;
        case 'array':
            return (0, pydantic_lax_js_1.laxList)(laxTwin(def.element));
        default:
            return schema;
    }
}
const TWINS = new WeakMap();
function twinOf(schema) {
    let twin = TWINS.get(schema);
    if (twin === undefined)
        TWINS.set(schema, (twin = laxTwin(schema)));
    return twin;
}
function passesAsIs(twin, value) {
    return (twin === pydantic_lax_js_1.laxStr && typeof value === 'string') || (twin === pydantic_lax_js_1.laxBool && typeof value === 'boolean');
}
function describe(issue) {
    return issue.message;
}
function parseJudgeOutput(template, raw, options = {}) {
    const subject = `template ${template.name} › judge output`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        throw new validation_error_js_1.ValidationError([], `expected a JSON object, received ${(0, pydantic_lax_js_1.describeReceived)(raw)}`, subject);
    }
    const compat = options.compat === 'karenina-python';
    const input = { ...raw };
    const unanswered = input._unanswered_fields;
    delete input._unanswered_fields;
    const problems = [];
    const values = {};
    const nullFields = new Set();
    const judged = (f) => f.verification !== null && (compat || !f.verification.isTrace);
    if (Object.hasOwn(input, 'id') && input.id !== null && typeof input.id !== 'string') {
        problems.push({ path: 'id', message: `expected a string or null, received ${(0, pydantic_lax_js_1.describeReceived)(input.id)}` });
    }
    delete input.id;
    for (const f of template.fields) {
        const present = Object.hasOwn(input, f.name);
        const value = input[f.name];
        delete input[f.name];
        if (f.verification !== null) {
            if (!judged(f))
                continue;
            if (value === null || value === undefined) {
                nullFields.add(f.name);
                continue;
            }
        }
        else if (!present || value === undefined) {
            if (!f.optional)
                problems.push({ path: f.name, message: 'field required' });
            const fallback = f.optional ? f.schema.safeParse(undefined) : undefined;
            if (fallback?.success && fallback.data !== undefined)
                values[f.name] = fallback.data;
            continue;
        }
        const twin = twinOf(f.schema);
        if (passesAsIs(twin, value)) {
            values[f.name] = value;
            continue;
        }
        const result = twin.safeParse(value);
        if (result.success)
            values[f.name] = result.data;
        else
            problems.push(...result.error.issues.map((issue) => ({ path: [f.name, ...issue.path.map(String)].join('.'), message: describe(issue) })));
    }
    if (Array.isArray(unanswered)) {
        for (const name of unanswered) {
            const f = template.fields.find((candidate) => candidate.name === name);
            if (f === undefined || !judged(f))
                continue;
            nullFields.add(f.name);
            delete values[f.name];
        }
    }
    if (problems.length === 1)
        throw new validation_error_js_1.ValidationError(problems[0].path.split('.'), problems[0].message, subject);
    if (problems.length > 1) {
        throw new validation_error_js_1.ValidationError([], `${problems.length} fields are invalid: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`, subject);
    }
    return { values: values, nullFields, extras: input };
}
