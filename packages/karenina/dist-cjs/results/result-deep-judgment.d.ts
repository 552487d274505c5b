import { z } from 'zod';
/**
 * One excerpt: `{text, confidence, similarity_score, explanation?, search_results?, hallucination_risk?,
 * hallucination_justification?}`. Kept as an ordered map (as Karenina's `dict[str, Any]`); the fuzzy-match
 * `similarity_score` is always a Python float.
 */
export declare const ExcerptSchema: z.ZodPipe<z.ZodRecord<z.ZodString, z.ZodUnknown>, z.ZodTransform<{
    [k: string]: unknown;
}, Record<string, unknown>>>;
/** A deep-judgment excerpt. */
export type Excerpt = z.output<typeof ExcerptSchema>;
/**
 * `VerificationResult.deep_judgment` (spec 04 §2.6): template deep judgment, 10 fields in Karenina's
 * order; unknown keys are dropped.
 */
export declare const VerificationResultDeepJudgmentSchema: z.ZodObject<{
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
}, z.core.$strip>;
/** The template deep-judgment section as stored. */
export type VerificationResultDeepJudgment = z.output<typeof VerificationResultDeepJudgmentSchema>;
/** The template deep-judgment section as accepted. */
export type VerificationResultDeepJudgmentInput = z.input<typeof VerificationResultDeepJudgmentSchema>;
