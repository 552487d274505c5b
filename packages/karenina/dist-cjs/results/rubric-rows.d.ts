import { type IdentityColumns, type StatusColumns } from './status-columns.js';
import type { VerificationResult } from './verification-result.js';
/** Row kinds of the rubric rows. */
export type RubricTraitType = 'llm_binary' | 'llm_literal' | 'llm_score' | 'regex' | 'callable' | 'metric' | 'agentic';
/** Filter of `rubricRows`: a row kind, `llm` (all three LLM kinds) or `all`. */
export type RubricTraitFilter = RubricTraitType | 'llm' | 'all';
/** Options of `rubricRows`. */
export interface RubricRowsOptions {
    /** Which traits to include. @default 'all' */
    traitType?: RubricTraitFilter;
    /** Add `trait_reasoning`, `trait_excerpts` (JSON) and `trait_hallucination_risk` from rubric deep judgment. @default false */
    includeDeepJudgment?: boolean;
}
/** One row of Karenina's rubric DataFrame (spec 04 §6.3): one trait (or one metric of a metric trait). */
export interface RubricRow extends StatusColumns, IdentityColumns {
    rubric_evaluation_performed: boolean;
    rubric_evaluation_strategy: string | null;
    trait_name: string;
    trait_score: unknown;
    /** Class name of a literal-kind trait. */
    trait_label: string | null;
    trait_type: RubricTraitType;
    /** `deep_judgment` when the trait was scored by rubric deep judgment, else `standard`. */
    evaluation_method: 'standard' | 'deep_judgment';
    metric_name: string | null;
    confusion_tp: string[] | null;
    confusion_fp: string[] | null;
    confusion_fn: string[] | null;
    confusion_tn: string[] | null;
    execution_time: number;
    timestamp: string;
    run_name: string | null;
    trait_provenance: string | null;
    trait_reasoning?: string | null;
    trait_excerpts?: string | null;
    trait_hallucination_risk?: unknown;
    /** `<trait>_skipped` columns (dynamic rubrics): the reason each skipped trait was skipped. */
    [skipped: `${string}_skipped`]: string;
}
/**
 * Karenina's `RubricResults.to_dataframe(trait_type)` as plain rows. Results without
 * `rubric_evaluation_performed` are skipped (so agentic-only results are too), as in Karenina.
 */
export declare function rubricRows(results: readonly VerificationResult[], options?: RubricRowsOptions): RubricRow[];
/** Karenina's `get_trait_summary()`: sorted trait names per kind. */
export interface TraitSummary {
    num_results: number;
    llm_traits: string[];
    regex_traits: string[];
    callable_traits: string[];
    metric_traits: string[];
    agentic_traits: string[];
    num_questions: number;
}
/** Karenina's `get_trait_summary()` over the results with rubric evaluation. */
export declare function traitSummary(results: readonly VerificationResult[]): TraitSummary;
