import { styleText } from '../utils/lazy-node.js'
import { formatTextTable } from '../utils/text-table.js'
import { costRoleLabel, formatRoleCost, shownRoles } from '../results/cost.js'
import type { CellOutcome } from './result-cells.js'
import type { ResultsDiff, VerdictFlip } from './diff-results.js'
import { formatP, pct, range, signed, type RegressionVerdict } from './regression-gate.js'
import { CORRECTION_LABEL } from './multiple-testing.js'

/** Options of {@link formatDiff}. */
export interface FormatDiffOptions {
  /** ANSI colours on the headings and the verdict line. @default false */
  color?: boolean
  /** The regression gate's verdict, printed last. */
  verdict?: RegressionVerdict
  /** At most this many flips are listed (the rest are counted). @default 50 */
  maxFlips?: number
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

function outcome(o: CellOutcome): string {
  return o.total > 1 ? `${o.verdict} (${o.passed}/${o.total} passed)` : o.verdict
}

const KIND_LABEL: Record<VerdictFlip['kind'], string> = { regression: 'worse', improvement: 'better', changed: 'changed' }

function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return [...line].length > max ? `${[...line].slice(0, max - 1).join('')}…` : line
}

type Paint = (format: Parameters<typeof styleText>[0], text: string) => string

// The replicate-aware sections (see replicate-comparison.ts).
/** The clustered test per model, one row each (shown whether or not the runs have replicates). */
function formatClusteredTable(diff: ResultsDiff, paint: Paint): string[] {
  const label = CORRECTION_LABEL[diff.correction]
  return [
    '',
    paint('bold', `Paired test clustered by question (per-question pass rate over replicates; exact sign test; p corrected by ${label} over ${plural(diff.tests, 'test')}: models × traits)`),
    formatTextTable(
      ['model', 'questions', 'replicates', 'change (points)', 'down', 'up', 'p', `p (${label})`],
      diff.models.map((m) => {
        const c = m.clustered
        return [
          m.model,
          String(c.questions),
          c.replicates.base === c.replicates.head ? String(c.replicates.base) : `${c.replicates.base} → ${c.replicates.head}`,
          `${signed(c.mean_delta * 100, 1)} ${range(c.ci.lower, c.ci.upper)}`,
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

/** pass@k / pass^k per model in each run and the flaky questions; nothing when neither run has replicates. */
function formatReplicateTables(diff: ResultsDiff, paint: Paint, maxFlaky = 20): string[] {
  if (!diff.replicates) return []
  const { base, head } = diff.replicates
  const runs = [['base', base], ['head', head]] as const
  const lines = [
    '',
    paint('bold', 'Replicates (unbiased estimators at k = fewest replicates of a question; errors count as not passed)'),
    formatTextTable(
      ['model', 'run', 'k', 'pass@1', 'pass@k', 'pass^k', 'flaky questions'],
      runs.flatMap(([run, r]) => r.models.map((m) => [m.model, run, String(m.k), pct(m.pass_at_1), pct(m.pass_at_k), pct(m.pass_hat_k), `${m.flaky} of ${m.questions}`])),
      { align: ['left', 'left', 'right', 'right', 'right', 'right', 'right'], indent: '  ' },
    ),
  ]
  const flaky = runs.flatMap(([run, r]) => r.flaky.map((q) => [run, q.question_id, q.model, `${q.passed}/${q.n}`]))
  if (flaky.length > 0) {
    lines.push('', `Flaky questions (replicates disagree): ${base.flaky.length} in base, ${head.flaky.length} in head`)
    lines.push(formatTextTable(['run', 'question', 'model', 'passed'], flaky.slice(0, maxFlaky), { indent: '  ' }))
    if (flaky.length > maxFlaky) lines.push(`  … and ${flaky.length - maxFlaky} more (--json lists them all)`)
  }
  return lines
}

/**
 * The terminal rendering of a {@link ResultsDiff}: pass rate per model with intervals and the paired test,
 * the verdicts that flipped, the rubric trait deltas, and the gate's verdict.
 * @example
 * const diff = diffResults({ results: base.results, source: 'base.json' }, { results: head.results, source: 'head.json' })
 * console.log(formatDiff(diff, { verdict: checkRegression(diff), color: process.stdout.isTTY }))
 */
export function formatDiff(diff: ResultsDiff, options: FormatDiffOptions = {}): string {
  const paint: Paint = (format, text) => (options.color ? styleText(format, text, { validateStream: false }) : text)
  const confidence = `${Number(((1 - diff.alpha) * 100).toFixed(2))}%`
  const paired = diff.models.reduce((n, m) => n + m.questions, 0)
  const lines = [
    paint('bold', `Compared with baseline: ${diff.base.source} → ${diff.head.source}`),
    `  ${plural(paired, 'question × model pair')} (${plural(diff.models.length, 'model')}); errors count as not passed`,
    '',
    paint('bold', `Pass rate per model (${confidence} intervals; paired test: exact McNemar on lost vs gained)`),
    formatTextTable(
      ['model', 'questions', 'base', 'head', 'change (points)', 'lost', 'gained', 'p (McNemar)'],
      diff.models.map((m) => [
        m.model,
        String(m.questions),
        `${pct(m.base.rate)} ${range(m.base.ci.lower, m.base.ci.upper)}`,
        `${pct(m.head.rate)} ${range(m.head.ci.lower, m.head.ci.upper)}`,
        `${signed(m.delta * 100, 1)} ${range(m.delta_ci.lower, m.delta_ci.upper)}`,
        String(m.lost),
        String(m.gained),
        `${formatP(m.p_value)}${m.significant_regression ? ' *' : ''}`,
      ]),
      { align: ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'], indent: '  ' },
    ),
  ]
  lines.push(...formatClusteredTable(diff, paint), ...formatReplicateTables(diff, paint))
  const worse = diff.flips.filter((f) => f.kind === 'regression').length
  const better = diff.flips.filter((f) => f.kind === 'improvement').length
  lines.push('', paint('bold', `Verdicts that flipped: ${worse} worse, ${better} better, ${diff.flips.length - worse - better} changed between fail and error`))
  if (diff.flips.length > 0) {
    const max = options.maxFlips ?? 50
    lines.push(
      formatTextTable(
        ['', 'question', 'model', 'base', 'head'],
        diff.flips.slice(0, max).map((f) => [KIND_LABEL[f.kind], `${f.question_id}${f.question_text ? `  ${shorten(f.question_text, 48)}` : ''}`, f.model, outcome(f.base), outcome(f.head)]),
        { indent: '  ' },
      ),
    )
    if (diff.flips.length > max) lines.push(`  … and ${diff.flips.length - max} more (--json lists them all)`)
  }
  const traitRows = diff.models.flatMap((m) =>
    m.traits.map((t) => [m.model, t.trait, String(t.pairs), t.base_mean.toFixed(3), t.head_mean.toFixed(3), signed(t.mean_delta, 3), formatP(t.p_value), formatP(t.p_adjusted)]),
  )
  if (traitRows.length > 0) {
    lines.push('', paint('bold', 'Rubric traits (mean score over questions scored in both runs; booleans as 0/1; p: sign test over per-question means)'))
    const label = CORRECTION_LABEL[diff.correction]
    lines.push(
      formatTextTable(['model', 'trait', 'questions', 'base', 'head', 'change', 'p', `p (${label})`], traitRows, {
        align: ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right'],
        indent: '  ',
      }),
    )
  }
  const { base: baseCost, head: headCost } = diff.cost
  if (baseCost.total.tokens > 0 || headCost.total.tokens > 0) {
    const roles = shownRoles(baseCost, headCost)
    const costRows = [...roles.map((role) => [costRoleLabel(role), formatRoleCost(baseCost.roles[role]), formatRoleCost(headCost.roles[role])]), ['total', formatRoleCost(baseCost.total), formatRoleCost(headCost.total)]]
    lines.push('', paint('bold', 'Cost per role (USD)'))
    lines.push(formatTextTable(['role', 'base', 'head'], costRows, { align: ['left', 'right', 'right'], indent: '  ' }))
  }
  const unpaired = [
    diff.only_in_base.length > 0 ? `${plural(diff.only_in_base.length, 'question × model')} only in base` : '',
    diff.only_in_head.length > 0 ? `${plural(diff.only_in_head.length, 'question × model')} only in head` : '',
  ].filter(Boolean)
  if (unpaired.length > 0) lines.push('', `  not compared: ${unpaired.join(', ')}`)
  if (options.verdict) {
    lines.push('')
    if (options.verdict.regressed) {
      lines.push(paint(['bold', 'red'], `Regression (fails on ${options.verdict.rule}):`), ...options.verdict.reasons.map((r) => `  ${r}`))
    } else {
      lines.push(paint(['bold', 'green'], `No regression (fails on ${options.verdict.rule}).`))
    }
  }
  return lines.join('\n')
}
