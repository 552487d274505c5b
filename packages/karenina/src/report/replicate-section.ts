// The HTML report's "Replicates" card: pass@k / pass^k per model and the flaky questions (see
// results/replicate-stats.ts). Absent when no question × model has more than one result.
import type { VerificationResult } from '../results/verification-result.js'
import { escapeHtml as esc } from './html-escape.js'
import { replicateStatsIfAny } from './replicate-summary.js'

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`

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
