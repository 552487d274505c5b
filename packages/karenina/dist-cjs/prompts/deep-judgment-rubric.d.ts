import { z } from 'zod';
import { type TaskPrompt } from './task-prompt.js';
/** The fields of an LLM rubric trait the deep-judgment prompts read. */
export interface DeepJudgmentTraitInput {
    name: string;
    description?: string | null;
    kind: 'boolean' | 'score';
    min_score?: number | null;
    max_score?: number | null;
}
/** An excerpt as the rubric stages see it. */
export interface RubricExcerpt {
    text: string;
    confidence: string;
    similarity_score?: number;
    hallucination_risk?: string | null;
}
/** Reply of the rubric excerpt stage. */
export declare const RubricExcerptsReplySchema: z.ZodObject<{
    excerpts: z.ZodArray<z.ZodObject<{
        text: z.ZodString;
        confidence: z.ZodString;
    }, z.core.$loose>>;
}, z.core.$strip>;
/** Reply of the rubric hallucination stage. */
export declare const RubricHallucinationReplySchema: z.ZodObject<{
    risk: z.ZodEnum<{
        none: "none";
        low: "low";
        medium: "medium";
        high: "high";
    }>;
    justification: z.ZodString;
}, z.core.$strip>;
/** An excerpt rejected by fuzzy validation, reported back on retry. */
export interface FailedExcerpt {
    text: string;
    similarity_score: number;
}
/** Stage 1: verbatim quotes for one trait (task `dj_rubric_excerpt_extraction`). */
export declare function buildRubricExcerptPrompt(input: {
    trait: DeepJudgmentTraitInput;
    response: string;
    maxExcerpts: number;
    /** Excerpts of the previous attempt that failed validation, with the threshold they missed. */
    retry?: {
        failed: readonly FailedExcerpt[];
        threshold: number;
    } | null;
}): TaskPrompt<z.output<typeof RubricExcerptsReplySchema>>;
/** Stage 1.5: hallucination risk of one excerpt from its search results (task `dj_rubric_hallucination`). */
export declare function buildRubricHallucinationPrompt(excerptText: string, searchResults: string): TaskPrompt<z.output<typeof RubricHallucinationReplySchema>>;
/** Stage 2: free-text reasoning with Evidence / Interpretation / Conclusion sections (task `dj_rubric_reasoning`). */
export declare function buildRubricReasoningPrompt(input: {
    trait: DeepJudgmentTraitInput;
    question: string;
    /** Validated excerpts; `null` when excerpts are disabled (the response is shown instead). */
    excerpts: readonly RubricExcerpt[] | null;
    /** Shown when excerpts are disabled. */
    response?: string;
    overallRisk?: string | null;
    /** TaskEval mode: no question section. @default false */
    taskEval?: boolean;
}): TaskPrompt<never>;
/**
 * The `n = label` lines of a score scale (spec 06 §7.2): fixed ladders for 1–3 and for 5, 7 and 10 values,
 * else the 9-step ladder sampled at `round(i·8/(span−1))` (a single value takes the middle rung). The label
 * texts are this port's; the spec fixes only the ladder structure.
 */
export declare function scoreScaleLines(min: number, max: number): string[];
/** Stage 3: the verdict that follows from the reasoning (task `dj_rubric_score_extraction`). */
export declare function buildRubricScorePrompt(trait: DeepJudgmentTraitInput, reasoning: string): TaskPrompt<{
    result: boolean;
} | {
    score: number;
}>;
