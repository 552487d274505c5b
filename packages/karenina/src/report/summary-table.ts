import { styleText } from '../utils/lazy-node.js'
import { failureCounts } from '../results/summaries.js'
import { answeringModel, parsingModel } from '../results/result-metadata.js'
import type { VerificationResult } from '../results/verification-result.js'
import { countVerdicts, type VerdictCounts } from '../results/result-verdict.js'
import { buildReportData, failedTraitsOf } from './report-data.js'
import { formatTextTable } from '../utils/text-table.js'
import { formatCount } from './format-count.js'
import { costByRole, formatCost, withPrices, type PriceTable } from '../results/cost.js'
import { formatReplicateSummary } from './replicate-summary.js'

/** Options of {@link formatSummary}. */
export interface SummaryOptions {
  /** ANSI colours (green pass rate ≥ 80 %, yellow ≥ 50 %, red below). @default false */
  color?: boolean
  /** Heading line. @default 'Verification summary' */
  title?: string
  /** Prices over the shipped table for the cost line (README "Cost per role and budgets"). */
  prices?: PriceTable
}

/** `75.0%`, or `—` when there is nothing to rate. */
export function formatPercent(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(1)}%`
}

function countCells(c: VerdictCounts): string[] {
  return [String(c.total), String(c.passed), String(c.failed), String(c.errors), formatPercent(c.passRate)]
}

/**
 * The terminal summary of a run: results per answering model × judge with pass / fail / error counts and
 * pass rate, an overall row, failure categories and token totals. Plain text unless `color`.
 * @example
 * process.stdout.write(formatSummary(results.results, { color: process.stdout.isTTY }) + '\n')
 */
export function formatSummary(results: readonly VerificationResult[], options: SummaryOptions = {}): string {
  const paint = (format: Parameters<typeof styleText>[0], text: string) => (options.color ? styleText(format, text, { validateStream: false }) : text)
  const data = buildReportData(results)
  const combos = [...Map.groupBy(results, (r) => JSON.stringify([answeringModel(r.metadata), parsingModel(r.metadata)])).values()]
  const counts = combos.map(countVerdicts)
  const rows = combos.map((list, i) => [answeringModel(list[0]!.metadata), parsingModel(list[0]!.metadata), ...countCells(counts[i]!)])
  const rateColor = (rate: number | null): Parameters<typeof styleText>[0] => (rate === null ? 'dim' : rate >= 0.8 ? 'green' : rate >= 0.5 ? 'yellow' : 'red')
  const overall = countCells(data.overall)
  const questions = data.byQuestion.length
  const lines = [
    paint('bold', `${options.title ?? 'Verification summary'}: ${results.length} result${results.length === 1 ? '' : 's'}, ${questions} question${questions === 1 ? '' : 's'}`),
    '',
    // Colour codes would break the padding, so the table is laid out on plain text, then each row's pass rate (the
    // line's right-aligned end) is painted.
    formatTextTable(['answering model', 'judge', 'results', 'pass', 'fail', 'error', 'pass rate'], rows, {
      align: ['left', 'left', 'right', 'right', 'right', 'right', 'right'],
      footer: ['overall', '', ...overall],
      indent: '  ',
    })
      .split('\n')
      .map((line, i) => {
        const rate = rows[i - 2]?.[6]
        return rate === undefined ? line : line.slice(0, line.length - rate.length) + paint(rateColor(counts[i - 2]!.passRate), rate)
      })
      .join('\n'),
  ]
  const failures = failureCounts(results)
  if (failures.length > 0) lines.push('', `  failures: ${failures.map((f) => `${f.category} ${f.count}`).join(', ')}`)
  const failedTraits = new Map<string, number>()
  for (const r of results) for (const name of Object.keys(failedTraitsOf(r))) failedTraits.set(name, (failedTraits.get(name) ?? 0) + 1)
  if (failedTraits.size > 0) {
    lines.push(`  failed rubric trait evaluations (not scored): ${[...failedTraits].map(([name, n]) => `${name} ${n}`).join(', ')}`)
  }
  if (data.tokens.total > 0) {
    lines.push(`  tokens: ${formatCount(data.tokens.input)} in, ${formatCount(data.tokens.output)} out, ${formatCount(data.tokens.total)} total`)
  }
  const cost = formatCost(costByRole(results, { prices: withPrices(options.prices) }))
  if (cost !== null) lines.push(`  cost: ${cost}`)
  lines.push(...formatReplicateSummary(results))
  return lines.join('\n')
}
