"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.numericRangeGraded = void 0;
const zod_1 = require("zod");
const py_float_js_1 = require("../compat/py-float.js");
const pydantic_lax_js_1 = require("../compat/pydantic-lax.js");
const define_primitive_js_1 = require("./define-primitive.js");
const graded_decay_js_1 = require("./graded-decay.js");
const numeric_range_js_1 = require("./numeric-range.js");
const param_schemas_js_1 = require("./param-schemas.js");
const params = zod_1.z
    .object({
    min: pydantic_lax_js_1.laxFloat,
    max: pydantic_lax_js_1.laxFloat,
    margin: param_schemas_js_1.positiveFloat,
    mode: (0, graded_decay_js_1.gradedModeParam)('absolute'),
    decay: graded_decay_js_1.decayParam,
    exclusive_min: pydantic_lax_js_1.laxBool.default(false),
    exclusive_max: pydantic_lax_js_1.laxBool.default(false),
})
    .superRefine((p, ctx) => {
    if (!(p.min < p.max)) {
        ctx.addIssue({ code: 'custom', path: ['max'], message: `must be greater than min (${p.min}), received ${p.max}` });
    }
});
exports.numericRangeGraded = (0, define_primitive_js_1.definePrimitive)({
    type: 'NumericRangeGraded',
    params,
    check(p, extracted) {
        return (0, numeric_range_js_1.inNumericRange)((0, py_float_js_1.pyFloat)(extracted), p);
    },
    score(p, extracted) {
        const v = (0, py_float_js_1.pyFloat)(extracted);
        if (p.min <= v && v <= p.max)
            return 1;
        const gap = v < p.min ? p.min - v : v - p.max;
        const shoulder = p.mode === 'absolute' ? p.margin : p.margin * (p.max - p.min);
        if (gap >= shoulder)
            return 0;
        return (0, graded_decay_js_1.decayedCredit)(gap / shoulder, p.decay);
    },
});
