import { type CompatMode } from '../compat/compat-mode.js';
import type { PromptConfig } from '../config/prompt-config.js';
import type { CallOptions, LlmPort, ParserPort, QuestionRef } from '../llm/ports.js';
import type { SearchPort } from '../llm/search/search-port.js';
import type { CallUsage } from '../llm/usage.js';
import { type DeepJudgmentAttribute, type StoredExcerpt } from '../prompts/deep-judgment-template.js';
import type { TaskPrompt } from '../prompts/task-prompt.js';
import { type ParsedJudgeOutput } from '../template/judge-output.js';
import type { Template } from '../template/template.js';
/** Usage stages of template deep judgment (spec 02 §10). */
export type TemplateDeepJudgmentUsageStage = 'deep_judgment_excerpts' | 'deep_judgment_hallucination_assessment' | 'deep_judgment_reasoning' | 'parsing';
/** Where template deep judgment sends its calls and how it is tuned (spec 02 §7). */
export interface TemplateDeepJudgmentOptions {
    /** `full` (excerpts → reasoning → parameters) or `reasoning_only` (reasoning → parameters). */
    mode: 'full' | 'reasoning_only';
    /** The parsing model's LLM port (excerpts, hallucination, reasoning). */
    llm: LlmPort;
    /** The parsing model's ParserPort (parameters). */
    parser: ParserPort;
    /** The parsing model config's `interface` (adapter instructions). */
    interface: string;
    promptConfig?: PromptConfig | null;
    /**
     * The standard parsing prompt of the template (unassembled, built with the template's raw schema): its
     * assembled system text is the base of every stage, and the parameter stage reuses it.
     */
    parsingPrompt: TaskPrompt;
    /** @default 3 */
    maxExcerpts?: number;
    /** @default 0.8 */
    fuzzyThreshold?: number;
    /** Extra attempts after a rejected excerpt reply. @default 2 */
    retryAttempts?: number;
    /** Checks excerpts against web search when given (deep_judgment_search_enabled); a thrown resolution is a warning. */
    search?: (() => SearchPort) | null;
    /** `'karenina-python'`: difflib autojunk matching and `attributes_without_excerpts` accumulated across attempts. */
    compat?: CompatMode;
    callOptions?: CallOptions;
    question?: QuestionRef;
    onUsage?: (stage: TemplateDeepJudgmentUsageStage, usage: CallUsage) => void;
    onWarning?: (message: string) => void;
}
/** What template deep judgment found (the `deep_judgment` result section, spec 04 §2.6). */
export interface TemplateDeepJudgmentResult {
    /** The parameter stage's validated output (ready for `template.instantiate`). */
    parsed: ParsedJudgeOutput;
    /** Kept excerpts per attribute (`{}` in reasoning-only mode). */
    excerpts: Record<string, StoredExcerpt[]>;
    reasoning: Record<string, string>;
    /** `excerpts`, `excerpt_hallucination_assessment`, `reasoning`, `parameters`. */
    stagesCompleted: string[];
    modelCalls: number;
    excerptRetryCount: number;
    attributesWithoutExcerpts: string[];
    /** Attribute → risk level; only when search ran. */
    hallucinationRisk: Record<string, string> | null;
}
/** The attributes of a template with their schema descriptions (trace fields included). */
export declare function deepJudgmentAttributes(template: Template): DeepJudgmentAttribute[];
/**
 * Karenina's multi-stage template parsing (spec 02 §7): verbatim excerpts per attribute, validated by fuzzy
 * matching against the response (retried when a quote is not found), optional search-backed hallucination
 * assessment, reasoning per attribute, then the parameters filled from the reasoning. Attributes left without
 * a valid excerpt are listed (DeepJudgmentAutoFail fails the task on them). Throws when the excerpt replies
 * never parse or the parameter stage fails.
 * @example
 * const dj = await runTemplateDeepJudgment({ template, question, response }, { mode: 'full', llm, parser, interface: 'langchain', parsingPrompt })
 * dj.attributesWithoutExcerpts // []
 */
export declare function runTemplateDeepJudgment(input: {
    template: Template;
    question: string;
    response: string;
}, options: TemplateDeepJudgmentOptions): Promise<TemplateDeepJudgmentResult>;
