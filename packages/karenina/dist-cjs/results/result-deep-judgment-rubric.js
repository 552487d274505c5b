"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VerificationResultDeepJudgmentRubricSchema = void 0;
const zod_1 = require("zod");
const py_number_schema_js_1 = require("./py-number-schema.js");
const result_deep_judgment_js_1 = require("./result-deep-judgment.js");
const intOrBool = zod_1.z.union([zod_1.z.boolean(), (0, py_number_schema_js_1.pyIntSchema)()]);
exports.VerificationResultDeepJudgmentRubricSchema = zod_1.z.object({
    deep_judgment_rubric_performed: zod_1.z.boolean().default(false),
    extracted_rubric_excerpts: zod_1.z.record(zod_1.z.string(), zod_1.z.array(result_deep_judgment_js_1.ExcerptSchema)).nullable().default(null),
    rubric_trait_reasoning: zod_1.z.record(zod_1.z.string(), zod_1.z.string()).nullable().default(null),
    deep_judgment_rubric_scores: zod_1.z.record(zod_1.z.string(), intOrBool).nullable().default(null),
    standard_rubric_scores: zod_1.z.record(zod_1.z.string(), intOrBool).nullable().default(null),
    trait_metadata: zod_1.z.record(zod_1.z.string(), zod_1.z.record(zod_1.z.string(), zod_1.z.unknown())).nullable().default(null),
    traits_without_valid_excerpts: zod_1.z.array(zod_1.z.string()).nullable().default(null),
    rubric_hallucination_risk_assessment: zod_1.z.record(zod_1.z.string(), zod_1.z.record(zod_1.z.string(), zod_1.z.unknown())).nullable().default(null),
    total_deep_judgment_model_calls: (0, py_number_schema_js_1.pyIntSchema)().default(0),
    total_traits_evaluated: (0, py_number_schema_js_1.pyIntSchema)().default(0),
    total_excerpt_retries: (0, py_number_schema_js_1.pyIntSchema)().default(0),
});
