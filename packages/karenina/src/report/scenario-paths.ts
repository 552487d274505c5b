import { answeringModel, parsingModel } from '../results/result-metadata.js'
import type { VerificationResult } from '../results/verification-result.js'
import { escapeHtml as esc } from './html-escape.js'
import { resultVerdict } from '../results/result-verdict.js'

/** One scenario run as the report shows it: its turns in order, each with the node and the verdict. */
export interface ScenarioPathRow {
  scenarioId: string
  answeringModel: string
  parsingModel: string
  replicate: number | null
  turns: { node: string; verdict: ReturnType<typeof resultVerdict> }[]
}

/** The scenario runs among results (rows with `scenario_id`), grouped by scenario, models and replicate, turns in order. */
export function scenarioPathRows(results: readonly VerificationResult[]): ScenarioPathRow[] {
  const runs = new Map<string, ScenarioPathRow & { order: Map<number, ScenarioPathRow['turns'][number]> }>()
  for (const r of results) {
    const m = r.metadata
    if (m.scenario_id === null || m.scenario_turn === null) continue
    const key = JSON.stringify([m.scenario_id, answeringModel(m), parsingModel(m), m.replicate ?? null])
    let run = runs.get(key)
    if (!run) runs.set(key, (run = { scenarioId: m.scenario_id, answeringModel: answeringModel(m), parsingModel: parsingModel(m), replicate: m.replicate ?? null, turns: [], order: new Map() }))
    run.order.set(m.scenario_turn, { node: m.scenario_node ?? '?', verdict: resultVerdict(r) })
  }
  return [...runs.values()].map(({ order, ...run }) => ({ ...run, turns: [...order.entries()].sort((a, b) => a[0] - b[0]).map(([, t]) => t) }))
}

/** The report's "Scenario paths" section and its line break (empty string when there are no scenario rows). */
export function renderScenarioPaths(results: readonly VerificationResult[]): string {
  const rows = scenarioPathRows(results)
  if (rows.length === 0) return ''
  const mark = { pass: '✓', fail: '✗', error: '!' } as const
  const body = rows
    .map((run) => {
      const path = run.turns.map((t) => `<span class="path-${t.verdict}" title="${t.verdict}">${esc(t.node)} ${mark[t.verdict]}</span>`).join(' → ')
      return `<tr><td>${esc(run.scenarioId)}</td><td>${esc(run.answeringModel)}</td><td>${esc(run.parsingModel)}</td><td>${run.replicate ?? ''}</td><td>${run.turns.length}</td><td class="scenario-path">${path}</td></tr>`
    })
    .join('')
  return `<section class="card" id="scenarios"><h2>Scenario paths</h2><table><thead><tr><th>scenario</th><th>answering model</th><th>judge</th><th>rep</th><th>turns</th><th>path (node and verdict per turn)</th></tr></thead><tbody>${body}</tbody></table></section>\n`
}
