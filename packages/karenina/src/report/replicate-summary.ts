// The replicate lines of the terminal summary (`karenina report`, `karenina verify`) and of the test
// reporters' run summary, and the HTML report's "Replicates" card: pass@k, pass^k and the flaky questions
// (see results/replicate-stats.ts), only when some question has replicates.
import { replicateStats, type ReplicateStats, type ReplicateStatsOptions } from '../results/replicate-stats.js'
import type { VerificationResult } from '../results/verification-result.js'
import { formatTextTable } from '../utils/text-table.js'
import { escapeHtml as esc } from './html-escape.js'
import { pct } from '../results-diff/regression-gate.js'

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
      stats.models.map((m) => [m.model, String(m.k), pct(m.pass_at_1), pct(m.pass_at_k), pct(m.pass_hat_k), `${m.flaky} of ${m.questions}`]),
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

/** The card and its line break, or '' without replicates. */
export function renderReplicateSection(results: readonly VerificationResult[]): string {
  const stats = replicateStatsIfAny(results)
  if (!stats) return ''
  const models = stats.models
    .map(
      (m) =>
        `<tr><td>${esc(m.model)}</td><td>${m.questions}</td><td>${m.k}</td><td>${pct(m.pass_at_1)}</td><td>${pct(m.pass_at_k)}</td><td>${pct(m.pass_hat_k)}</td><td>${m.flaky}</td></tr>`,
    )
    .join('')
  const flaky =
    stats.flaky.length === 0
      ? '<p class="empty-note">No flaky question: every question × model gave the same verdict in all its replicates.</p>'
      : `<table class="flaky-questions"><thead><tr><th>question</th><th>model</th><th>passed</th></tr></thead><tbody>${stats.flaky
          .map((q) => `<tr data-flaky="${esc(q.question_id)}"><td class="qid">${esc(q.question_id)}</td><td>${esc(q.model)}</td><td>${q.passed}/${q.n}</td></tr>`)
          .join('')}</tbody></table>`
  return (
    `<section class="card" id="replicates"><h2>Replicates</h2>` +
    `<p class="qid">up to ${stats.max_replicates} replicates per question; pass@k / pass^k: unbiased estimates that at least one / all of k replicates pass, k = the model's fewest replicates of a question; errors count as not passed</p>` +
    `<table class="replicate-models"><thead><tr><th>model</th><th>questions</th><th>k</th><th>pass@1</th><th>pass@k</th><th>pass^k</th><th>flaky</th></tr></thead><tbody>${models}</tbody></table>` +
    `<h3>Flaky questions (replicates disagree): ${stats.flaky.length}</h3>${flaky}</section>\n`
  )
}
