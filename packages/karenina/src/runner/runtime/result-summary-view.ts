import type { VerificationResult } from '../../results/verification-result.js'

const USAGE_KEYS = new Set(['model', 'input_tokens', 'output_tokens', 'total_tokens'])

/** Of a stage's token usage, what the summary's token counts read (not the per-kind token details). */
function usageTotals(usage: Record<string, unknown> | null | undefined): Record<string, unknown> | null | undefined {
  if (!usage) return usage
  const slim: Record<string, unknown> = {}
  for (const [stage, entry] of Object.entries(usage)) {
    if (typeof entry !== 'object' || entry === null) continue
    const kept: Record<string, unknown> = {}
    for (const key in entry) if (USAGE_KEYS.has(key)) kept[key] = (entry as Record<string, unknown>)[key]
    slim[stage] = kept
  }
  return slim
}

/**
 * What the run summary and the export header read of a result: its ids, models, failure, verdict, token counts
 * and traits. A test worker hands it over beside the result's export line (see hand-off.ts), so the reporter keeps
 * only this and never parses the line again.
 */
export function resultSummaryView(result: VerificationResult): VerificationResult {
  const m = result.metadata
  const metadata = { question_id: m.question_id, replicate: m.replicate, answering: m.answering, parsing: m.parsing, failure: m.failure }
  const usage = result.template?.usage_metadata as Record<string, unknown> | null | undefined
  const template = result.template && { verify_result: result.template.verify_result, usage_metadata: usageTotals(usage) }
  return { metadata, template, rubric: result.rubric } as VerificationResult
}
