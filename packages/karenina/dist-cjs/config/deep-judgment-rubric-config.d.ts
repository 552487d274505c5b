import { z } from 'zod';
/** Karenina's `DeepJudgmentTraitConfig`: deep-judgment settings of one rubric trait (spec 03 §4). */
export declare const DeepJudgmentTraitConfigSchema: z.ZodObject<{
    enabled: z.ZodDefault<z.ZodBoolean>;
    excerpt_enabled: z.ZodDefault<z.ZodBoolean>;
    max_excerpts: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
    fuzzy_match_threshold: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
    excerpt_retry_attempts: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
    search_enabled: z.ZodDefault<z.ZodBoolean>;
}, z.core.$strict>;
/**
 * Karenina's `DeepJudgmentRubricCustomConfig` (mode `custom`): settings per trait name, globally and per
 * question id. The JSON key of the global map is `global`; Python's field name `global_traits` (what a plain
 * `model_dump()` writes) is accepted too.
 */
export declare const DeepJudgmentRubricConfigSchema: z.ZodPipe<z.ZodObject<{
    global: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodObject<{
        enabled: z.ZodDefault<z.ZodBoolean>;
        excerpt_enabled: z.ZodDefault<z.ZodBoolean>;
        max_excerpts: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
        fuzzy_match_threshold: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
        excerpt_retry_attempts: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
        search_enabled: z.ZodDefault<z.ZodBoolean>;
    }, z.core.$strict>>>;
    global_traits: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodObject<{
        enabled: z.ZodDefault<z.ZodBoolean>;
        excerpt_enabled: z.ZodDefault<z.ZodBoolean>;
        max_excerpts: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
        fuzzy_match_threshold: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
        excerpt_retry_attempts: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
        search_enabled: z.ZodDefault<z.ZodBoolean>;
    }, z.core.$strict>>>;
    question_specific: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodObject<{
        enabled: z.ZodDefault<z.ZodBoolean>;
        excerpt_enabled: z.ZodDefault<z.ZodBoolean>;
        max_excerpts: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
        fuzzy_match_threshold: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
        excerpt_retry_attempts: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
        search_enabled: z.ZodDefault<z.ZodBoolean>;
    }, z.core.$strict>>>>;
}, z.core.$strict>, z.ZodTransform<{
    global: Record<string, {
        enabled: boolean;
        excerpt_enabled: boolean;
        max_excerpts: number | null;
        fuzzy_match_threshold: number | null;
        excerpt_retry_attempts: number | null;
        search_enabled: boolean;
    }>;
    question_specific: Record<string, Record<string, {
        enabled: boolean;
        excerpt_enabled: boolean;
        max_excerpts: number | null;
        fuzzy_match_threshold: number | null;
        excerpt_retry_attempts: number | null;
        search_enabled: boolean;
    }>>;
}, {
    question_specific: Record<string, Record<string, {
        enabled: boolean;
        excerpt_enabled: boolean;
        max_excerpts: number | null;
        fuzzy_match_threshold: number | null;
        excerpt_retry_attempts: number | null;
        search_enabled: boolean;
    }>>;
    global?: Record<string, {
        enabled: boolean;
        excerpt_enabled: boolean;
        max_excerpts: number | null;
        fuzzy_match_threshold: number | null;
        excerpt_retry_attempts: number | null;
        search_enabled: boolean;
    }> | undefined;
    global_traits?: Record<string, {
        enabled: boolean;
        excerpt_enabled: boolean;
        max_excerpts: number | null;
        fuzzy_match_threshold: number | null;
        excerpt_retry_attempts: number | null;
        search_enabled: boolean;
    }> | undefined;
}>>;
/** A resolved per-trait deep-judgment config. */
export type DeepJudgmentTraitConfig = z.output<typeof DeepJudgmentTraitConfigSchema>;
/** A resolved custom rubric deep-judgment config. */
export type DeepJudgmentRubricConfig = z.output<typeof DeepJudgmentRubricConfigSchema>;
