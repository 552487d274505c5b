import type { VerificationResult } from '../results/verification-result.js'

/**
 * What the run summary and the export header read of a result: its ids, models, failure, verdict, token usage
 * and traits. A reporter that spools results keeps only this; a packed record carries it beside the result's
 * export line, so vitest's main process reads it without parsing and validating the whole result again.
 */
export function resultSummaryView(result: VerificationResult): VerificationResult {
  const m = result.metadata
  const metadata = { question_id: m.question_id, replicate: m.replicate, answering: m.answering, parsing: m.parsing, failure: m.failure }
  const template = result.template && { verify_result: result.template.verify_result, usage_metadata: result.template.usage_metadata }
  return { metadata, template, rubric: result.rubric } as VerificationResult
}
