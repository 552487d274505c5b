import { pyJsonDumps } from '../compat/py-json.js'
import { numberOrNull } from '../results/stats.js'
import { answeringModel, parsingModel } from '../results/result-metadata.js'
import { SCORE_FIELDS, type TraitScoreKind } from '../results/result-rubric.js'
import type { VerificationResult } from '../results/verification-result.js'
import { countVerdicts, resultVerdict, type VerdictCounts } from '../results/result-verdict.js'

/** One extracted template field next to its ground truth. */
export type ReportField = ReturnType<typeof fieldsOf>[number]

/** One rubric trait score. */
export interface ReportTrait {
  name: string
  kind: TraitScoreKind
  score: string
}

/** One result, flattened for display. */
export type ReportRow = ReturnType<typeof reportRow>

/** Counts of one group (an answering model, a judge, a question). */
export type ReportGroup = { name: string } & VerdictCounts

/** Everything a report shows, computed once from the results. */
export type ReportData = ReturnType<typeof buildReportData>

const show = (value: unknown): string => (value === undefined ? '' : pyJsonDumps(value ?? null, { ensureAscii: false }))

function fieldsOf(result: VerificationResult) {
  const t = result.template
  if (!t) return []
  const extracted = t.parsed_llm_response ?? {}
  const expected = t.parsed_gt_response ?? {}
  const checks = t.field_results ?? {}
  const names = [...new Set([...Object.keys(expected), ...Object.keys(extracted), ...Object.keys(checks)])]
  return names.map((name) => ({
    name,
    /** Display text (Python JSON form, so `5.0` stays a float). */
    extracted: Object.hasOwn(extracted, name) ? show(extracted[name]) : '—',
    expected: Object.hasOwn(expected, name) ? show(expected[name]) : '—',
    /** The field's check result; null when the template gave none. */
    ok: checks[name] ?? null,
  }))
}

function traitsOf(result: VerificationResult): ReportTrait[] {
  const labels = result.rubric?.llm_trait_labels ?? {}
  const out = SCORE_FIELDS.flatMap(([kind, field]) =>
    Object.entries(result.rubric?.[field] ?? {}).map(([name, score]): ReportTrait => {
      const metrics = kind === 'metric' ? Object.entries(score as Record<string, unknown>) : null
      const text = metrics ? metrics.map(([m, v]) => `${m} ${show(v)}`).join(', ') : show(score)
      return { name, kind, score: kind === 'llm' && Object.hasOwn(labels, name) ? `${labels[name]} (${text})` : text }
    }),
  )
  // Traits whose evaluation failed: Karenina's score split drops them, so they are listed from the failure.
  const category = result.metadata.failure?.category ?? ''
  for (const [name, why] of Object.entries(failedTraitsOf(result))) {
    // A regex or callable trait that threw says so in its message (CheckError of regex-trait / callable-trait).
    const kind = /^Failed to evaluate (regex|callable) trait /.exec(why)?.[1] as 'regex' | 'callable' | undefined
    const trait: ReportTrait = { name, kind: kind ?? 'llm', score: `not scored (${category}): ${why.length > 160 ? `${why.slice(0, 160)}…` : why}` }
    const at = out.findIndex((t) => t.name === name && t.kind === trait.kind)
    if (at === -1) out.push(trait)
    else out[at] = trait
  }
  return out
}

function tokensOf(result: VerificationResult): { input: number; output: number; total: number } | null {
  const usage = result.template?.usage_metadata
  if (!usage) return null
  const total = usage.total
  if (total) {
    const input = numberOrNull(total.input_tokens) ?? 0
    const output = numberOrNull(total.output_tokens) ?? 0
    return { input, output, total: numberOrNull(total.total_tokens) ?? input + output }
  }
  let input = 0
  let output = 0
  for (const entry of Object.values(usage)) {
    input += numberOrNull(entry.input_tokens) ?? 0
    output += numberOrNull(entry.output_tokens) ?? 0
  }
  return { input, output, total: input + output }
}

function granular(result: VerificationResult): number | null {
  const value = numberOrNull(result.template?.verify_granular_result ?? null)
  return value === null || !Number.isFinite(value) ? null : value
}

function reportRow(r: VerificationResult, index: number) {
  const failure = r.metadata.failure
  return {
    index,
    resultId: r.metadata.result_id,
    questionId: r.metadata.question_id,
    questionText: r.metadata.question_text,
    answering: answeringModel(r.metadata),
    parsing: parsingModel(r.metadata),
    replicate: r.metadata.replicate ?? null,
    verdict: resultVerdict(r),
    /** Weighted partial credit (0–1) when the template computed one. */
    granularScore: granular(r),
    answer: r.template?.raw_llm_response ?? r.evaluation_input ?? '',
    referenceAnswer: r.metadata.raw_answer,
    fields: fieldsOf(r),
    traits: traitsOf(r),
    failure: failure ? { category: failure.category, stage: failure.stage, reason: failure.reason } : null,
    tokens: tokensOf(r),
    executionSeconds: numberOrNull(r.metadata.execution_time),
  }
}

/**
 * Flattens results for the terminal summary and the HTML report: verdict counts overall, per answering
 * model, per judge and per question (first-appearance order), and one row per result, grouped by question
 * then model (`index` keeps the result's position in the input).
 * @example
 * const data = buildReportData((await readResultsFile('results.json')).results)
 * data.byAnsweringModel[0] // { name: 'langchain:gpt-4.1-mini', total: 4, passed: 3, …, passRate: 0.75 }
 */
export function buildReportData(results: readonly VerificationResult[]) {
  const rows = results.map(reportRow)
  // Rows grouped by question, then model, in first-appearance order (results arrive in completion order).
  const rank = (values: string[]) => new Map([...new Set(values)].map((v, i) => [v, i]))
  const questionRank = rank(rows.map((r) => r.questionId))
  const answeringRank = rank(rows.map((r) => r.answering))
  const parsingRank = rank(rows.map((r) => r.parsing))
  rows.sort(
    (a, b) =>
      questionRank.get(a.questionId)! - questionRank.get(b.questionId)! ||
      answeringRank.get(a.answering)! - answeringRank.get(b.answering)! ||
      parsingRank.get(a.parsing)! - parsingRank.get(b.parsing)! ||
      (a.replicate ?? 0) - (b.replicate ?? 0) ||
      a.index - b.index,
  )
  const groups = (key: (r: VerificationResult) => string): ReportGroup[] =>
    [...Map.groupBy(results, key)].map(([name, list]) => ({ name, ...countVerdicts(list) }))
  const tokens = { input: 0, output: 0, total: 0 }
  for (const row of rows) {
    if (!row.tokens) continue
    tokens.input += row.tokens.input
    tokens.output += row.tokens.output
    tokens.total += row.tokens.total
  }
  return {
    overall: countVerdicts(results),
    byAnsweringModel: groups((r) => answeringModel(r.metadata)),
    byParsingModel: groups((r) => parsingModel(r.metadata)),
    byQuestion: [...Map.groupBy(results, (r) => r.metadata.question_id)].map(([name, list]) => ({
      name,
      text: list[0]!.metadata.question_text,
      ...countVerdicts(list),
    })),
    rows,
    tokens,
  }
}

/**
 * The rubric traits a result could not score, with why (`metadata.failure.details.failed_traits` of a
 * failure at stage `rubric_evaluation`); empty when the rubric evaluation did not fail.
 */
export function failedTraitsOf(result: VerificationResult): Record<string, string> {
  const failure = result.metadata.failure
  if (failure?.stage !== 'rubric_evaluation') return {}
  const failed = failure.details?.['failed_traits']
  if (typeof failed !== 'object' || failed === null || Array.isArray(failed)) return {}
  return Object.fromEntries(Object.entries(failed).map(([name, why]) => [name, typeof why === 'string' ? why : String(why)]))
}
