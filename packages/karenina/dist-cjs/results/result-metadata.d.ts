import { z } from 'zod';
/** Karenina's `ModelIdentity` as stored in results (extra keys rejected). */
export declare const ModelIdentitySchema: z.ZodObject<{
    interface: z.ZodString;
    model_name: z.ZodString;
    tools: z.ZodDefault<z.ZodArray<z.ZodString>>;
    config_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
}, z.core.$strict>;
/**
 * `{used, budget}` retry counters per error category (`timeout`, `connection`, `rate_limit`, `server_error`).
 * Both count one model call's retries: `used` = the most retries any single call of the task made in that
 * category, `budget` = that call's limit (Karenina's shape; karenina-ts counts per call, see divergences).
 */
export declare const RetryCountsSchema: z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<import("../index.js").PyFloat>]>, z.ZodTransform<number, number | import("../index.js").PyFloat>>>>;
/**
 * `VerificationResult.metadata` (spec 04 §2.1): 26 fields in Karenina's order, extra keys rejected.
 * `answering_model` / `parsing_model` are computed, see `answeringModel()` / `parsingModel()`.
 */
export declare const VerificationResultMetadataSchema: z.ZodObject<{
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
/** Result metadata as stored (defaults applied). */
export type VerificationResultMetadata = z.output<typeof VerificationResultMetadataSchema>;
/** Result metadata as accepted (defaulted fields optional). */
export type VerificationResultMetadataInput = z.input<typeof VerificationResultMetadataSchema>;
/** A stored model identity. */
export type StoredModelIdentity = z.output<typeof ModelIdentitySchema>;
/** Karenina's computed `metadata.answering_model`: the answering identity's display string. */
export declare function answeringModel(metadata: Pick<VerificationResultMetadata, 'answering'>): string;
/** Karenina's computed `metadata.parsing_model`: the parsing identity's display string. */
export declare function parsingModel(metadata: Pick<VerificationResultMetadata, 'parsing'>): string;
