// The replicate-aware sections of `karenina diff`'s terminal output (see replicate-comparison.ts).
import { formatTextTable } from '../utils/text-table.js'
import type { ModelReplicates, QuestionReplicates } from '../results/replicate-stats.js'
import type { ResultsDiff } from './diff-results.js'
import type { PValueCorrection } from './multiple-testing.js'
import { formatP } from './regression-gate.js'

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`
const num = (value: number) => `${value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}`
const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(1)}`

/** `Holm` / `Benjamini–Hochberg`: the correction's name in headings. */
export const CORRECTION_LABEL: Record<PValueCorrection, string> = { holm: 'Holm', bh: 'Benjamini–Hochberg' }

/** The clustered test per model, one row each (shown whether or not the runs have replicates). */
export function formatClusteredTable(diff: ResultsDiff): string[] {
  const label = CORRECTION_LABEL[diff.correction]
  return [
    `Paired test clustered by question (per-question pass rate over replicates; exact sign test; p corrected by ${label} over ${diff.tests} test${diff.tests === 1 ? '' : 's'}: models × traits)`,
    formatTextTable(
      ['model', 'questions', 'replicates', 'change (points)', 'down', 'up', 'p', `p (${label})`],
      diff.models.map((m) => {
        const c = m.clustered
        return [
          m.model,
          String(c.questions),
          c.replicates.base === c.replicates.head ? String(c.replicates.base) : `${c.replicates.base} → ${c.replicates.head}`,
          `${signed(c.mean_delta * 100)} [${num(c.ci.lower * 100)}, ${num(c.ci.upper * 100)}]`,
          String(c.down),
          String(c.up),
          formatP(c.p_value),
          `${formatP(c.p_adjusted)}${c.significant_regression ? ' *' : ''}`,
        ]
      }),
      { align: ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'], indent: '  ' },
    ),
  ]
}

function modelRows(side: string, models: readonly ModelReplicates[]): string[][] {
  return models.map((m) => [m.model, side, String(m.k), pct(m.pass_at_1), pct(m.pass_at_k), pct(m.pass_hat_k), `${m.flaky} of ${m.questions}`])
}

/** pass@k / pass^k per model in each run and the flaky questions; nothing when neither run has replicates. */
export function formatReplicateTables(diff: ResultsDiff, maxFlaky = 20): string[] {
  if (!diff.replicates) return []
  const { base, head } = diff.replicates
  const lines = [
    'Replicates (unbiased estimators at k = fewest replicates of a question; errors count as not passed)',
    formatTextTable(['model', 'run', 'k', 'pass@1', 'pass@k', 'pass^k', 'flaky questions'], [...modelRows('base', base.models), ...modelRows('head', head.models)], {
      align: ['left', 'left', 'right', 'right', 'right', 'right', 'right'],
      indent: '  ',
    }),
  ]
  const flaky: [string, QuestionReplicates][] = [...base.flaky.map((q) => ['base', q] as [string, QuestionReplicates]), ...head.flaky.map((q) => ['head', q] as [string, QuestionReplicates])]
  if (flaky.length > 0) {
    lines.push('', `Flaky questions (replicates disagree): ${base.flaky.length} in base, ${head.flaky.length} in head`)
    lines.push(formatTextTable(['run', 'question', 'model', 'passed'], flaky.slice(0, maxFlaky).map(([run, q]) => [run, q.question_id, q.model, `${q.passed}/${q.n}`]), { indent: '  ' }))
    if (flaky.length > maxFlaky) lines.push(`  … and ${flaky.length - maxFlaky} more (--json lists them all)`)
  }
  return lines
}
