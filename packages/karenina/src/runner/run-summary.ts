import { answeringModel } from '../results/result-metadata.js'
import { traitScoreAverages, tokenUsage } from '../results/summaries.js'
import type { VerificationResult } from '../results/verification-result.js'

/** A result with the verdict its test gave it. */
export interface JudgedResult {
  result: VerificationResult
  pass: boolean
}

const percent = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)}%`)
const int = (n: number) => n.toLocaleString('en-US')

/** Why a result failed its test, in a few words. */
export function failureNote(result: VerificationResult): string {
  const failure = result.metadata.failure
  if (failure === null) return result.template?.verify_result === false ? 'wrong answer' : 'expectation not met'
  if (failure.category === 'content') return 'wrong answer'
  if (failure.category === 'parsing') return 'judge produced no valid object'
  return `${failure.category} at ${failure.stage}`
}

/** Options of {@link renderRunSummary}. */
export interface RunSummaryOptions {
  /** Where the results were written (shown in the header). */
  resultsFile?: string | null
  /** Failing results listed by name. @default 10 */
  maxFailures?: number
}

/**
 * The compact run summary a reporter prints: pass rate per answering model, failing questions, trait
 * averages and token totals.
 */
export function renderRunSummary(judged: readonly JudgedResult[], options: RunSummaryOptions = {}): string {
  const total = judged.length
  const passed = judged.filter((j) => j.pass).length
  const where = options.resultsFile ? ` → ${options.resultsFile}` : ''
  const lines = [`Karenina: ${total} result${total === 1 ? '' : 's'}, ${passed} passed, ${total - passed} failed (${percent(passed, total)})${where}`]
  if (total === 0) return lines.join('\n')

  const byModel = new Map<string, { passed: number; total: number }>()
  for (const { result, pass } of judged) {
    const key = answeringModel(result.metadata)
    const row = byModel.get(key) ?? { passed: 0, total: 0 }
    row.total++
    if (pass) row.passed++
    byModel.set(key, row)
  }
  const width = Math.max(...[...byModel.keys()].map((k) => k.length))
  for (const [model, row] of byModel) lines.push(`  ${model.padEnd(width)}  ${row.passed}/${row.total} passed (${percent(row.passed, row.total)})`)

  const failing = judged.filter((j) => !j.pass)
  const max = options.maxFailures ?? 10
  if (failing.length > 0) {
    lines.push('  Failing:')
    for (const { result } of failing.slice(0, max)) {
      const rep = result.metadata.replicate !== null ? ` #${result.metadata.replicate}` : ''
      lines.push(`    ✗ ${result.metadata.question_id}${rep} (${answeringModel(result.metadata)}): ${failureNote(result)}`)
    }
    if (failing.length > max) lines.push(`    … and ${failing.length - max} more`)
  }

  const results = judged.map((j) => j.result)
  const traits = traitScoreAverages(results)
  if (traits.length > 0) {
    const shown = traits.map((t) => {
      const name = t.metric_name ? `${t.trait_name}.${t.metric_name}` : t.trait_name
      return `${name} ${t.mean.toFixed(2)} (n=${t.count})`
    })
    lines.push(`  Traits: ${shown.join(', ')}`)
  }
  const { total: tokens } = tokenUsage(results)
  if (tokens.total_tokens > 0) {
    lines.push(`  Tokens: ${int(tokens.input_tokens)} in, ${int(tokens.output_tokens)} out (${int(tokens.total_tokens)} total)`)
  }
  return lines.join('\n')
}
