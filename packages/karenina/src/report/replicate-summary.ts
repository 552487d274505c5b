// The replicate lines of the terminal summary (`karenina report`, `karenina verify`) and of the test
// reporters' run summary: pass@k, pass^k and the flaky questions, only when some question has replicates.
import { replicateStats, type ReplicateStats, type ReplicateStatsOptions } from '../results/replicate-stats.js'
import type { VerificationResult } from '../results/verification-result.js'
import { formatTextTable } from '../utils/text-table.js'

const formatPercent = (rate: number) => `${(rate * 100).toFixed(1)}%`

/** The replicate statistics of a run, or null when no question × model has more than one result. */
export function replicateStatsIfAny(results: readonly VerificationResult[], options: ReplicateStatsOptions = {}): ReplicateStats | null {
  const stats = replicateStats(results, options)
  return stats.max_replicates > 1 ? stats : null
}

/**
 * The summary's "Replicates" block: per model pass@1, pass@k and pass^k (unbiased, k = the model's fewest
 * replicates per question), the flaky questions (replicates disagree). Empty without replicates.
 * @example
 * formatReplicateSummary(set.results).join('\n')
 */
export function formatReplicateSummary(results: readonly VerificationResult[], options: ReplicateStatsOptions & { maxFlaky?: number; indent?: string } = {}): string[] {
  const stats = replicateStatsIfAny(results, options)
  if (!stats) return []
  const indent = options.indent ?? '  '
  const max = options.maxFlaky ?? 20
  const lines = [
    `${indent}replicates: up to ${stats.max_replicates} per question; pass@k / pass^k: unbiased estimates that at least one / all of k replicates pass`,
    formatTextTable(
      ['model', 'k', 'pass@1', 'pass@k', 'pass^k', 'flaky'],
      stats.models.map((m) => [m.model, String(m.k), formatPercent(m.pass_at_1), formatPercent(m.pass_at_k), formatPercent(m.pass_hat_k), `${m.flaky} of ${m.questions}`]),
      { align: ['left', 'right', 'right', 'right', 'right', 'right'], indent: `${indent}  ` },
    ),
  ]
  if (stats.flaky.length > 0) {
    lines.push(`${indent}flaky questions (replicates disagree): ${stats.flaky.length}`)
    for (const q of stats.flaky.slice(0, max)) lines.push(`${indent}  ~ ${q.question_id} (${q.model}): ${q.passed}/${q.n} passed`)
    if (stats.flaky.length > max) lines.push(`${indent}  … and ${stats.flaky.length - max} more`)
  }
  return lines
}
