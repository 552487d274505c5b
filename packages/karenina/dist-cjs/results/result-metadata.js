"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VerificationResultMetadataSchema = exports.RetryCountsSchema = exports.ModelIdentitySchema = void 0;
exports.answeringModel = answeringModel;
exports.parsingModel = parsingModel;
const zod_1 = require("zod");
const caveats_js_1 = require("./caveats.js");
const failure_js_1 = require("./failure.js");
const model_identity_js_1 = require("../config/model-identity.js");
const py_number_schema_js_1 = require("./py-number-schema.js");
const str = () => zod_1.z.string().nullable().default(null);
exports.ModelIdentitySchema = zod_1.z
    .object({
    interface: zod_1.z.string(),
    model_name: zod_1.z.string(),
    tools: zod_1.z.array(zod_1.z.string()).default([]),
    config_id: str(),
})
    .strict();
exports.RetryCountsSchema = zod_1.z.record(zod_1.z.string(), zod_1.z.record(zod_1.z.string(), (0, py_number_schema_js_1.pyIntSchema)()));
exports.VerificationResultMetadataSchema = zod_1.z
    .object({
    question_id: zod_1.z.string(),
    template_id: zod_1.z.string(),
    failure: failure_js_1.FailureSchema.nullable().default(null),
    caveats: zod_1.z.array(caveats_js_1.CaveatSchema).default([]),
    warnings: zod_1.z.array(zod_1.z.string()).default([]),
    partial_content: str(),
    retry_counts: exports.RetryCountsSchema.nullable().default(null),
    question_text: zod_1.z.string(),
    raw_answer: str(),
    keywords: zod_1.z.array(zod_1.z.string()).nullable().default(null),
    answering: exports.ModelIdentitySchema,
    parsing: exports.ModelIdentitySchema,
    answering_system_prompt: str(),
    parsing_system_prompt: str(),
    execution_time: (0, py_number_schema_js_1.pyFloatSchema)(),
    timestamp: zod_1.z.string(),
    result_id: zod_1.z.string(),
    run_name: str(),
    replicate: (0, py_number_schema_js_1.pyIntSchema)().nullable().default(null),
    few_shot_enabled: zod_1.z.boolean().default(false),
    few_shot_example_count: (0, py_number_schema_js_1.pyIntSchema)().default(0),
    evaluation_mode: str(),
    scenario_id: str(),
    scenario_node: str(),
    scenario_turn: (0, py_number_schema_js_1.pyIntSchema)().nullable().default(null),
    scenario_path: zod_1.z.array(zod_1.z.string()).nullable().default(null),
})
    .strict();
function answeringModel(metadata) {
    return (0, model_identity_js_1.modelDisplayString)(metadata.answering);
}
function parsingModel(metadata) {
    return (0, model_identity_js_1.modelDisplayString)(metadata.parsing);
}
