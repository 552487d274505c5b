import { compareCodePoints } from '../compat/compare-code-points.js'
import { pyEq, pyTypeName } from '../compat/py-eq.js'
import { identityColumns, statusColumns } from './status-columns.js'
import { VerificationResultTemplateSchema } from './result-template.js'
import type { VerificationResult } from './verification-result.js'

type Template = NonNullable<VerificationResult['template']>

/** Template fields that are row columns as they are, in column order. */
const TEMPLATE_COLUMNS = [
  'verify_result', 'verify_granular_result', 'embedding_check_performed', 'embedding_similarity_score', 'embedding_model_used',
  'embedding_override_applied', 'abstention_check_performed', 'abstention_detected', 'abstention_reasoning',
  'abstention_override_applied', 'sufficiency_check_performed', 'sufficiency_detected', 'sufficiency_reasoning',
  'sufficiency_override_applied', 'regex_validations_performed', 'regex_overall_success',
] as const satisfies readonly (keyof Template)[]
type TemplateColumns = Pick<Template, (typeof TEMPLATE_COLUMNS)[number]>

/** A result without a template gives the schema's defaults (false flags, null values). */
const NO_TEMPLATE: Template = VerificationResultTemplateSchema.parse({})

/** One row of Karenina's template DataFrame (spec 04 §6.2): one compared field of one result. */
export type TemplateRow = ReturnType<typeof templateRow>

function fieldCells(result: VerificationResult) {
  const t = result.template
  const gt = t?.parsed_gt_response ?? {}
  const llm = t?.parsed_llm_response ?? {}
  const names = [...new Set([...Object.keys(gt), ...Object.keys(llm)])].sort(compareCodePoints)
  if (names.length === 0) return [{ name: null, gt: null, llm: null, match: null, score: null, type: null }]
  return names.map((name) => {
    const inGt = Object.hasOwn(gt, name)
    const inLlm = Object.hasOwn(llm, name)
    const g = inGt ? (gt[name] ?? null) : null
    const l = inLlm ? (llm[name] ?? null) : null
    let match: boolean | null
    if (t?.field_results && Object.hasOwn(t.field_results, name)) match = t.field_results[name] ?? null
    else if (inGt !== inLlm) match = false
    else if (g === null && l === null) match = null
    else match = pyEq(g, l)
    const score = t?.field_scores && Object.hasOwn(t.field_scores, name) ? (t.field_scores[name] ?? null) : null
    const type = g !== null ? pyTypeName(g) : l !== null ? pyTypeName(l) : null
    return { name, gt: g, llm: l, match, score, type }
  })
}

function templateRow(result: VerificationResult, index: number, cell: ReturnType<typeof fieldCells>[number]) {
  const t = result.template ?? NO_TEMPLATE
  // answering_mcp_servers sits between the replicate and the scenario columns.
  const { question_id, template_id, question_text, keywords, replicate, ...scenarioAndModels } = identityColumns(result)
  const m = result.metadata
  return {
    ...statusColumns(result),
    recursion_limit_reached: t.recursion_limit_reached,
    question_id,
    template_id,
    question_text,
    keywords,
    replicate,
    answering_mcp_servers: t.answering_mcp_servers,
    ...scenarioAndModels,
    raw_llm_response: result.template ? t.raw_llm_response : null,
    field_name: cell.name,
    gt_value: cell.gt,
    llm_value: cell.llm,
    field_match: cell.match,
    field_score: cell.score,
    field_type: cell.type,
    ...(Object.fromEntries(TEMPLATE_COLUMNS.map((column) => [column, t[column]])) as TemplateColumns),
    execution_time: m.execution_time,
    timestamp: m.timestamp,
    run_name: m.run_name,
    /** Position of the result in the input list (rows of one result share it). */
    result_index: index,
  }
}

/**
 * Karenina's `TemplateResults.to_dataframe()` as plain rows: one per field in the parsed ground truth ∪
 * parsed answer (sorted), one with `field_name = null` when neither has fields or there is no template.
 */
export function templateRows(results: readonly VerificationResult[]): TemplateRow[] {
  return results.flatMap((result, index) => fieldCells(result).map((cell) => templateRow(result, index, cell)))
}

/** Group key of a row column as a string (`null` → `"null"`). */
function groupKey(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null)
}

/**
 * Karenina's `aggregate_pass_rate(by)`: per group, the share of results (not rows) whose `verify_result`
 * is true, over results with a non-null verdict.
 */
export function aggregatePassRate(results: readonly VerificationResult[], by: keyof TemplateRow = 'question_id'): Record<string, number> {
  // A result's first row stands for it (a result's rows are consecutive).
  const rows = templateRows(results).filter((row, i, all) => i === 0 || all[i - 1]!.result_index !== row.result_index)
  const groups = Map.groupBy(rows.filter((row) => row.verify_result !== null), (row) => groupKey(row[by]))
  return Object.fromEntries([...groups].map(([k, list]) => [k, list.filter((row) => row.verify_result).length / list.length]))
}

/** Karenina's `get_template_summary()`. */
export type TemplateSummary = ReturnType<typeof templateSummary>

/** Karenina's `get_template_summary()`: counts over results with template verification, `num_results` over all. */
export function templateSummary(results: readonly VerificationResult[]) {
  const verified = results.filter((r) => r.template?.template_verification_performed)
  const passed = verified.filter((r) => r.template!.verify_result === true).length
  const failed = verified.filter((r) => r.template!.verify_result === false).length
  return {
    num_results: results.length,
    num_passed: passed,
    num_failed: failed,
    /** Passed / results with template verification (0 when none). */
    pass_rate: verified.length > 0 ? passed / verified.length : 0,
    num_with_embedding: verified.filter((r) => r.template!.embedding_check_performed).length,
    num_with_regex: verified.filter((r) => r.template!.regex_validations_performed).length,
    num_with_abstention: verified.filter((r) => r.template!.abstention_check_performed).length,
    num_questions: new Set(verified.map((r) => r.metadata.question_id)).size,
  }
}
