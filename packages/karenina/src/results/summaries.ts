import { FAILURE_CATEGORIES, CATEGORY_TO_GROUP, type FailureCategory } from './failure.js'
import { answeringModel } from './result-metadata.js'
import type { TraitScoreKind } from './result-rubric.js'
import { traitCells } from './rubric-rows.js'
import { numberOrNull } from './stats.js'
import { priceOf, usageByStage, type ModelPrice } from './cost.js'
import type { VerificationResult } from './verification-result.js'

/** Pass counts of one group of results. */
export type PassRateStats = ReturnType<typeof passRateStats>

/** Pass rate of one answering model (display string). */
export type ModelPassRateRow = { answering_model: string } & PassRateStats
/** Pass rate of one question. */
export type QuestionPassRateRow = { question_id: string } & PassRateStats

function passRateStats(results: readonly VerificationResult[]) {
  const verified = results.filter((r) => r.template?.template_verification_performed)
  const passed = verified.filter((r) => r.template!.verify_result === true).length
  const completed = results.filter((r) => r.metadata.failure === null).length
  return {
    num_results: results.length,
    /** Results whose template verification ran. */
    num_verified: verified.length,
    /** Verified results with `verify_result === true`. */
    num_passed: passed,
    num_failed: verified.length - passed,
    /** `num_passed / num_verified`, null when nothing was verified. */
    pass_rate: verified.length > 0 ? passed / verified.length : null,
    /** Results with `metadata.failure === null`. */
    num_completed: completed,
    /** `num_completed / num_results`. */
    completion_rate: results.length > 0 ? completed / results.length : 0,
  }
}

/** Template pass rate and completion per answering model, in first-appearance order. */
export function passRateByModel(results: readonly VerificationResult[]): ModelPassRateRow[] {
  return [...Map.groupBy(results, (r) => answeringModel(r.metadata))].map(([answering_model, group]) => ({ answering_model, ...passRateStats(group) }))
}

/** Template pass rate and completion per question, in first-appearance order. */
export function passRateByQuestion(results: readonly VerificationResult[]): QuestionPassRateRow[] {
  return [...Map.groupBy(results, (r) => r.metadata.question_id)].map(([question_id, group]) => ({ question_id, ...passRateStats(group) }))
}

/** Grouping of `traitScoreAverages`. */
export type TraitAverageBy = 'answering_model' | 'question_id' | 'none'

/** Mean score of one trait (or one metric of a metric trait) in one group. */
export type TraitAverageRow = ReturnType<typeof traitScoreAverages>[number]

/** A score as a number: booleans 0/1, PyFloat unboxed; null for anything else. */
function scoreValue(value: unknown): number | null {
  if (typeof value === 'boolean') return value ? 1 : 0
  return numberOrNull(value)
}

/**
 * Mean trait scores over results that have a rubric section, per trait (metric traits per metric),
 * optionally per answering model or question (`group`, null when not grouped). Literal-trait error scores (-1)
 * are left out.
 */
export function traitScoreAverages(results: readonly VerificationResult[], options: { by?: TraitAverageBy } = {}) {
  const by = options.by ?? 'none'
  const acc = new Map<string, { group: string | null; trait_name: string; trait_kind: TraitScoreKind; metric_name: string | null; sum: number; count: number }>()
  for (const r of results) {
    if (!r.rubric) continue
    const group = by === 'none' ? null : by === 'answering_model' ? answeringModel(r.metadata) : r.metadata.question_id
    for (const { name, score, type, metric } of traitCells(r)) {
      const value = scoreValue(score)
      if (value === null || (type === 'llm_literal' && value === -1)) continue
      const kind = type.startsWith('llm_') ? 'llm' : (type as TraitScoreKind)
      const key = JSON.stringify([group, kind, name, metric])
      const row = acc.get(key) ?? acc.set(key, { group, trait_name: name, trait_kind: kind, metric_name: metric, sum: 0, count: 0 }).get(key)!
      row.sum += value
      row.count++
    }
  }
  return [...acc.values()].map(({ sum, count, ...row }) => ({
    ...row,
    /** Mean over numeric and boolean scores (true = 1), i.e. the pass fraction for boolean traits. */
    mean: sum / count,
    /** Number of scores averaged. */
    count,
  }))
}

export type { ModelPrice } from './cost.js'

/** Options of `tokenUsage`. */
export interface TokenUsageOptions {
  /** Prices keyed by the usage entry's model display string (`langchain:gpt-4o`) or bare model name (`gpt-4o`): see {@link priceOf}. */
  prices?: Readonly<Record<string, ModelPrice>>
  /** Group by the model that consumed the tokens, or by the result's answering model. @default 'model' */
  by?: 'model' | 'answering_model'
}

/**
 * Token totals from `template.usage_metadata` per consuming model (each stage's `model`; stages without
 * one count for the answering model on `answer_generation`, else the parsing model), with cost when
 * prices are given. Returns the rows and their grand total (`model = "total"`).
 */
export function tokenUsage(results: readonly VerificationResult[], options: TokenUsageOptions = {}): { rows: TokenUsageRow[]; total: TokenUsageRow } {
  const groups = new Map<string, TokenUsageRow>()
  for (const r of results) {
    for (const { entry, model } of usageByStage(r)) {
      const inp = numberOrNull(entry.input_tokens) ?? 0
      const out = numberOrNull(entry.output_tokens) ?? 0
      const key = options.by === 'answering_model' ? answeringModel(r.metadata) : model
      const target = groups.get(key) ?? groups.set(key, usageRow(key)).get(key)!
      target.input_tokens += inp
      target.output_tokens += out
      target.total_tokens += numberOrNull(entry.total_tokens) ?? inp + out
      const price = options.prices && priceOf(options.prices, model)
      if (price) target.cost = (target.cost ?? 0) + (inp * price.inputPerMTok + out * price.outputPerMTok) / 1e6
      else if (!target.unpriced_models.includes(model)) target.unpriced_models.push(model)
    }
  }
  const rows = [...groups.values()]
  const priced = rows.filter((r) => r.cost !== null)
  const total = {
    model: 'total',
    input_tokens: rows.reduce((a, r) => a + r.input_tokens, 0),
    output_tokens: rows.reduce((a, r) => a + r.output_tokens, 0),
    total_tokens: rows.reduce((a, r) => a + r.total_tokens, 0),
    cost: priced.length > 0 ? priced.reduce((a, r) => a + r.cost!, 0) : null,
    unpriced_models: [...new Set(rows.flatMap((r) => r.unpriced_models))],
  }
  return { rows, total }
}

/** Token totals (and cost when priced) of one group. */
export type TokenUsageRow = ReturnType<typeof usageRow>

function usageRow(model: string) {
  return {
    model,
    input_tokens: 0,
    output_tokens: 0,
    total_tokens: 0,
    /** Null when none of the group's tokens had a price. */
    cost: null as number | null,
    /** Models in this group without a price (their tokens are not in `cost`). */
    unpriced_models: [] as string[],
  }
}

/** How many results failed with one category. */
export type FailureCountRow = ReturnType<typeof failureCounts>[number]

/** Failure counts by category (taxonomy order, categories that occurred only). */
export function failureCounts(results: readonly VerificationResult[]) {
  const counts = new Map<FailureCategory, number>()
  for (const r of results) {
    const category = r.metadata.failure?.category
    if (category) counts.set(category, (counts.get(category) ?? 0) + 1)
  }
  return FAILURE_CATEGORIES.filter((c) => counts.has(c)).map((category) => ({
    category,
    group: CATEGORY_TO_GROUP[category],
    count: counts.get(category)!,
    /** `count / number of results`. */
    fraction: counts.get(category)! / results.length,
  }))
}
