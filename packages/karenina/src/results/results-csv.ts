import { compareCodePoints } from '../compat/compare-code-points.js'
import { PyFloat } from '../compat/py-float-value.js'
import { pyJsonDumps } from '../compat/py-json.js'
import { pyStr } from '../compat/py-str.js'
import { getAllTraitScores } from './result-rubric.js'
import { answeringModel, parsingModel } from './result-metadata.js'
import { numberOrNull } from './stats.js'
import type { VerificationResult } from './verification-result.js'

/** Options of `toCsv`. */
export interface ToCsvOptions<Row> {
  /** Columns in order. @default the keys of all rows, in first-appearance order */
  columns?: readonly (keyof Row & string)[]
  /** Line terminator. @default '\r\n' (Python's csv module) */
  lineTerminator?: string
}

/** One cell as Karenina's CSV writers render it: `str()` for scalars, JSON for lists and objects, '' for null. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof PyFloat) return pyStr(value)
  return pyJsonDumps(value)
}

/** Python `csv.writer` minimal quoting: quote a field holding the delimiter, a quote or a line break. */
function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Renders plain row objects (summary or analysis rows) as CSV with a header line. */
export function toCsv<Row extends object>(rows: readonly Row[], options: ToCsvOptions<Row> = {}): string {
  const columns = options.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const eol = options.lineTerminator ?? '\r\n'
  const lines = [columns.map((c) => quote(String(c))).join(',')]
  for (const row of rows) lines.push(columns.map((c) => quote(cell((row as Record<string, unknown>)[c]))).join(','))
  return lines.join(eol) + eol
}

/** Options of `resultsToCsv`. */
export interface ResultsCsvOptions {
  /** Names of the global rubric's traits: each gets a `rubric_<trait>` column; others go to `question_specific_rubrics`. @default [] */
  globalTraitNames?: readonly string[]
  /** Written in the `job_id` column. @default null */
  jobId?: string | null
}

/** Karenina's `rubric_summary`: traits that passed (true, or a number ≥ 3) over all traits, e.g. `2/3`. */
function rubricSummary(scores: Record<string, unknown> | null): string {
  if (!scores || Object.keys(scores).length === 0) return ''
  const values = Object.values(scores)
  const passed = values.filter((v) => v === true || (typeof v !== 'boolean' && (numberOrNull(v) ?? -Infinity) >= 3)).length
  return `${passed}/${values.length}`
}

/**
 * The benchmark-facing CSV of results (spec 04 §5.3): Karenina's column names and order (the failure
 * taxonomy columns replacing `error`); cell bytes are not guaranteed to match Python's.
 */
export function resultsToCsv(results: readonly VerificationResult[], options: ResultsCsvOptions = {}): string {
  const global = new Set(options.globalTraitNames ?? [])
  const allTraits = new Set(results.flatMap((r) => Object.keys(r.rubric ? getAllTraitScores(r.rubric) : {})))
  const globalTraits = [...allTraits].filter((t) => global.has(t)).sort(compareCodePoints)
  const specificTraits = [...allTraits].filter((t) => !global.has(t)).sort(compareCodePoints)
  const rows = results.map((r, index) => {
    const t = r.template
    const m = r.metadata
    const scores = r.rubric ? getAllTraitScores(r.rubric) : null
    const row: Record<string, unknown> = {
      row_index: index + 1,
      question_id: m.question_id,
      question_text: m.question_text,
      raw_llm_response: t?.raw_llm_response ?? '',
      parsed_gt_response: t?.parsed_gt_response && Object.keys(t.parsed_gt_response).length > 0 ? pyJsonDumps(t.parsed_gt_response) : '',
      parsed_llm_response: t?.parsed_llm_response && Object.keys(t.parsed_llm_response).length > 0 ? pyJsonDumps(t.parsed_llm_response) : '',
      verify_result: t && t.verify_result !== null ? pyJsonDumps(t.verify_result) : 'N/A',
      verify_granular_result: t && t.verify_granular_result !== null ? pyJsonDumps(t.verify_granular_result) : 'N/A',
    }
    for (const trait of globalTraits) row[`rubric_${trait}`] = scores && Object.hasOwn(scores, trait) ? scores[trait] : null
    if (specificTraits.length > 0) {
      row.question_specific_rubrics = pyJsonDumps(Object.fromEntries(specificTraits.filter((tr) => scores && Object.hasOwn(scores, tr)).map((tr) => [tr, scores![tr]])))
    }
    const abstained = Boolean(t?.abstention_detected && t.abstention_override_applied)
    Object.assign(row, {
      rubric_summary: rubricSummary(scores),
      answering_model: answeringModel(m),
      parsing_model: parsingModel(m),
      replicate: m.replicate,
      answering_system_prompt: m.answering_system_prompt,
      parsing_system_prompt: m.parsing_system_prompt,
      success: abstained ? 'abstained' : m.failure === null,
      failure_category: m.failure?.category ?? null,
      failure_group: m.failure?.group ?? null,
      failure_stage: m.failure?.stage ?? null,
      failure_reason: m.failure?.reason ?? null,
      failure_details_json: m.failure?.details ? pyJsonDumps(m.failure.details) : '',
      caveats: m.caveats.join(','),
      execution_time: m.execution_time,
      timestamp: m.timestamp,
      run_name: m.run_name,
      job_id: options.jobId ?? null,
      embedding_check_performed: t?.embedding_check_performed ?? false,
      embedding_similarity_score: t?.embedding_similarity_score ?? null,
      embedding_override_applied: t?.embedding_override_applied ?? false,
      embedding_model_used: t?.embedding_model_used ?? null,
    })
    return row
  })
  const columns = [
    'row_index', 'question_id', 'question_text', 'raw_llm_response', 'parsed_gt_response', 'parsed_llm_response',
    'verify_result', 'verify_granular_result', ...globalTraits.map((t) => `rubric_${t}`),
    ...(specificTraits.length > 0 ? ['question_specific_rubrics'] : []),
    'rubric_summary', 'answering_model', 'parsing_model', 'replicate', 'answering_system_prompt', 'parsing_system_prompt',
    'success', 'failure_category', 'failure_group', 'failure_stage', 'failure_reason', 'failure_details_json', 'caveats',
    'execution_time', 'timestamp', 'run_name', 'job_id',
    'embedding_check_performed', 'embedding_similarity_score', 'embedding_override_applied', 'embedding_model_used',
  ]
  return toCsv(rows, { columns })
}
