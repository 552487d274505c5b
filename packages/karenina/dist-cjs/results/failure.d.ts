import { z } from 'zod';
/** Leaf failure categories of Karenina's failure taxonomy (spec 04 §2.1). */
export declare const FAILURE_CATEGORIES: readonly ["content", "recursion_limit", "trace_validation", "deep_judgment", "deep_judgment_rubric", "timeout", "connection", "rate_limit", "server_error", "abstention", "sufficiency", "template_validation", "parsing", "unexpected_error"];
/** A leaf failure category, e.g. `content` or `timeout`. */
export type FailureCategory = (typeof FAILURE_CATEGORIES)[number];
/** Top-level failure groups used for aggregation. */
export type FailureGroup = 'content' | 'autofail' | 'retry' | 'abstained' | 'system';
/** The group of every category (Karenina's `CATEGORY_TO_GROUP`). */
export declare const CATEGORY_TO_GROUP: Readonly<Record<FailureCategory, FailureGroup>>;
/**
 * A structured non-pass verdict (`metadata.failure`). Extra keys are rejected; an incoming `group` is
 * ignored and recomputed from the category, and is serialized last, as Pydantic's computed field is.
 */
export declare const FailureSchema: z.ZodPipe<z.ZodObject<{
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
    group: FailureGroup;
}, {
    category: "connection" | "timeout" | "rate_limit" | "server_error" | "content" | "recursion_limit" | "trace_validation" | "deep_judgment" | "deep_judgment_rubric" | "abstention" | "sufficiency" | "template_validation" | "parsing" | "unexpected_error";
    stage: string;
    reason: string;
    details: Record<string, unknown> | null;
    group?: unknown;
}>>;
/** A failure as stored on a result (group included). */
export type Failure = z.output<typeof FailureSchema>;
/** A failure as accepted from callers or files (`group` optional and ignored). */
export type FailureInput = z.input<typeof FailureSchema>;
/** Builds a failure with its computed group. */
export declare function makeFailure(category: FailureCategory, stage: string, reason: string, details?: Record<string, unknown> | null): Failure;
