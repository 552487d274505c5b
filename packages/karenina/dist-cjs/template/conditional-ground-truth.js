"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.conditionalGroundTruth = conditionalGroundTruth;
exports.isConditionalGroundTruth = isConditionalGroundTruth;
exports.isSerializedConditional = isSerializedConditional;
exports.conditionalGroundTruthFromJSON = conditionalGroundTruthFromJSON;
exports.resolveConditionalGroundTruth = resolveConditionalGroundTruth;
const py_str_js_1 = require("../compat/py-str.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const registry_js_1 = require("../primitives/registry.js");
const MARKER = Symbol.for('karenina.conditionalGroundTruth');
const stored = new WeakMap();
function conditionalGroundTruth(definition) {
    if (typeof definition.source !== 'string')
        throw new validation_error_js_1.ValidationError(['source'], 'expected a dot path string', 'ConditionalGroundTruth');
    const cases = {};
    for (const [key, c] of Object.entries(definition.cases))
        cases[key] = { value: c.value, verifyWith: c.check ?? null };
    return build(definition.source, cases, { value: definition.default.value, verifyWith: definition.default.check ?? null });
}
function build(source, cases, fallback) {
    const serializeCase = (c) => ({ value: c.value, verify_with: c.verifyWith === null ? null : serialize(c.verifyWith) });
    const cgt = {
        [MARKER]: true,
        source,
        toJSON: () => ({
            source,
            cases: Object.fromEntries(Object.entries(cases).map(([k, c]) => [k, serializeCase(c)])),
            default: serializeCase(fallback),
            __conditional__: true,
        }),
    };
    stored.set(cgt, { cases, default: fallback });
    return Object.freeze(cgt);
}
function isPrimitiveObject(p) {
    return typeof p.toJSON === 'function';
}
function serialize(p) {
    return isPrimitiveObject(p) ? p.toJSON() : p;
}
function isConditionalGroundTruth(value) {
    return typeof value === 'object' && value !== null && value[MARKER] === true;
}
function isSerializedConditional(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && value.__conditional__ === true;
}
function readCase(raw, path) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        throw new validation_error_js_1.ValidationError(path, 'expected {value, verify_with}', 'ConditionalGroundTruth');
    const extra = Object.keys(raw).filter((k) => k !== 'value' && k !== 'verify_with');
    if (extra.length > 0)
        throw new validation_error_js_1.ValidationError([...path, extra[0]], 'extra keys are not permitted', 'GroundTruthCase');
    if (!('value' in raw))
        throw new validation_error_js_1.ValidationError([...path, 'value'], 'field required', 'GroundTruthCase');
    const verifyWith = raw.verify_with;
    const usable = typeof verifyWith === 'object' && verifyWith !== null && 'type' in verifyWith ? verifyWith : null;
    return { value: raw.value, verifyWith: usable };
}
function conditionalGroundTruthFromJSON(data) {
    const allowed = new Set(['source', 'cases', 'default', '__conditional__']);
    const extra = Object.keys(data).find((k) => !allowed.has(k));
    if (extra !== undefined)
        throw new validation_error_js_1.ValidationError([extra], 'extra keys are not permitted', 'ConditionalGroundTruth');
    if (typeof data.source !== 'string')
        throw new validation_error_js_1.ValidationError(['source'], 'expected a string', 'ConditionalGroundTruth');
    const rawCases = data.cases;
    if (typeof rawCases !== 'object' || rawCases === null || Array.isArray(rawCases)) {
        throw new validation_error_js_1.ValidationError(['cases'], 'expected an object of cases', 'ConditionalGroundTruth');
    }
    const cases = {};
    for (const [key, c] of Object.entries(rawCases))
        cases[key] = readCase(c, ['cases', key]);
    return build(data.source, cases, readCase(data.default, ['default']));
}
function resolveDotPath(path, context) {
    let current = context;
    for (const part of path.split('.')) {
        if (typeof current !== 'object' || current === null || Array.isArray(current))
            return null;
        if (!Object.hasOwn(current, part))
            return null;
        current = current[part];
        if (current === null || current === undefined)
            return null;
    }
    return current;
}
function resolveConditionalGroundTruth(cgt, context) {
    const data = stored.get(cgt);
    let selected = data.default;
    if (context !== null && context !== undefined) {
        const value = resolveDotPath(cgt.source, context);
        if (value !== null && Object.hasOwn(data.cases, (0, py_str_js_1.pyStr)(value)))
            selected = data.cases[(0, py_str_js_1.pyStr)(value)];
    }
    const override = selected.verifyWith;
    if (override === null)
        return { value: selected.value, primitive: null };
    return { value: selected.value, primitive: isPrimitiveObject(override) ? override : (0, registry_js_1.primitiveFromJSON)(override) };
}
