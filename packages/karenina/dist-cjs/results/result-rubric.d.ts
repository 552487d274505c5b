import { z } from 'zod';
import { PyFloat } from '../compat/py-float-value.js';
/**
 * `VerificationResult.rubric` (spec 04 §2.4): trait scores split by trait type, 14 fields in Karenina's
 * order; unknown keys are dropped. Metric values are floats; LLM, callable and agentic scores keep the
 * value's own type (a PyFloat box stays a Python float).
 */
export declare const VerificationResultRubricSchema: z.ZodObject<{
    rubric_evaluation_performed: z.ZodDefault<z.ZodBoolean>;
    rubric_evaluation_strategy: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    llm_trait_scores: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
    llm_trait_labels: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodString>>>;
    regex_trait_scores: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodBoolean>>>;
    callable_trait_scores: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodBoolean, z.ZodNumber, z.ZodInstanceOf<PyFloat>]>>>>;
    metric_trait_scores: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodPipe<z.ZodUnion<readonly [z.ZodCustom<number, number>, z.ZodInstanceOf<PyFloat>]>, z.ZodTransform<number, number | PyFloat>>>>>>;
    metric_trait_confusion_lists: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodArray<z.ZodString>>>>>;
    agentic_trait_scores: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
    agentic_trait_investigation_traces: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodString>>>;
    agentic_trait_extraction_metadata: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodUnknown>>>>;
    dynamic_rubric_skipped_traits: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodString>>>;
    dynamic_rubric_promoted_traits: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    trait_provenance: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodString>>>;
}, z.core.$strip>;
/** The rubric section as stored. */
export type VerificationResultRubric = z.output<typeof VerificationResultRubricSchema>;
/** The rubric section as accepted (every field optional). */
export type VerificationResultRubricInput = z.input<typeof VerificationResultRubricSchema>;
/** Where a trait score comes from, in Karenina's lookup order. */
export type TraitScoreKind = 'llm' | 'regex' | 'callable' | 'metric' | 'agentic';
declare const SCORE_FIELDS: readonly [readonly ["llm", "llm_trait_scores"], readonly ["regex", "regex_trait_scores"], readonly ["callable", "callable_trait_scores"], readonly ["metric", "metric_trait_scores"], readonly ["agentic", "agentic_trait_scores"]];
type ScoreMaps = Pick<VerificationResultRubric, (typeof SCORE_FIELDS)[number][1]>;
/** Karenina's `get_all_trait_scores()`: every score in one map; later kinds overwrite same-named earlier ones. */
export declare function getAllTraitScores(rubric: ScoreMaps): Record<string, unknown>;
/** Karenina's `get_trait_by_name()`: `[value, kind]` from the first kind that has the trait, or null. */
export declare function getTraitByName(rubric: ScoreMaps, name: string): [unknown, TraitScoreKind] | null;
/** Karenina's `get_llm_trait_labels()`: the literal traits' class names, or `{}`. */
export declare function getLlmTraitLabels(rubric: Pick<VerificationResultRubric, 'llm_trait_labels'>): Record<string, string>;
export {};
