import { z } from 'zod';
/** A few-shot example (`{question, answer}`). */
export type FewShotExample = Readonly<Record<string, string>>;
/** Karenina's `QuestionFewShotConfig`: how one question's pool examples are chosen. Extra keys are rejected. */
export declare const QuestionFewShotConfigSchema: z.ZodObject<{
    mode: z.ZodDefault<z.ZodEnum<{
        custom: "custom";
        all: "all";
        "k-shot": "k-shot";
        inherit: "inherit";
    }>>;
    k: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
    selected_examples: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodUnion<readonly [z.ZodInt, z.ZodString]>>>>;
    excluded_examples: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodUnion<readonly [z.ZodInt, z.ZodString]>>>>;
}, z.core.$strict>;
/** Karenina's `FewShotConfig` (spec 05 §3.1). Extra keys are rejected. */
export declare const FewShotConfigSchema: z.ZodObject<{
    source: z.ZodDefault<z.ZodEnum<{
        global: "global";
        disabled: "disabled";
        question_pool: "question_pool";
        both: "both";
    }>>;
    pool_mode: z.ZodDefault<z.ZodEnum<{
        custom: "custom";
        all: "all";
        "k-shot": "k-shot";
    }>>;
    pool_k: z.ZodDefault<z.ZodInt>;
    question_configs: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodObject<{
        mode: z.ZodDefault<z.ZodEnum<{
            custom: "custom";
            all: "all";
            "k-shot": "k-shot";
            inherit: "inherit";
        }>>;
        k: z.ZodDefault<z.ZodNullable<z.ZodInt>>;
        selected_examples: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodUnion<readonly [z.ZodInt, z.ZodString]>>>>;
        excluded_examples: z.ZodDefault<z.ZodNullable<z.ZodArray<z.ZodUnion<readonly [z.ZodInt, z.ZodString]>>>>;
    }, z.core.$strict>>>;
    global_examples: z.ZodDefault<z.ZodArray<z.ZodRecord<z.ZodString, z.ZodString>>>;
}, z.core.$strict>;
/** A few-shot config as users write it. */
export type FewShotConfigInput = z.input<typeof FewShotConfigSchema>;
/** A resolved few-shot config. */
export type FewShotConfig = z.output<typeof FewShotConfigSchema>;
/** A resolved per-question few-shot config. */
export type QuestionFewShotConfig = z.output<typeof QuestionFewShotConfigSchema>;
/** Few-shot prompting is on: a config is set and its source is not `disabled`. */
export declare function isFewShotEnabled(config: FewShotConfig | null | undefined): config is FewShotConfig;
/** MD5 hex of an example's question text: the hash used by hash selections. */
export declare function fewShotExampleHash(questionText: string): string;
/** Karenina's `get_effective_config`: the question's config with `inherit` and a null `k` resolved. */
export declare function effectiveFewShotConfig(config: FewShotConfig, questionId: string): QuestionFewShotConfig;
/**
 * Karenina's `resolve_examples_for_question`: the pool examples by mode (k-shot samples with CPython's
 * seeded `random.sample`), exclusions applied to positions in that list (as Karenina does), then the global
 * examples. `questionText` enables hash selections (Karenina builds the hash map only when it is given).
 */
export declare function resolveFewShotExamples(config: FewShotConfig, questionId: string, available: readonly FewShotExample[] | null | undefined, questionText?: string | null): FewShotExample[];
/** Karenina's `validate_selections`: messages for selections or exclusions that match no available example. */
export declare function validateFewShotSelections(config: FewShotConfig, questionExamples: Readonly<Record<string, readonly FewShotExample[]>>): string[];
/** Karenina's `from_index_selections` / `from_hash_selections`: custom selections per question. */
export declare function fewShotFromSelections(selections: Readonly<Record<string, readonly (number | string)[]>>, rest?: Omit<FewShotConfigInput, 'question_configs'>): FewShotConfig;
/** Karenina's `k_shot_for_questions`: k-shot mode with a k per question. */
export declare function fewShotKShotForQuestions(kByQuestion: Readonly<Record<string, number>>, poolK?: number, rest?: Omit<FewShotConfigInput, 'question_configs' | 'pool_k' | 'pool_mode'>): FewShotConfig;
