import { z } from 'zod';
/**
 * One verification outcome (Karenina's `VerificationResult`, spec 04 §2): metadata, the template, rubric
 * and deep-judgment sections, and the shared trace fields, all snake_case. Unknown root keys are dropped,
 * except `extensions`, where custom stages keep their outputs (spec 00 A15; not part of Karenina's format,
 * written only when non-empty).
 */
export declare const VerificationResultSchema: z.ZodObject<{
    metadata: z.ZodObject<{
        question_id: z.ZodString;
        template_id: z.ZodString;
        failure: z.ZodDefault<z.ZodNullable<z.ZodPipe<z.ZodObject<{
            category: z.ZodEnum<{
                connection: "connection";
                timeout: "timeout";
                rate_limit: "rate_limit";
                server_error: "server_error";
                content: "content";
                recursion_limit: "recursion_limit";
                trace_validation: "trace_validation";
                deep_judgment: "deep_judgment";
                deep_judgment_rubric: "deep_judgment_rubric";
                abstention: "abstention";
                sufficiency: "sufficiency";
                template_validation: "template_validation";
                parsing: "parsing";
                unexpected_error: "unexpected_error";
            }>;
            stage: z.ZodString;
            reason: z.ZodString;
            details: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
            group: z.ZodOptional<z.ZodUnknown>;
        }, z.core.$strict>, z.ZodTransform<{
            category: "connection" | "timeout" | "rate_limit" | "server_error" | "content" | "recursion_limit" | "trace_validation" | "deep_judgment" | "deep_judgment_rubric" | "abstention" | "sufficiency" | "template_validation" | "parsing" | "unexpected_error";
            stage: string;
            reason: string;
            details: Record<string, unknown> | null;
            group: import("./failure.js").FailureGroup;
        }, {
            category: "connection" | "timeout" | "rate_limit" | "server_error" | "content" | "recursion_limit" | "trace_validation" | "deep_judgment" | "deep_judgment_rubric" | "abstention" | "sufficiency" | "template_validation" | "parsing" | "unexpected_error";
            stage: string;
            reason: string;
            details: Record<string, unknown> | null;
            group?: unknown;
        }>>>>;
        caveats: z.ZodDefault<z.ZodArray<z.ZodEnum<{
            partial_content: "partial_content";
            embedding_override: "embedding_override";
            retries_used: "retries_used";
            parse_decision_malformed: "parse_decision_malformed";
        }>>>;
        warnings: z.ZodDefault<z.ZodArray<z.ZodString>>;
        partial_content: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        retry_counts: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>>>>;
        question_text: z.ZodString;
        raw_answer: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        keywords: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodString>>>;
        answering: z.ZodObject<{
            interface: z.ZodString;
            model_name: z.ZodString;
            tools: z.ZodDefault<z.ZodArray<z.ZodString>>;
            config_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        }, z.core.$strict>;
        parsing: z.ZodObject<{
            interface: z.ZodString;
            model_name: z.ZodString;
            tools: z.ZodDefault<z.ZodArray<z.ZodString>>;
            config_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        }, z.core.$strict>;
        answering_system_prompt: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        parsing_system_prompt: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        execution_time: z.ZodPipe<z.ZodUnion<readonly [z.ZodCustom<number, number>, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>;
        timestamp: z.ZodString;
        result_id: z.ZodString;
        run_name: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        replicate: z.ZodDefault<z.ZodNullable<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>>;
        few_shot_enabled: z.ZodDefault<z.ZodBoolean>;
        few_shot_example_count: z.ZodDefault<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>;
        evaluation_mode: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        scenario_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        scenario_node: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        scenario_turn: z.ZodDefault<z.ZodNullable<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>>;
        scenario_path: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    }, z.core.$strict>;
    template: z.ZodDefault<z.ZodNullable<z.ZodObject<{
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
    }, z.core.$strip>>>;
    rubric: z.ZodDefault<z.ZodNullable<z.ZodObject<{
        rubric_evaluation_performed: z.ZodDefault<z.ZodBoolean>;
        rubric_evaluation_strategy: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        llm_trait_scores: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
        llm_trait_labels: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodString>>>;
        regex_trait_scores: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodBoolean>>>;
        callable_trait_scores: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodBoolean, z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>>>>;
        metric_trait_scores: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodPipe<z.ZodUnion<readonly [z.ZodCustom<number, number>, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>>>>;
        metric_trait_confusion_lists: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodArray<z.ZodString>>>>>;
        agentic_trait_scores: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
        agentic_trait_investigation_traces: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodString>>>;
        agentic_trait_extraction_metadata: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodUnknown>>>>;
        dynamic_rubric_skipped_traits: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodString>>>;
        dynamic_rubric_promoted_traits: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodString>>>;
        trait_provenance: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodString>>>;
    }, z.core.$strip>>>;
    deep_judgment: z.ZodDefault<z.ZodNullable<z.ZodObject<{
        deep_judgment_mode: z.ZodDefault<z.ZodNullable<z.ZodString>>;
        deep_judgment_performed: z.ZodDefault<z.ZodBoolean>;
        extracted_excerpts: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodArray<z.ZodPipe<z.ZodRecord<z.ZodString, z.ZodUnknown>, z.ZodTransform<{
            [k: string]: unknown;
        }, Record<string, unknown>>>>>>>;
        attribute_reasoning: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodString>>>;
        deep_judgment_stages_completed: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodString>>>;
        deep_judgment_model_calls: z.ZodDefault<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>;
        deep_judgment_excerpt_retry_count: z.ZodDefault<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>;
        attributes_without_excerpts: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodString>>>;
        deep_judgment_search_enabled: z.ZodDefault<z.ZodBoolean>;
        hallucination_risk_assessment: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodString>>>;
    }, z.core.$strip>>>;
    deep_judgment_rubric: z.ZodDefault<z.ZodNullable<z.ZodObject<{
        deep_judgment_rubric_performed: z.ZodDefault<z.ZodBoolean>;
        extracted_rubric_excerpts: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodArray<z.ZodPipe<z.ZodRecord<z.ZodString, z.ZodUnknown>, z.ZodTransform<{
            [k: string]: unknown;
        }, Record<string, unknown>>>>>>>;
        rubric_trait_reasoning: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodString>>>;
        deep_judgment_rubric_scores: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodBoolean, z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>]>>>>;
        standard_rubric_scores: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodBoolean, z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>]>>>>;
        trait_metadata: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodUnknown>>>>;
        traits_without_valid_excerpts: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodString>>>;
        rubric_hallucination_risk_assessment: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodUnknown>>>>;
        total_deep_judgment_model_calls: z.ZodDefault<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>;
        total_traits_evaluated: z.ZodDefault<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>;
        total_excerpt_retries: z.ZodDefault<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>;
    }, z.core.$strip>>>;
    evaluation_input: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    used_full_trace: z.ZodDefault<z.ZodBoolean>;
    trace_extraction_error: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    extensions: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/** A verification result as stored and exported (defaults applied). */
export type VerificationResult = z.output<typeof VerificationResultSchema>;
/** A verification result as accepted by `parseVerificationResult` (defaulted fields optional). */
export type VerificationResultInput = z.input<typeof VerificationResultSchema>;
/** Validates a result (e.g. one row of a results file) and applies Karenina's defaults; throws a ValidationError. */
export declare function parseVerificationResult(input: unknown, subject?: string): VerificationResult;
