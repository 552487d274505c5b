import { compareCodePoints } from '../compat/compare-code-points.js'
import { pyJsonDumps } from '../compat/py-json.js'
import { getLlmTraitLabels, SCORE_FIELDS } from './result-rubric.js'
import { identityColumns, statusColumns, type IdentityColumns, type StatusColumns } from './status-columns.js'
import type { VerificationResult } from './verification-result.js'

/** Row kinds of the rubric rows. */
export type RubricTraitType = 'llm_binary' | 'llm_literal' | 'llm_score' | 'regex' | 'callable' | 'metric' | 'agentic'

/** Filter of `rubricRows`: a row kind, `llm` (all three LLM kinds) or `all`. */
export type RubricTraitFilter = RubricTraitType | 'llm' | 'all'

/** Options of `rubricRows`. */
export interface RubricRowsOptions {
  /** Which traits to include. @default 'all' */
  traitType?: RubricTraitFilter
  /** Add `trait_reasoning`, `trait_excerpts` (JSON) and `trait_hallucination_risk` from rubric deep judgment. @default false */
  includeDeepJudgment?: boolean
}

/** One row of Karenina's rubric DataFrame (spec 04 §6.3): one trait (or one metric of a metric trait). */
export interface RubricRow extends StatusColumns, IdentityColumns {
  rubric_evaluation_performed: boolean
  rubric_evaluation_strategy: string | null
  trait_name: string
  trait_score: unknown
  /** Class name of a literal-kind trait. */
  trait_label: string | null
  trait_type: RubricTraitType
  /** `deep_judgment` when the trait was scored by rubric deep judgment, else `standard`. */
  evaluation_method: 'standard' | 'deep_judgment'
  metric_name: string | null
  confusion_tp: string[] | null
  confusion_fp: string[] | null
  confusion_fn: string[] | null
  confusion_tn: string[] | null
  execution_time: number
  timestamp: string
  run_name: string | null
  trait_provenance: string | null
  trait_reasoning?: string | null
  trait_excerpts?: string | null
  trait_hallucination_risk?: unknown
  /** `<trait>_skipped` columns (dynamic rubrics): the reason each skipped trait was skipped. */
  [skipped: `${string}_skipped`]: string
}

interface TraitCell {
  name: string
  score: unknown
  label: string | null
  type: RubricTraitType
  metric: string | null
  confusion: Record<string, string[]> | null
}

function wanted(filter: RubricTraitFilter, type: RubricTraitType): boolean {
  if (filter === 'all' || filter === type) return true
  return filter === 'llm' && type.startsWith('llm_')
}

/** Every trait score of a result with a rubric section, by row kind in Karenina's order (metric traits: one per metric). */
export function traitCells(result: VerificationResult): TraitCell[] {
  const rubric = result.rubric!
  const labels = getLlmTraitLabels(rubric)
  return SCORE_FIELDS.flatMap(([kind, field]) =>
    Object.entries(rubric[field] ?? {}).flatMap(([name, score]): TraitCell[] => {
      if (kind === 'metric') {
        const confusion = rubric.metric_trait_confusion_lists?.[name] ?? null
        return Object.entries(score as Record<string, number>).map(([metric, value]) => ({ name, score: value, label: null, type: kind, metric, confusion }))
      }
      const type: RubricTraitType =
        kind !== 'llm' ? kind : typeof score === 'boolean' ? 'llm_binary' : Object.hasOwn(labels, name) ? 'llm_literal' : 'llm_score'
      return [{ name, score, label: type === 'llm_literal' ? labels[name]! : null, type, metric: null, confusion: null }]
    }),
  )
}

function rubricRow(result: VerificationResult, cell: TraitCell, includeDeepJudgment: boolean): RubricRow {
  const rubric = result.rubric!
  const dj = result.deep_judgment_rubric
  const m = result.metadata
  const row: RubricRow = {
    ...statusColumns(result),
    ...identityColumns(result),
    rubric_evaluation_performed: rubric.rubric_evaluation_performed,
    rubric_evaluation_strategy: rubric.rubric_evaluation_strategy,
    trait_name: cell.name,
    trait_score: cell.score,
    trait_label: cell.label,
    trait_type: cell.type,
    evaluation_method: dj?.deep_judgment_rubric_scores && Object.hasOwn(dj.deep_judgment_rubric_scores, cell.name) ? 'deep_judgment' : 'standard',
    metric_name: cell.metric,
    confusion_tp: cell.confusion?.tp ?? null,
    confusion_fp: cell.confusion?.fp ?? null,
    confusion_fn: cell.confusion?.fn ?? null,
    confusion_tn: cell.confusion?.tn ?? null,
    execution_time: m.execution_time,
    timestamp: m.timestamp,
    run_name: m.run_name,
    trait_provenance: rubric.trait_provenance?.[cell.name] ?? null,
  }
  if (includeDeepJudgment) {
    const excerpts = dj?.extracted_rubric_excerpts?.[cell.name]
    row.trait_reasoning = dj?.rubric_trait_reasoning?.[cell.name] ?? null
    row.trait_excerpts = excerpts ? pyJsonDumps(excerpts) : null
    row.trait_hallucination_risk = dj?.rubric_hallucination_risk_assessment?.[cell.name]?.overall_risk ?? null
  }
  for (const [trait, reason] of Object.entries(rubric.dynamic_rubric_skipped_traits ?? {})) row[`${trait}_skipped`] = reason
  return row
}

/**
 * Karenina's `RubricResults.to_dataframe(trait_type)` as plain rows. Results without
 * `rubric_evaluation_performed` are skipped (so agentic-only results are too), as in Karenina.
 */
export function rubricRows(results: readonly VerificationResult[], options: RubricRowsOptions = {}): RubricRow[] {
  const filter = options.traitType ?? 'all'
  const includeDj = options.includeDeepJudgment ?? false
  return results
    .filter((r) => r.rubric?.rubric_evaluation_performed)
    .flatMap((r) => traitCells(r).filter((c) => wanted(filter, c.type)).map((c) => rubricRow(r, c, includeDj)))
}

/** Karenina's `get_trait_summary()`: sorted trait names per kind. */
export type TraitSummary = ReturnType<typeof traitSummary>

/** Karenina's `get_trait_summary()` over the results with rubric evaluation. */
export function traitSummary(results: readonly VerificationResult[]) {
  const evaluated = results.filter((r) => r.rubric?.rubric_evaluation_performed)
  const names = (field: (typeof SCORE_FIELDS)[number][1]) =>
    [...new Set(evaluated.flatMap((r) => Object.keys(r.rubric![field] ?? {})))].sort(compareCodePoints)
  return {
    num_results: evaluated.length,
    llm_traits: names('llm_trait_scores'),
    regex_traits: names('regex_trait_scores'),
    callable_traits: names('callable_trait_scores'),
    metric_traits: names('metric_trait_scores'),
    agentic_traits: names('agentic_trait_scores'),
    num_questions: new Set(evaluated.map((r) => r.metadata.question_id)).size,
  }
}
