"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VerificationResultTemplateSchema = void 0;
const zod_1 = require("zod");
const py_number_schema_js_1 = require("./py-number-schema.js");
const str = () => zod_1.z.string().nullable().default(null);
const bool = () => zod_1.z.boolean().default(false);
const boolOrNull = () => zod_1.z.boolean().nullable().default(null);
const anyMap = () => zod_1.z.record(zod_1.z.string(), zod_1.z.unknown());
exports.VerificationResultTemplateSchema = zod_1.z.object({
    raw_llm_response: zod_1.z.string().default(''),
    trace_messages: zod_1.z.array(anyMap()).default([]),
    conversation_context: zod_1.z.array(anyMap()).default([]),
    parsed_gt_response: anyMap().nullable().default(null),
    parsed_llm_response: anyMap().nullable().default(null),
    template_verification_performed: bool(),
    verify_result: boolOrNull(),
    verify_granular_result: zod_1.z.unknown().default(null),
    field_verification_error: str(),
    field_results: zod_1.z.record(zod_1.z.string(), zod_1.z.boolean().nullable()).nullable().default(null),
    field_scores: zod_1.z.record(zod_1.z.string(), (0, py_number_schema_js_1.pyFloatSchema)().nullable()).nullable().default(null),
    composition_strategy: str(),
    embedding_check_performed: bool(),
    embedding_similarity_score: (0, py_number_schema_js_1.pyFloatSchema)().nullable().default(null),
    embedding_override_applied: bool(),
    embedding_model_used: str(),
    regex_validations_performed: bool(),
    regex_validation_results: zod_1.z.record(zod_1.z.string(), zod_1.z.boolean()).nullable().default(null),
    regex_validation_details: zod_1.z.record(zod_1.z.string(), anyMap()).nullable().default(null),
    regex_overall_success: boolOrNull(),
    regex_extraction_results: anyMap().nullable().default(null),
    recursion_limit_reached: bool(),
    response_timeout_partial: bool(),
    usage_unavailable: bool(),
    investigation_trace: str(),
    agentic_parsing_performed: bool(),
    agentic_extraction_recovery: str(),
    agentic_extraction_error: str(),
    dynamic_parsing_performed: bool(),
    dynamic_parse_decision: str(),
    dynamic_decision_reasoning: str(),
    abstention_check_performed: bool(),
    abstention_detected: boolOrNull(),
    abstention_override_applied: bool(),
    abstention_reasoning: str(),
    sufficiency_check_performed: bool(),
    sufficiency_detected: boolOrNull(),
    sufficiency_override_applied: bool(),
    sufficiency_reasoning: str(),
    answering_mcp_servers: zod_1.z.array(zod_1.z.string()).nullable().default(null),
    usage_metadata: zod_1.z.record(zod_1.z.string(), anyMap()).nullable().default(null),
    agent_metrics: anyMap().nullable().default(null),
});
