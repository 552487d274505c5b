import type { AgentMetrics } from '../results/usage-metadata.js';
/** Karenina's usage stage names (spec 02 §10); custom stages may use others. */
export type UsageStage = 'answer_generation' | 'parsing' | 'abstention_check' | 'sufficiency_check' | 'rubric_evaluation' | 'dynamic_rubric_presence_check' | 'deep_judgment_excerpts' | 'deep_judgment_hallucination_assessment' | 'deep_judgment_reasoning' | 'agentic_parsing_investigation' | 'agentic_parsing_extraction' | 'dynamic_parsing_decision' | (string & {});
/** One stage's summary in `usage_metadata`. */
export interface StageUsageSummary {
    input_tokens: number;
    output_tokens: number;
    total_tokens: number;
    /** The first call's model: a ModelIdentity display string (`langchain:gpt-4o`). */
    model: string;
    input_token_details: Record<string, number>;
    output_token_details: Record<string, number>;
}
/** `usage_metadata`: one summary per stage plus `total`, or `{}` when nothing was tracked. */
export type UsageMetadataSummary = Record<string, StageUsageSummary | {
    input_tokens: number;
    output_tokens: number;
    total_tokens: number;
}>;
/**
 * Per-task token accounting (Karenina's `UsageTracker`, spec 02 §10): calls are summed per stage name;
 * the stage's `model` is its first call's. Accepts a flat record (`{input_tokens, …}`, a CallUsage) or a
 * model-keyed one (`{<model>: {input_tokens, …}}`, as the answer cache stores it). Cost fields are dropped.
 */
export declare class UsageTracker {
    #private;
    /** Adds a call's usage to `stage`; `model` names the model of a flat record (default: its own `model`). */
    track(stage: UsageStage, usage: unknown, model?: string): void;
    /** Karenina's `agent_metrics` of the answering call. */
    setAgentMetrics(metrics: AgentMetrics | Readonly<Record<string, unknown>> | null): void;
    get agentMetrics(): Record<string, unknown> | null;
    /** A stage's summary (a copy), or `null` when it made no tracked call. */
    stageSummary(stage: UsageStage): StageUsageSummary | null;
    /** `{<stage>: summary, …, total: {input_tokens, output_tokens, total_tokens}}`, or `{}` when nothing was tracked. */
    totalSummary(): UsageMetadataSummary;
}
