"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.numericThresholdGraded = void 0;
const zod_1 = require("zod");
const py_float_js_1 = require("../compat/py-float.js");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const define_primitive_js_1 = require("./define-primitive.js");
const graded_decay_js_1 = require("./graded-decay.js");
const param_schemas_js_1 = require("./param-schemas.js");
exports.numericThresholdGraded = (0, define_primitive_js_1.definePrimitive)({
    type: 'NumericThresholdGraded',
    params: zod_1.z.object({
        direction: (0, pydantic_lax_js_1.laxLiteral)(['max', 'min']),
        margin: param_schemas_js_1.positiveFloat,
        mode: (0, graded_decay_js_1.gradedModeParam)('relative'),
        decay: graded_decay_js_1.decayParam,
        exclusive: pydantic_lax_js_1.laxBool.default(false),
    }),
    check(p, extracted, expected) {
        const v = (0, py_float_js_1.pyFloat)(extracted);
        const t = (0, py_float_js_1.pyFloat)(expected);
        if (p.direction === 'max')
            return p.exclusive ? v < t : v <= t;
        return p.exclusive ? v > t : v >= t;
    },
    score(p, extracted, expected) {
        const v = (0, py_float_js_1.pyFloat)(extracted);
        const t = (0, py_float_js_1.pyFloat)(expected);
        if (p.direction === 'max' ? v <= t : v >= t)
            return 1;
        const gap = p.direction === 'max' ? v - t : t - v;
        let shoulder;
        if (p.mode === 'absolute')
            shoulder = p.margin;
        else if (t === 0)
            return 0;
        else
            shoulder = p.margin * Math.abs(t);
        if (gap >= shoulder)
            return 0;
        return (0, graded_decay_js_1.decayedCredit)(gap / shoulder, p.decay);
    },
});
