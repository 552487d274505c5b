import { z } from 'zod';
import type { SearchResults } from '../llm/search/search-port.js';
import { type TaskPrompt } from './task-prompt.js';
/** A template attribute with its schema description (guidance falls back to "Evidence for <attr>"). */
export interface DeepJudgmentAttribute {
    name: string;
    description?: string | null;
}
/** An excerpt as stored in `extracted_excerpts` (spec 04 §2: Karenina's snake_case keys). */
export interface StoredExcerpt {
    text: string;
    confidence: string;
    similarity_score?: number;
    explanation?: string;
    search_results?: SearchResults;
    hallucination_risk?: string;
    hallucination_justification?: string;
}
/** Reply of the excerpt stage: per attribute, verbatim quotes with a confidence (spec 02 §7.2). */
export declare const TemplateExcerptsReplySchema: z.ZodRecord<z.ZodString, z.ZodArray<z.ZodObject<{
    text: z.ZodString;
    confidence: z.ZodString;
    explanation: z.ZodOptional<z.ZodString>;
}, z.core.$loose>>>;
/** Reply of the hallucination stage. */
export declare const TemplateHallucinationReplySchema: z.ZodObject<{
    excerpt_assessments: z.ZodArray<z.ZodObject<{
        excerpt_id: z.ZodString;
        attribute: z.ZodString;
        hallucination_risk: z.ZodString;
        justification: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>>;
}, z.core.$strip>;
/** Reply of the reasoning stages: a reasoning text per attribute (an object `{reasoning, hallucination_risk}` with search). */
export declare const TemplateReasoningReplySchema: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodObject<{
    reasoning: z.ZodString;
}, z.core.$loose>]>>;
/** Karenina's search-result listing: `[i] <title or first 50 chars...>`, the content and the source, indented. */
export declare function formatSearchResults(results: SearchResults): string;
/** Inputs of the template excerpt stage; `parsingSystem` is the assembled parsing system text. */
export interface TemplateExcerptPromptInput {
    parsingSystem: string;
    question: string;
    response: string;
    attributes: readonly DeepJudgmentAttribute[];
    /** `deep_judgment_max_excerpts_per_attribute`. */
    maxExcerpts: number;
    /** Set on retries: why the previous attempt was rejected. */
    retryNote?: string | null;
}
/** Stage 1: verbatim excerpts per attribute (task `dj_template_excerpt_extraction`). */
export declare function buildTemplateExcerptPrompt(input: TemplateExcerptPromptInput): TaskPrompt<z.output<typeof TemplateExcerptsReplySchema>>;
/** An excerpt submitted for hallucination assessment, with its temporary id. */
export interface ExcerptForAssessment {
    id: string;
    attribute: string;
    excerpt: StoredExcerpt;
}
/** Stage 1.5: hallucination risk of each searched excerpt (task `dj_template_hallucination`). */
export declare function buildTemplateHallucinationPrompt(parsingSystem: string, excerpts: readonly ExcerptForAssessment[]): TaskPrompt<z.output<typeof TemplateHallucinationReplySchema>>;
/** The excerpts listing of the reasoning stage (spec 06 §7.1). */
export declare function formatExcerptsForReasoning(excerpts: Readonly<Record<string, readonly StoredExcerpt[]>>): string;
/** Stage 2: reasoning per attribute from the excerpts (task `dj_template_reasoning`). */
export declare function buildTemplateReasoningPrompt(input: {
    parsingSystem: string;
    question: string;
    attributes: readonly DeepJudgmentAttribute[];
    excerpts: Readonly<Record<string, readonly StoredExcerpt[]>>;
    /** Search ran: each value becomes `{reasoning, hallucination_risk}`. */
    searchEnabled?: boolean;
}): TaskPrompt<z.output<typeof TemplateReasoningReplySchema>>;
/** Reasoning-only mode: reasoning per attribute read directly from the response (task `dj_template_reasoning_only`). */
export declare function buildTemplateReasoningOnlyPrompt(input: {
    parsingSystem: string;
    question: string;
    response: string;
    attributes: readonly DeepJudgmentAttribute[];
}): TaskPrompt<z.output<typeof TemplateReasoningReplySchema>>;
/** The reasoning traces block of the parameter stage: `<attr>:`, lines indented by two spaces, a blank line. */
export declare function formatReasoningTraces(reasoning: Readonly<Record<string, string>>): string;
/**
 * Stage 3: the parsing prompt whose user text is replaced by the question and the reasoning traces (task
 * `parsing`; pass the unassembled parsing prompt built with the raw template schema).
 */
export declare function buildTemplateParametersPrompt<Reply>(parsingPrompt: TaskPrompt<Reply>, question: string, reasoning: Readonly<Record<string, string>>): TaskPrompt<Reply>;
