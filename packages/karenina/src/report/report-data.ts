import { pyJsonDumps } from '../compat/py-json.js'
import { numberOrNull } from '../results/stats.js'
import { answeringModel, parsingModel } from '../results/result-metadata.js'
import type { VerificationResult } from '../results/verification-result.js'
import { countVerdicts, resultVerdict, type ResultVerdict, type VerdictCounts } from '../results/result-verdict.js'

/** One extracted template field next to its ground truth. */
export interface ReportField {
  name: string
  /** Display text (Python JSON form, so `5.0` stays a float). */
  extracted: string
  expected: string
  /** The field's check result; null when the template gave none. */
  ok: boolean | null
}

/** One rubric trait score. */
export interface ReportTrait {
  name: string
  kind: 'llm' | 'regex' | 'callable' | 'metric' | 'agentic'
  score: string
}

/** One result, flattened for display. */
export interface ReportRow {
  index: number
  resultId: string
  questionId: string
  questionText: string
  answering: string
  parsing: string
  replicate: number | null
  verdict: ResultVerdict
  /** Weighted partial credit (0–1) when the template computed one. */
  granularScore: number | null
  answer: string
  referenceAnswer: string | null
  fields: ReportField[]
  traits: ReportTrait[]
  failure: { category: string; stage: string; reason: string } | null
  tokens: { input: number; output: number; total: number } | null
  executionSeconds: number | null
}

/** Counts of one group (an answering model, a judge, a question). */
export type ReportGroup = { name: string } & VerdictCounts

/** Everything a report shows, computed once from the results. */
export interface ReportData {
  overall: VerdictCounts
  byAnsweringModel: ReportGroup[]
  byParsingModel: ReportGroup[]
  byQuestion: (ReportGroup & { text: string })[]
  rows: ReportRow[]
  tokens: { input: number; output: number; total: number }
}

const show = (value: unknown): string => (value === undefined ? '' : pyJsonDumps(value ?? null, { ensureAscii: false }))

function fieldsOf(result: VerificationResult): ReportField[] {
  const t = result.template
  if (!t) return []
  const extracted = t.parsed_llm_response ?? {}
  const expected = t.parsed_gt_response ?? {}
  const checks = t.field_results ?? {}
  const names = [...new Set([...Object.keys(expected), ...Object.keys(extracted), ...Object.keys(checks)])]
  return names.map((name) => ({
    name,
    extracted: Object.hasOwn(extracted, name) ? show(extracted[name]) : '—',
    expected: Object.hasOwn(expected, name) ? show(expected[name]) : '—',
    ok: checks[name] ?? null,
  }))
}

function traitsOf(result: VerificationResult): ReportTrait[] {
  const r = result.rubric
  const out: ReportTrait[] = []
  if (r) {
    const labels = r.llm_trait_labels ?? {}
    for (const [name, score] of Object.entries(r.llm_trait_scores ?? {})) {
      out.push({ name, kind: 'llm', score: Object.hasOwn(labels, name) ? `${labels[name]} (${show(score)})` : show(score) })
    }
    for (const [name, score] of Object.entries(r.regex_trait_scores ?? {})) out.push({ name, kind: 'regex', score: show(score) })
    for (const [name, score] of Object.entries(r.callable_trait_scores ?? {})) out.push({ name, kind: 'callable', score: show(score) })
    for (const [name, metrics] of Object.entries(r.metric_trait_scores ?? {})) {
      out.push({ name, kind: 'metric', score: Object.entries(metrics).map(([m, v]) => `${m} ${show(v)}`).join(', ') })
    }
    for (const [name, score] of Object.entries(r.agentic_trait_scores ?? {})) out.push({ name, kind: 'agentic', score: show(score) })
  }
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

function tokensOf(result: VerificationResult): ReportRow['tokens'] {
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

/**
 * Flattens results for the terminal summary and the HTML report: verdict counts overall, per answering
 * model, per judge and per question (first-appearance order), and one row per result, grouped by question
 * then model (`index` keeps the result's position in the input).
 * @example
 * const data = buildReportData((await readResultsFile('results.json')).results)
 * data.byAnsweringModel[0] // { name: 'langchain:gpt-4.1-mini', total: 4, passed: 3, …, passRate: 0.75 }
 */
export function buildReportData(results: readonly VerificationResult[]): ReportData {
  const rows: ReportRow[] = results.map((r, index) => {
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
      granularScore: granular(r),
      answer: r.template?.raw_llm_response ?? r.evaluation_input ?? '',
      referenceAnswer: r.metadata.raw_answer,
      fields: fieldsOf(r),
      traits: traitsOf(r),
      failure: failure ? { category: failure.category, stage: failure.stage, reason: failure.reason } : null,
      tokens: tokensOf(r),
      executionSeconds: numberOrNull(r.metadata.execution_time),
    }
  })
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
