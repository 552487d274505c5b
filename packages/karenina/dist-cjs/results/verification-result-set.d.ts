import { type ResultSetSummary } from './result-set-summary.js';
import { type RubricRow, type RubricRowsOptions, type TraitSummary } from './rubric-rows.js';
import { type JudgmentRow } from './judgment-rows.js';
import { type TemplateRow, type TemplateSummary } from './template-rows.js';
import type { VerificationResult } from './verification-result.js';
import { type CaptureReplayStoreOptions } from './capture-replay-store.js';
import type { ReplayStore } from '../replay-store/replay-store.js';
import { ScenarioExecutionResult } from '../scenario-executor/scenario-execution-result.js';
/** Criteria of `VerificationResultSet.filter`; empty lists are ignored, as in Karenina. */
export interface ResultSetFilter {
    questionIds?: readonly string[];
    /** Answering display strings (`interface:model`). */
    answeringModels?: readonly string[];
    /** Parsing display strings. */
    parsingModels?: readonly string[];
    replicates?: readonly number[];
    /** Keep results whose `metadata.failure` is null. @default false */
    completedOnly?: boolean;
    /** Keep results with `template.template_verification_performed`. @default false */
    hasTemplate?: boolean;
    /** Keep results with `rubric.rubric_evaluation_performed`. @default false */
    hasRubric?: boolean;
    /** Keep results with `deep_judgment.deep_judgment_performed`. @default false */
    hasJudgment?: boolean;
}
/** Extra state of a set: scenario records, scenario errors, and what a loaded file carried. */
export interface ResultSetInit {
    scenarioResults?: unknown[] | null;
    errors?: [string, Error][] | null;
    /** Run metadata loaded from an export. @default {} */
    metadata?: Record<string, unknown>;
    /** `shared_data` of a loaded v2.2 export (kept so re-exporting reproduces it). @default null */
    sharedData?: Record<string, unknown> | null;
}
/** Which side(s) `groupByModel` keys on. */
export type GroupByModel = 'answering' | 'parsing' | 'both';
/**
 * All results of a run (Karenina's `VerificationResultSet`, spec 04 §1): filtering, grouping, the summary
 * and the analysis rows. Iterable and indexable like an array of results.
 */
export declare class VerificationResultSet implements Iterable<VerificationResult> {
    #private;
    scenarioResults: unknown[] | null;
    errors: [string, Error][] | null;
    metadata: Record<string, unknown>;
    sharedData: Record<string, unknown> | null;
    constructor(results: Iterable<VerificationResult>, init?: ResultSetInit);
    /** The results, in order. (A set backed by a results file reads them from it: a new array each time.) */
    get results(): VerificationResult[];
    get length(): number;
    [Symbol.iterator](): Iterator<VerificationResult>;
    /** The result at `index` (negative counts from the end). */
    at(index: number): VerificationResult | undefined;
    /** A new set (results only) with the results matching every given criterion. */
    filter(criteria?: ResultSetFilter): VerificationResultSet;
    private groupBy;
    /** Results per question id, in first-appearance order. */
    groupByQuestion(): Map<string, VerificationResultSet>;
    /** Results per model key: answering (with ` + MCP[…]`), parsing, or `"<answering> / <parsing>"`. */
    groupByModel(by?: GroupByModel): Map<string, VerificationResultSet>;
    /** Results per replicate number (`null` for single runs). */
    groupByReplicate(): Map<number | null, VerificationResultSet>;
    /** Sorted unique question ids. */
    getQuestionIds(): string[];
    /** Sorted unique answering display strings. */
    getModelNames(): string[];
    /** Karenina's `get_summary()` (spec 04 §6.4), with Karenina's keys. */
    getSummary(): ResultSetSummary;
    /** Template rows: one per compared field (Karenina's `get_template_results().to_dataframe()`). */
    getTemplateRows(): TemplateRow[];
    /** Karenina's `get_template_results().get_template_summary()`: pass/fail counts over results with template verification. */
    getTemplateSummary(): TemplateSummary;
    /**
     * Karenina's `get_template_results().aggregate_pass_rate(by)`: per group (a template-row column, default the
     * question id), the share of results whose `verify_result` is true, over results with a verdict.
     * @example results.aggregatePassRate('answering_model') // { 'openai:gpt-4.1-mini': 0.75 }
     */
    aggregatePassRate(by?: keyof TemplateRow): Record<string, number>;
    /** Karenina's `get_rubrics_results().get_trait_summary()`: the trait names per kind, over results with a rubric. */
    getTraitSummary(): TraitSummary;
    /** Rubric rows: one per trait or metric (Karenina's `get_rubrics_results().to_dataframe()`). */
    getRubricRows(options?: RubricRowsOptions): RubricRow[];
    /**
     * The answers of these results as a replay store (Karenina's `to_replay_store()`): run again with it as
     * `replay_store`, the answering model is not called, nor the judge where parsed fields or a verdict were kept.
     * @example await saveReplayStore(results.toReplayStore(), 'store.json')
     */
    toReplayStore(options?: CaptureReplayStoreOptions): ReplayStore;
    /** Deep-judgment rows: one per attribute × excerpt (Karenina's `get_judgment_results().to_dataframe()`). */
    getJudgmentRows(): JudgmentRow[];
    /**
     * The scenario runs of the set (Karenina's `get_scenario_results()`): a run made in this process as is, a
     * loaded `scenario_results` record rebuilt with its turns linked to this set's results by result id.
     * Empty for a set without scenarios; a record that is not a scenario run throws naming its index.
     * @example
     * const runs = loadResults(text).getScenarioResults()
     * runs[0]?.path // ['ask', 'hint']
     */
    getScenarioResults(): ScenarioExecutionResult[];
}
