"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.numericGraded = void 0;
const zod_1 = require("zod");
const py_float_js_1 = require("../compat/py-float.js");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const define_primitive_js_1 = require("./define-primitive.js");
const graded_decay_js_1 = require("./graded-decay.js");
const param_schemas_js_1 = require("./param-schemas.js");
const params = zod_1.z
    .object({
    cutoff: param_schemas_js_1.positiveFloat,
    full_credit: pydantic_lax_js_1.laxFloat.nullable().default(null),
    mode: (0, graded_decay_js_1.gradedModeParam)('relative'),
    decay: graded_decay_js_1.decayParam,
})
    .superRefine((p, ctx) => {
    if (p.full_credit !== null && !(p.full_credit >= 0 && p.full_credit < p.cutoff)) {
        ctx.addIssue({
            code: 'custom',
            path: ['full_credit'],
            message: `must satisfy 0 <= full_credit < cutoff (${p.cutoff}), received ${p.full_credit}`,
        });
    }
});
function distance(p, extracted, expected) {
    const x = (0, py_float_js_1.pyFloat)(extracted);
    const e = (0, py_float_js_1.pyFloat)(expected);
    const diff = Math.abs(x - e);
    if (p.mode === 'absolute')
        return diff;
    if (e === 0)
        return diff === 0 ? 0 : undefined;
    return diff / Math.abs(e);
}
exports.numericGraded = (0, define_primitive_js_1.definePrimitive)({
    type: 'NumericGraded',
    params,
    check(p, extracted, expected) {
        const d = distance(p, extracted, expected);
        return d !== undefined && d <= (p.full_credit ?? p.cutoff);
    },
    score(p, extracted, expected) {
        const d = distance(p, extracted, expected);
        if (d === undefined)
            return 0;
        const inner = p.full_credit ?? 0;
        if (d <= inner)
            return 1;
        if (d >= p.cutoff)
            return 0;
        return (0, graded_decay_js_1.decayedCredit)((d - inner) / (p.cutoff - inner), p.decay);
    },
});
