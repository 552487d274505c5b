import { compareCodePoints } from '../compat/compare-code-points.js'
import { ValidationError } from '../errors/validation-error.js'
import { answeringGroupKey } from './model-keys.js'
import { answeringModel, parsingModel } from './result-metadata.js'
import { summarizeResultSet, type ResultSetSummary } from './result-set-summary.js'
import { rubricRows, traitSummary, type RubricRow, type RubricRowsOptions, type TraitSummary } from './rubric-rows.js'
import { judgmentRows, type JudgmentRow } from './judgment-rows.js'
import { aggregatePassRate, templateRows, templateSummary, type TemplateRow, type TemplateSummary } from './template-rows.js'
import type { VerificationResult } from './verification-result.js'
import { captureReplayStore, type CaptureReplayStoreOptions } from './capture-replay-store.js'
import type { ReplayStore } from '../replay-store/replay-store.js'
import { ScenarioExecutionResult, type ScenarioResultRecord } from './scenario-execution-result.js'

/** Criteria of `VerificationResultSet.filter`; empty lists are ignored, as in Karenina. */
export interface ResultSetFilter {
  questionIds?: readonly string[]
  /** Answering display strings (`interface:model`). */
  answeringModels?: readonly string[]
  /** Parsing display strings. */
  parsingModels?: readonly string[]
  replicates?: readonly number[]
  /** Keep results whose `metadata.failure` is null. @default false */
  completedOnly?: boolean
  /** Keep results with `template.template_verification_performed`. @default false */
  hasTemplate?: boolean
  /** Keep results with `rubric.rubric_evaluation_performed`. @default false */
  hasRubric?: boolean
  /** Keep results with `deep_judgment.deep_judgment_performed`. @default false */
  hasJudgment?: boolean
}

/** Extra state of a set: scenario records, scenario errors, and what a loaded file carried. */
export interface ResultSetInit {
  scenarioResults?: unknown[] | null
  errors?: [string, Error][] | null
  /** Run metadata loaded from an export. @default {} */
  metadata?: Record<string, unknown>
  /** `shared_data` of a loaded v2.2 export (kept so re-exporting reproduces it). @default null */
  sharedData?: Record<string, unknown> | null
}

/** Which side(s) `groupByModel` keys on. */
export type GroupByModel = 'answering' | 'parsing' | 'both'

const nonEmpty = <T>(list: readonly T[] | undefined): list is readonly T[] => list !== undefined && list.length > 0

/**
 * All results of a run (Karenina's `VerificationResultSet`, spec 04 §1): filtering, grouping, the summary
 * and the analysis rows. Iterable and indexable like an array of results.
 */
export class VerificationResultSet implements Iterable<VerificationResult> {
  readonly #results: VerificationResult[]
  scenarioResults: unknown[] | null
  errors: [string, Error][] | null
  metadata: Record<string, unknown>
  sharedData: Record<string, unknown> | null

  constructor(results: Iterable<VerificationResult>, init: ResultSetInit = {}) {
    this.#results = [...results]
    this.scenarioResults = init.scenarioResults ?? null
    this.errors = init.errors ?? null
    this.metadata = init.metadata ?? {}
    this.sharedData = init.sharedData ?? null
  }

  /** The results, in order. (A set backed by a results file reads them from it: a new array each time.) */
  get results(): VerificationResult[] {
    return this.#results
  }

  get length(): number {
    return this.results.length
  }

  [Symbol.iterator](): Iterator<VerificationResult> {
    return this.results[Symbol.iterator]()
  }

  /** The result at `index` (negative counts from the end). */
  at(index: number): VerificationResult | undefined {
    return this.results.at(index)
  }

  /** A new set (results only) with the results matching every given criterion. */
  filter(criteria: ResultSetFilter = {}): VerificationResultSet {
    const { questionIds, answeringModels, parsingModels, replicates } = criteria
    const kept = this.results.filter((r) => {
      const m = r.metadata
      if (nonEmpty(questionIds) && !questionIds.includes(m.question_id)) return false
      if (nonEmpty(answeringModels) && !answeringModels.includes(answeringModel(m))) return false
      if (nonEmpty(parsingModels) && !parsingModels.includes(parsingModel(m))) return false
      if (nonEmpty(replicates) && (m.replicate === null || !replicates.includes(m.replicate))) return false
      if (criteria.completedOnly && m.failure !== null) return false
      if (criteria.hasTemplate && !r.template?.template_verification_performed) return false
      if (criteria.hasRubric && !r.rubric?.rubric_evaluation_performed) return false
      if (criteria.hasJudgment && !r.deep_judgment?.deep_judgment_performed) return false
      return true
    })
    return new VerificationResultSet(kept)
  }

  private groupBy<K>(key: (r: VerificationResult) => K): Map<K, VerificationResultSet> {
    return new Map([...Map.groupBy(this.results, key)].map(([k, list]) => [k, new VerificationResultSet(list)]))
  }

  /** Results per question id, in first-appearance order. */
  groupByQuestion(): Map<string, VerificationResultSet> {
    return this.groupBy((r) => r.metadata.question_id)
  }

  /** Results per model key: answering (with ` + MCP[…]`), parsing, or `"<answering> / <parsing>"`. */
  groupByModel(by: GroupByModel = 'answering'): Map<string, VerificationResultSet> {
    if (by !== 'answering' && by !== 'parsing' && by !== 'both') {
      throw new ValidationError(['by'], `invalid grouping mode ${JSON.stringify(by)}: must be 'answering', 'parsing', or 'both'`, 'groupByModel')
    }
    return this.groupBy((r) => {
      if (by === 'parsing') return parsingModel(r.metadata)
      return by === 'answering' ? answeringGroupKey(r) : `${answeringGroupKey(r)} / ${parsingModel(r.metadata)}`
    })
  }

  /** Results per replicate number (`null` for single runs). */
  groupByReplicate(): Map<number | null, VerificationResultSet> {
    return this.groupBy((r) => r.metadata.replicate)
  }

  /** Sorted unique question ids. */
  getQuestionIds(): string[] {
    return [...new Set(this.results.map((r) => r.metadata.question_id))].sort(compareCodePoints)
  }

  /** Sorted unique answering display strings. */
  getModelNames(): string[] {
    return [...new Set(this.results.map((r) => answeringModel(r.metadata)))].sort(compareCodePoints)
  }

  /** Karenina's `get_summary()` (spec 04 §6.4), with Karenina's keys. */
  getSummary(): ResultSetSummary {
    return summarizeResultSet(this.results)
  }

  /** Template rows: one per compared field (Karenina's `get_template_results().to_dataframe()`). */
  getTemplateRows(): TemplateRow[] {
    return templateRows(this.results)
  }

  /** Karenina's `get_template_results().get_template_summary()`: pass/fail counts over results with template verification. */
  getTemplateSummary(): TemplateSummary {
    return templateSummary(this.results)
  }

  /**
   * Karenina's `get_template_results().aggregate_pass_rate(by)`: per group (a template-row column, default the
   * question id), the share of results whose `verify_result` is true, over results with a verdict.
   * @example results.aggregatePassRate('answering_model') // { 'openai:gpt-4.1-mini': 0.75 }
   */
  aggregatePassRate(by: keyof TemplateRow = 'question_id'): Record<string, number> {
    return aggregatePassRate(this.results, by)
  }

  /** Karenina's `get_rubrics_results().get_trait_summary()`: the trait names per kind, over results with a rubric. */
  getTraitSummary(): TraitSummary {
    return traitSummary(this.results)
  }

  /** Rubric rows: one per trait or metric (Karenina's `get_rubrics_results().to_dataframe()`). */
  getRubricRows(options: RubricRowsOptions = {}): RubricRow[] {
    return rubricRows(this.results, options)
  }

  /**
   * The answers of these results as a replay store (Karenina's `to_replay_store()`): run again with it as
   * `replay_store`, the answering model is not called, nor the judge where parsed fields or a verdict were kept.
   * @example await saveReplayStore(results.toReplayStore(), 'store.json')
   */
  toReplayStore(options: CaptureReplayStoreOptions = {}): ReplayStore {
    return captureReplayStore(this.results, options)
  }

  /** Deep-judgment rows: one per attribute × excerpt (Karenina's `get_judgment_results().to_dataframe()`). */
  getJudgmentRows(): JudgmentRow[] {
    return judgmentRows(this.results)
  }

  /**
   * The scenario runs of the set (Karenina's `get_scenario_results()`): a run made in this process as is, a
   * loaded `scenario_results` record rebuilt with its turns linked to this set's results by result id.
   * Empty for a set without scenarios; a record that is not a scenario run throws naming its index.
   * @example
   * const runs = loadResults(text).getScenarioResults()
   * runs[0]?.path // ['ask', 'hint']
   */
  getScenarioResults(): ScenarioExecutionResult[] {
    return (this.scenarioResults ?? []).map((entry, i) => {
      if (entry instanceof ScenarioExecutionResult) return entry
      if (!isScenarioRecord(entry)) {
        throw new ValidationError(['scenario_results', i], 'not a scenario run record (expected {scenario_id, status, path, history, final_state, …})', 'VerificationResultSet')
      }
      return ScenarioExecutionResult.fromRecord(entry, this.results)
    })
  }
}

function isScenarioRecord(value: unknown): value is ScenarioResultRecord {
  const v = value as Partial<ScenarioResultRecord> | null
  return (
    typeof v === 'object' && v !== null && typeof v.scenario_id === 'string' && typeof v.status === 'string' &&
    Array.isArray(v.path) && Array.isArray(v.history) && typeof v.final_state === 'object' && v.final_state !== null
  )
}
