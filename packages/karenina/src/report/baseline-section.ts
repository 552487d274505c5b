import type { CellOutcome } from '../results-diff/result-cells.js'
import type { ResultsDiff } from '../results-diff/diff-results.js'
import { formatP, pct, range, signed } from '../results-diff/regression-gate.js'
import { escapeHtml as esc } from './html-escape.js'
import { CORRECTION_LABEL } from '../results-diff/multiple-testing.js'

function badge(o: CellOutcome): string {
  const replicates = o.total > 1 ? ` <span class="qid">${o.passed}/${o.total} passed</span>` : ''
  return `<span class="badge ${o.verdict}">${o.verdict}</span>${replicates}`
}

/**
 * The HTML report's "Compared with baseline" card: pass rate per model in both runs with intervals, the
 * paired change and its McNemar p-value, the verdicts that flipped, and trait deltas (as `karenina diff`).
 */
export function renderBaselineSection(diff: ResultsDiff): string {
  const confidence = `${Number(((1 - diff.alpha) * 100).toFixed(2))}%`
  const models = diff.models
    .map(
      (m) =>
        `<tr><td>${esc(m.model)}</td><td>${m.questions}</td><td>${pct(m.base.rate)} <span class="qid">${range(m.base.ci.lower, m.base.ci.upper)}</span></td>` +
        `<td>${pct(m.head.rate)} <span class="qid">${range(m.head.ci.lower, m.head.ci.upper)}</span></td>` +
        `<td class="${m.significant_regression ? 'bad' : ''}">${signed(m.delta * 100, 1)} <span class="qid">${range(m.delta_ci.lower, m.delta_ci.upper)}</span></td>` +
        `<td>${m.lost}</td><td>${m.gained}</td><td>${formatP(m.p_value)}${m.significant_regression ? ' *' : ''}</td></tr>`,
    )
    .join('')
  const flips =
    diff.flips.length === 0
      ? '<p class="empty-note">No verdict changed.</p>'
      : `<table class="baseline-flips"><thead><tr><th>question</th><th>model</th><th>baseline</th><th>this run</th></tr></thead><tbody>${diff.flips
          .map(
            (f) =>
              `<tr data-flip="${f.kind}"><td class="q">${esc(f.question_text)}<div class="qid">${esc(f.question_id)}</div></td><td>${esc(f.model)}</td><td>${badge(f.base)}</td><td>${badge(f.head)}</td></tr>`,
          )
          .join('')}</tbody></table>`
  const traitRows = diff.models.flatMap((m) =>
    m.traits.map(
      (t) =>
        `<tr><td>${esc(m.model)}</td><td>${esc(t.trait)}</td><td>${t.pairs}</td><td>${t.base_mean.toFixed(3)}</td><td>${t.head_mean.toFixed(3)}</td><td>${signed(t.mean_delta, 3)}</td><td>${formatP(t.p_value)}</td><td>${formatP(t.p_adjusted)}</td></tr>`,
    ),
  )
  const traits =
    traitRows.length === 0
      ? ''
      : `<h3>Rubric traits (mean over questions scored in both runs)</h3><table><thead><tr><th>model</th><th>trait</th><th>questions</th><th>baseline</th><th>this run</th><th>change</th><th>p</th><th>p (${CORRECTION_LABEL[diff.correction]})</th></tr></thead><tbody>${traitRows.join('')}</tbody></table>`
  const worse = diff.flips.filter((f) => f.kind === 'regression').length
  const better = diff.flips.filter((f) => f.kind === 'improvement').length
  return (
    `<section class="card" id="baseline"><h2>Compared with baseline</h2>` +
    `<p class="qid">${esc(diff.base.source)} → ${esc(diff.head.source)}; ${confidence} intervals; p: exact McNemar test of questions lost vs gained (* significant drop at ${diff.alpha}); errors count as not passed</p>` +
    `<table class="baseline-models"><thead><tr><th>model</th><th>questions</th><th>baseline</th><th>this run</th><th>change (points)</th><th>lost</th><th>gained</th><th>p</th></tr></thead><tbody>${models}</tbody></table>` +
    clusteredTable(diff) +
    `<h3>Verdicts that flipped: ${worse} worse, ${better} better</h3>${flips}${traits}</section>`
  )
}

/** The paired test clustered by question (accounts for replicates), its p corrected across models × traits. */
function clusteredTable(diff: ResultsDiff): string {
  const label = CORRECTION_LABEL[diff.correction]
  const rows = diff.models
    .map((m) => {
      const c = m.clustered
      return (
        `<tr><td>${esc(m.model)}</td><td>${c.questions}</td><td>${c.replicates.base === c.replicates.head ? c.replicates.base : `${c.replicates.base} → ${c.replicates.head}`}</td>` +
        `<td class="${c.significant_regression ? 'bad' : ''}">${signed(c.mean_delta * 100, 1)} <span class="qid">${range(c.ci.lower, c.ci.upper)}</span></td>` +
        `<td>${c.down}</td><td>${c.up}</td><td>${formatP(c.p_value)}</td><td>${formatP(c.p_adjusted)}${c.significant_regression ? ' *' : ''}</td></tr>`
      )
    })
    .join('')
  return (
    `<h3>Paired test clustered by question</h3><p class="qid">per-question pass rate over replicates; exact sign test over questions; cluster bootstrap interval; p corrected by ${label} over ${diff.tests} tests (models × traits)</p>` +
    `<table class="baseline-clustered"><thead><tr><th>model</th><th>questions</th><th>replicates</th><th>change (points)</th><th>down</th><th>up</th><th>p</th><th>p (${label})</th></tr></thead><tbody>${rows}</tbody></table>`
  )
}
