"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VerificationResultRubricSchema = void 0;
exports.getAllTraitScores = getAllTraitScores;
exports.getTraitByName = getTraitByName;
exports.getLlmTraitLabels = getLlmTraitLabels;
const zod_1 = require("zod");
const py_float_value_js_1 = require("../compat/py-float-value.js");
const py_number_schema_js_1 = require("./py-number-schema.js");
const nullableMap = (value) => zod_1.z.record(zod_1.z.string(), value).nullable().default(null);
exports.VerificationResultRubricSchema = zod_1.z.object({
    rubric_evaluation_performed: zod_1.z.boolean().default(false),
    rubric_evaluation_strategy: zod_1.z.string().nullable().default(null),
    llm_trait_scores: nullableMap(zod_1.z.unknown()),
    llm_trait_labels: nullableMap(zod_1.z.string()),
    regex_trait_scores: nullableMap(zod_1.z.boolean()),
    callable_trait_scores: nullableMap(zod_1.z.union([zod_1.z.boolean(), zod_1.z.number(), zod_1.z.instanceof(py_float_value_js_1.PyFloat)])),
    metric_trait_scores: nullableMap(zod_1.z.record(zod_1.z.string(), (0, py_number_schema_js_1.pyFloatSchema)())),
    metric_trait_confusion_lists: nullableMap(zod_1.z.record(zod_1.z.string(), zod_1.z.array(zod_1.z.string()))),
    agentic_trait_scores: nullableMap(zod_1.z.unknown()),
    agentic_trait_investigation_traces: nullableMap(zod_1.z.string()),
    agentic_trait_extraction_metadata: nullableMap(zod_1.z.record(zod_1.z.string(), zod_1.z.unknown())),
    dynamic_rubric_skipped_traits: nullableMap(zod_1.z.string()),
    dynamic_rubric_promoted_traits: zod_1.z.array(zod_1.z.string()).nullable().default(null),
    trait_provenance: nullableMap(zod_1.z.string()),
});
const SCORE_FIELDS = [
    ['llm', 'llm_trait_scores'],
    ['regex', 'regex_trait_scores'],
    ['callable', 'callable_trait_scores'],
    ['metric', 'metric_trait_scores'],
    ['agentic', 'agentic_trait_scores'],
];
function getAllTraitScores(rubric) {
    const scores = {};
    for (const [, field] of SCORE_FIELDS)
        Object.assign(scores, rubric[field] ?? {});
    return scores;
}
function getTraitByName(rubric, name) {
    for (const [kind, field] of SCORE_FIELDS) {
        const map = rubric[field];
        if (map && Object.hasOwn(map, name))
            return [map[name], kind];
    }
    return null;
}
function getLlmTraitLabels(rubric) {
    return rubric.llm_trait_labels ?? {};
}
