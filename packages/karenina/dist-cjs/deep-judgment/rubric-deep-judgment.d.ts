import type { CompatMode } from '../compat/compat-mode.js';
import type { PromptConfig } from '../config/prompt-config.js';
import type { CallOptions, LlmPort, ParserPort, QuestionRef } from '../llm/ports.js';
import type { SearchPort } from '../llm/search/search-port.js';
import type { CallUsage } from '../llm/usage.js';
import type { LLMRubricTrait } from '../rubric/traits/llm-trait.js';
import type { TraitDeepJudgmentSettings } from './rubric-trait-settings.js';
/** A validated rubric excerpt as stored in `extracted_rubric_excerpts`. */
export interface RubricExcerptRecord {
    text: string;
    confidence: string;
    similarity_score: number;
    search_results?: string;
    hallucination_risk?: string;
    hallucination_justification?: string;
}
/** `trait_metadata[trait]` (spec 04 §2.7). */
export interface TraitDeepJudgmentMetadata {
    stages_completed: string[];
    model_calls: number;
    had_excerpts?: boolean;
    excerpt_retry_count?: number;
    excerpt_validation_failed?: boolean;
    error?: string;
}
/** Where rubric deep judgment sends its calls. */
export interface RubricDeepJudgmentOptions {
    /** Structured calls (excerpts, hallucination, score). */
    parser: ParserPort;
    /** Plain-text calls (reasoning, score fallback). */
    llm: LlmPort;
    interface: string;
    promptConfig?: PromptConfig | null;
    /** The web search used by traits with search enabled. */
    search?: (() => SearchPort) | null;
    /** TaskEval mode: no question section in the reasoning prompt. @default false */
    taskEval?: boolean;
    compat?: CompatMode;
    callOptions?: CallOptions;
    question?: QuestionRef;
    /** Usage of every call (tracked under `rubric_evaluation`). */
    onUsage?: (usage: CallUsage) => void;
}
/** The outcome of one deep-judged trait. */
export interface TraitDeepJudgmentOutcome {
    /** `null` when the trait auto-failed (no valid excerpt) or raised. */
    score: boolean | number | null;
    /** Validated excerpts (excerpt mode, success only). */
    excerpts: RubricExcerptRecord[] | null;
    reasoning: string | null;
    metadata: TraitDeepJudgmentMetadata;
    /** The trait belongs in `traits_without_valid_excerpts`. */
    withoutValidExcerpts: boolean;
    hallucinationRisk: {
        overall_risk: string;
        per_excerpt_risks: string[];
    } | null;
}
/** The `deep_judgment_rubric` section data of a set of deep-judged traits (spec 03 §8.4). */
export interface RubricDeepJudgmentResult {
    scores: Record<string, boolean | number>;
    excerpts: Record<string, RubricExcerptRecord[]>;
    reasoning: Record<string, string>;
    traitMetadata: Record<string, TraitDeepJudgmentMetadata>;
    traitsWithoutValidExcerpts: string[];
    hallucinationRisk: Record<string, {
        overall_risk: string;
        per_excerpt_risks: string[];
    }>;
    totalModelCalls: number;
    totalTraitsEvaluated: number;
    totalExcerptRetries: number;
}
/**
 * Deep judgment of rubric traits (spec 03 §8), one trait after the other: per trait, verbatim excerpts
 * validated by fuzzy matching against the evaluated answer (retried with feedback; none valid after the last
 * attempt → the trait auto-fails without a score), optional search-backed hallucination assessment, free-text
 * reasoning, then the score extracted from the reasoning. Without excerpts: reasoning over the answer, then
 * the score. A trait that throws is listed without valid excerpts and keeps the error in its metadata.
 * @example
 * const dj = await runRubricDeepJudgment(traits, settings, { question, answer }, { parser, llm, interface: 'langchain' })
 * dj.traitsWithoutValidExcerpts // ['clarity']
 */
export declare function runRubricDeepJudgment(traits: readonly LLMRubricTrait[], settings: ReadonlyMap<string, TraitDeepJudgmentSettings>, input: {
    question: string;
    answer: string;
}, options: RubricDeepJudgmentOptions): Promise<RubricDeepJudgmentResult>;
/** One trait's deep judgment (spec 03 §8.1–8.2). */
export declare function evaluateTraitDeepJudgment(trait: LLMRubricTrait, settings: TraitDeepJudgmentSettings, input: {
    question: string;
    answer: string;
}, options: RubricDeepJudgmentOptions): Promise<TraitDeepJudgmentOutcome>;
/** Karenina's lenient boolean reading of a plain-text verdict. */
export declare function booleanFromText(lowered: string): boolean;
