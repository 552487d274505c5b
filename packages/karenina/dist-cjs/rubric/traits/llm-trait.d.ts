import { z } from 'zod';
import type { CamelCaseKeys } from '../../primitives/define-primitive.js';
import { type ScalarTraitKind, type TemplateKind } from './template-kind.js';
/** `"boolean" | "score" | "literal"` or a template kind dict (shared with agentic traits). */
export declare const TraitKindSchema: z.ZodUnion<readonly [z.ZodPreprocess<z.ZodLiteral<"boolean" | "literal" | "score">, "boolean" | "literal" | "score">, z.ZodPipe<z.ZodObject<{
    type: z.ZodLiteral<"template">;
    schema: z.ZodRecord<z.ZodString, z.ZodUnknown>;
}, z.core.$strip>, z.ZodTransform<TemplateKind, {
    type: "template";
    schema: Record<string, unknown>;
}>>]>;
/**
 * Karenina's `LLMRubricTrait` (spec 03 §2.1), serialized keys in Karenina's order; extra keys rejected,
 * Pydantic lax scalars. Literal traits get `min_score = 0` and `max_score = classes − 1`; a missing or null
 * `higher_is_better` becomes `true` for scalar kinds and stays `null` (mandatory) for template kinds.
 */
export declare const LLMRubricTraitSchema: z.ZodPipe<z.ZodObject<{
    name: z.ZodPipe<z.ZodPreprocess<z.ZodString, string>, z.ZodString>;
    description: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
    summary: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
    kind: z.ZodUnion<readonly [z.ZodPreprocess<z.ZodLiteral<"boolean" | "literal" | "score">, "boolean" | "literal" | "score">, z.ZodPipe<z.ZodObject<{
        type: z.ZodLiteral<"template">;
        schema: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    }, z.core.$strip>, z.ZodTransform<TemplateKind, {
        type: "template";
        schema: Record<string, unknown>;
    }>>]>;
    min_score: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../../compat/pydantic-lax.js").LaxNumberInput>>>;
    max_score: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../../compat/pydantic-lax.js").LaxNumberInput>>>;
    classes: z.ZodDefault<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodPreprocess<z.ZodString, string>>>>;
    deep_judgment_enabled: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
    deep_judgment_excerpt_enabled: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
    deep_judgment_max_excerpts: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../../compat/pydantic-lax.js").LaxNumberInput>>>;
    deep_judgment_fuzzy_match_threshold: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../../compat/pydantic-lax.js").LaxNumberInput>>>;
    deep_judgment_excerpt_retry_attempts: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../../compat/pydantic-lax.js").LaxNumberInput>>>;
    deep_judgment_search_enabled: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
    include_ground_truth: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
    higher_is_better: z.ZodOptional<z.ZodNullable<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>>;
}, z.core.$strict>, z.ZodTransform<{
    min_score: number | null;
    max_score: number | null;
    higher_is_better: boolean | null;
    name: string;
    description: string | null;
    summary: string | null;
    kind: "boolean" | "literal" | "score" | TemplateKind;
    classes: Record<string, string> | null;
    deep_judgment_enabled: boolean;
    deep_judgment_excerpt_enabled: boolean;
    deep_judgment_max_excerpts: number | null;
    deep_judgment_fuzzy_match_threshold: number | null;
    deep_judgment_excerpt_retry_attempts: number | null;
    deep_judgment_search_enabled: boolean;
    include_ground_truth: boolean;
}, {
    name: string;
    description: string | null;
    summary: string | null;
    kind: "boolean" | "literal" | "score" | TemplateKind;
    min_score: number | null;
    max_score: number | null;
    classes: Record<string, string> | null;
    deep_judgment_enabled: boolean;
    deep_judgment_excerpt_enabled: boolean;
    deep_judgment_max_excerpts: number | null;
    deep_judgment_fuzzy_match_threshold: number | null;
    deep_judgment_excerpt_retry_attempts: number | null;
    deep_judgment_search_enabled: boolean;
    include_ground_truth: boolean;
    higher_is_better?: boolean | null | undefined;
}>>;
export type LLMRubricTraitInput = z.input<typeof LLMRubricTraitSchema>;
export type LLMRubricTrait = z.output<typeof LLMRubricTraitSchema>;
/** Options of {@link llmTrait}: Karenina's fields in camelCase; `kind` may also be a zod object schema (template kind). */
export type LlmTraitOptions = Omit<CamelCaseKeys<LLMRubricTraitInput>, 'kind'> & {
    kind: ScalarTraitKind | TemplateKind | z.ZodType;
};
/**
 * Builds an LLM-judged trait; throws a ValidationError naming the field.
 * @example llmTrait({ name: 'conciseness', kind: 'score', description: 'How concise is the answer?' })
 */
export declare function llmTrait(options: LlmTraitOptions): LLMRubricTrait;
/** Loads an LLM trait from Karenina's serialized dict (checkpoint / rubric JSON); throws a ValidationError. */
export declare function llmTraitFromJSON(raw: unknown): LLMRubricTrait;
/** Karenina's `get_class_names()`: the classes of a literal trait, `[]` for other kinds. */
export declare function llmTraitClassNames(trait: Pick<LLMRubricTrait, 'kind' | 'classes'>): string[];
/** Karenina's `get_class_index(name)`: exact index of a class of a literal trait, `-1` when absent. */
export declare function llmTraitClassIndex(trait: Pick<LLMRubricTrait, 'kind' | 'classes'>, name: string): number;
/**
 * Karenina's `validate_score(v)`: template kinds accept anything; boolean needs a boolean; score and literal
 * an integer (not a boolean) within `[min ?? 0, max ?? 5]`, and literal also accepts `-1` (the error state).
 */
export declare function isValidLlmTraitScore(trait: Pick<LLMRubricTrait, 'kind' | 'min_score' | 'max_score'>, value: unknown): boolean;
