import { z } from 'zod';
/**
 * `VerificationResult.template` (spec 04 §2.3): answer generation, parsing and template verification,
 * 42 fields in Karenina's order; unknown keys are dropped. Untyped values (`verify_granular_result`,
 * parsed responses, usage) are kept as given, PyFloat boxes included, so Python floats survive a round-trip.
 */
export declare const VerificationResultTemplateSchema: z.ZodObject<{
    raw_llm_response: z.ZodDefault<z.ZodString>;
    trace_messages: z.ZodDefault<z.ZodArray<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
    conversation_context: z.ZodDefault<z.ZodArray<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
    parsed_gt_response: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
    parsed_llm_response: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
    template_verification_performed: z.ZodDefault<z.ZodBoolean>;
    verify_result: z.ZodDefault<z.ZodNullable<z.ZodBoolean>>;
    verify_granular_result: z.ZodDefault<z.ZodUnknown>;
    field_verification_error: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    field_results: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodNullable<z.ZodBoolean>>>>;
    field_scores: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodNullable<z.ZodPipe<z.ZodUnion<readonly [z.ZodCustom<number, number>, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>>>>;
    composition_strategy: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    embedding_check_performed: z.ZodDefault<z.ZodBoolean>;
    embedding_similarity_score: z.ZodDefault<z.ZodNullable<z.ZodPipe<z.ZodUnion<readonly [z.ZodCustom<number, number>, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>>;
    embedding_override_applied: z.ZodDefault<z.ZodBoolean>;
    embedding_model_used: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    regex_validations_performed: z.ZodDefault<z.ZodBoolean>;
    regex_validation_results: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodBoolean>>>;
    regex_validation_details: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodUnknown>>>>;
    regex_overall_success: z.ZodDefault<z.ZodNullable<z.ZodBoolean>>;
    regex_extraction_results: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
    recursion_limit_reached: z.ZodDefault<z.ZodBoolean>;
    response_timeout_partial: z.ZodDefault<z.ZodBoolean>;
    usage_unavailable: z.ZodDefault<z.ZodBoolean>;
    investigation_trace: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    agentic_parsing_performed: z.ZodDefault<z.ZodBoolean>;
    agentic_extraction_recovery: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    agentic_extraction_error: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    dynamic_parsing_performed: z.ZodDefault<z.ZodBoolean>;
    dynamic_parse_decision: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    dynamic_decision_reasoning: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    abstention_check_performed: z.ZodDefault<z.ZodBoolean>;
    abstention_detected: z.ZodDefault<z.ZodNullable<z.ZodBoolean>>;
    abstention_override_applied: z.ZodDefault<z.ZodBoolean>;
    abstention_reasoning: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    sufficiency_check_performed: z.ZodDefault<z.ZodBoolean>;
    sufficiency_detected: z.ZodDefault<z.ZodNullable<z.ZodBoolean>>;
    sufficiency_override_applied: z.ZodDefault<z.ZodBoolean>;
    sufficiency_reasoning: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    answering_mcp_servers: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    usage_metadata: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodUnknown>>>>;
    agent_metrics: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
}, z.core.$strip>;
/** The template section as stored. */
export type VerificationResultTemplate = z.output<typeof VerificationResultTemplateSchema>;
/** The template section as accepted (every field optional). */
export type VerificationResultTemplateInput = z.input<typeof VerificationResultTemplateSchema>;
