import { z } from 'zod';
/**
 * `VerificationResult.deep_judgment_rubric` (spec 04 §2.7): rubric deep judgment, 11 fields in Karenina's
 * order; unknown keys are dropped.
 */
export declare const VerificationResultDeepJudgmentRubricSchema: z.ZodObject<{
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
}, z.core.$strip>;
/** The rubric deep-judgment section as stored. */
export type VerificationResultDeepJudgmentRubric = z.output<typeof VerificationResultDeepJudgmentRubricSchema>;
/** The rubric deep-judgment section as accepted. */
export type VerificationResultDeepJudgmentRubricInput = z.input<typeof VerificationResultDeepJudgmentRubricSchema>;
