import { ScenarioExecutionResult, type ScenarioResultRecord } from '../../results/scenario-execution-result.js'

/** Counts of a scenario run (spec 05 §9): scenarios, runs, turns, statuses and outcome criteria. */
export interface ScenarioSummary {
  /** Distinct scenario ids. */
  scenarios: number
  /** Scenario × models × replicate runs. */
  runs: number
  /** Turns over all runs (= per-turn VerificationResults). */
  turns: number
  byStatus: Record<string, number>
  /** Boolean criteria: runs where true / evaluated; numeric ones: their mean. */
  outcomes: Record<string, { passed: number; total: number } | { mean: number; total: number }>
}

/** Summarizes scenario runs, in memory or as loaded records (a result set's `scenarioResults`). */
export function summarizeScenarios(runs: readonly (ScenarioExecutionResult | ScenarioResultRecord)[]): ScenarioSummary {
  const list = runs.map((r) => (r instanceof ScenarioExecutionResult ? r.toJSON() : r))
  const byStatus: Record<string, number> = {}
  const bools = new Map<string, { passed: number; total: number }>()
  const numbers = new Map<string, { sum: number; total: number }>()
  for (const r of list) {
    byStatus[r.status] = (byStatus[r.status] ?? 0) + 1
    for (const [name, value] of Object.entries(r.outcome_results)) {
      if (typeof value === 'boolean') {
        const b = bools.get(name) ?? { passed: 0, total: 0 }
        bools.set(name, { passed: b.passed + (value ? 1 : 0), total: b.total + 1 })
      } else {
        const n = numbers.get(name) ?? { sum: 0, total: 0 }
        numbers.set(name, { sum: n.sum + Number(value), total: n.total + 1 })
      }
    }
  }
  const outcomes: ScenarioSummary['outcomes'] = {}
  for (const [name, b] of bools) outcomes[name] = b
  for (const [name, n] of numbers) outcomes[name] = { mean: n.sum / n.total, total: n.total }
  return {
    scenarios: new Set(list.map((r) => r.scenario_id)).size,
    runs: list.length,
    turns: list.reduce((sum, r) => sum + r.turn_count, 0),
    byStatus,
    outcomes,
  }
}

/** A few lines for a terminal: counts, statuses, outcome criteria and each run's path. */
export function formatScenarioSummary(runs: readonly (ScenarioExecutionResult | ScenarioResultRecord)[]): string {
  const s = summarizeScenarios(runs)
  const statuses = Object.entries(s.byStatus).map(([k, v]) => `${k} ${v}`).join(', ')
  const lines = [`Scenarios: ${s.scenarios} scenarios, ${s.runs} runs (${statuses || 'none'}), ${s.turns} turns`]
  for (const [name, o] of Object.entries(s.outcomes)) {
    lines.push('passed' in o ? `  ${name}: ${o.passed}/${o.total}` : `  ${name}: mean ${Number(o.mean.toFixed(3))} over ${o.total}`)
  }
  for (const r of runs.map((x) => (x instanceof ScenarioExecutionResult ? x.toJSON() : x))) {
    const rep = `${r.answering_model ? ` (${r.answering_model})` : ''}${r.replicate === null ? '' : ` #${r.replicate}`}`
    const failure = r.terminal_failure ? ` — ${r.terminal_failure.category} at ${r.terminal_failure.node_id}: ${r.terminal_failure.reason}` : ''
    lines.push(`  ${r.scenario_id}${rep} [${r.status}] ${r.path.join(' → ')}${failure}`)
  }
  return lines.join('\n')
}
