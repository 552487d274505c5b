"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MetricRubricTraitSchema = exports.METRIC_REQUIREMENTS = exports.METRICS_BY_MODE = void 0;
exports.metricTrait = metricTrait;
exports.metricTraitFromJSON = metricTraitFromJSON;
exports.requiredBuckets = requiredBuckets;
exports.metricsComputable = metricsComputable;
const zod_1 = require("zod");
const pydantic_lax_js_1 = require("../../compat/pydantic-lax.js");
const parse_trait_js_1 = require("./parse-trait.js");
exports.METRICS_BY_MODE = {
    tp_only: ['precision', 'recall', 'f1'],
    full_matrix: ['precision', 'recall', 'specificity', 'accuracy', 'f1'],
};
exports.METRIC_REQUIREMENTS = {
    precision: ['tp', 'fp'],
    recall: ['tp', 'fn'],
    specificity: ['tn', 'fp'],
    accuracy: ['tp', 'tn', 'fp', 'fn'],
    f1: ['tp', 'fp', 'fn'],
};
const MODE_BUCKETS = {
    tp_only: ['fn', 'fp', 'tp'],
    full_matrix: ['fn', 'fp', 'tn', 'tp'],
};
const KNOWN_METRICS = new Set(exports.METRICS_BY_MODE.full_matrix);
exports.MetricRubricTraitSchema = zod_1.z
    .strictObject({
    name: pydantic_lax_js_1.laxStr.pipe(zod_1.z.string().min(1, 'must not be empty')),
    description: pydantic_lax_js_1.laxStr.nullable().default(null),
    summary: pydantic_lax_js_1.laxStr.nullable().default(null),
    evaluation_mode: (0, pydantic_lax_js_1.laxLiteral)(['tp_only', 'full_matrix']).default('tp_only'),
    metrics: (0, pydantic_lax_js_1.laxList)(pydantic_lax_js_1.laxStr)
        .pipe(zod_1.z.array(zod_1.z.string()).min(1, 'at least one metric must be specified'))
        .refine((metrics) => metrics.every((m) => KNOWN_METRICS.has(m)), {
        message: `invalid metric name (valid: ${[...KNOWN_METRICS].join(', ')})`,
    }),
    tp_instructions: (0, pydantic_lax_js_1.laxList)(pydantic_lax_js_1.laxStr).default(() => []),
    tn_instructions: (0, pydantic_lax_js_1.laxList)(pydantic_lax_js_1.laxStr).default(() => []),
    repeated_extraction: pydantic_lax_js_1.laxBool.default(true),
    higher_is_better: pydantic_lax_js_1.laxBool.nullable().default(null),
})
    .superRefine((trait, ctx) => {
    if (trait.tp_instructions.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['tp_instructions'], message: 'TP instructions must be provided (what should be present in the answer)' });
        return;
    }
    const mode = trait.evaluation_mode;
    if (mode === 'full_matrix' && trait.tn_instructions.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['tn_instructions'], message: 'TN instructions must be provided in full_matrix mode' });
        return;
    }
    const notAllowed = trait.metrics.filter((m) => !exports.METRICS_BY_MODE[mode].includes(m));
    if (notAllowed.length > 0) {
        ctx.addIssue({
            code: 'custom',
            path: ['metrics'],
            message: `${notAllowed.join(', ')} not available in ${mode} mode (available: ${exports.METRICS_BY_MODE[mode].join(', ')})`,
        });
    }
});
function metricTrait(options) {
    return (0, parse_trait_js_1.parseTrait)('MetricRubricTrait', exports.MetricRubricTraitSchema, (0, parse_trait_js_1.toSnakeKeys)(options, 'MetricRubricTrait', exports.MetricRubricTraitSchema));
}
function metricTraitFromJSON(raw) {
    return (0, parse_trait_js_1.parseTrait)('MetricRubricTrait', exports.MetricRubricTraitSchema, raw);
}
function requiredBuckets(trait) {
    return [...MODE_BUCKETS[trait.evaluation_mode]];
}
function metricsComputable(trait) {
    const available = MODE_BUCKETS[trait.evaluation_mode];
    return trait.metrics.every((m) => KNOWN_METRICS.has(m) && exports.METRIC_REQUIREMENTS[m].every((b) => available.includes(b)));
}
