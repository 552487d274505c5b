"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VerificationResultDeepJudgmentSchema = exports.ExcerptSchema = void 0;
const zod_1 = require("zod");
const py_number_schema_js_1 = require("./py-number-schema.js");
exports.ExcerptSchema = (0, py_number_schema_js_1.floatKeysRecord)(['similarity_score']);
exports.VerificationResultDeepJudgmentSchema = zod_1.z.object({
    deep_judgment_mode: zod_1.z.string().nullable().default(null),
    deep_judgment_performed: zod_1.z.boolean().default(false),
    extracted_excerpts: zod_1.z.record(zod_1.z.string(), zod_1.z.array(exports.ExcerptSchema)).nullable().default(null),
    attribute_reasoning: zod_1.z.record(zod_1.z.string(), zod_1.z.string()).nullable().default(null),
    deep_judgment_stages_completed: zod_1.z.array(zod_1.z.string()).nullable().default(null),
    deep_judgment_model_calls: (0, py_number_schema_js_1.pyIntSchema)().default(0),
    deep_judgment_excerpt_retry_count: (0, py_number_schema_js_1.pyIntSchema)().default(0),
    attributes_without_excerpts: zod_1.z.array(zod_1.z.string()).nullable().default(null),
    deep_judgment_search_enabled: zod_1.z.boolean().default(false),
    hallucination_risk_assessment: zod_1.z.record(zod_1.z.string(), zod_1.z.string()).nullable().default(null),
});
