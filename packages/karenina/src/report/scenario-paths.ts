import { answeringModel, parsingModel } from '../results/result-metadata.js'
import type { VerificationResult } from '../results/verification-result.js'
import { escapeHtml as esc } from './html-escape.js'
import { resultVerdict } from '../results/result-verdict.js'

/** One scenario run as the report shows it: its turns in order, each with the node and the verdict. */
export type ScenarioPathRow = ReturnType<typeof scenarioPathRows>[number]

/** The scenario runs among results (rows with `scenario_id`), grouped by scenario, models and replicate, turns in order. */
export function scenarioPathRows(results: readonly VerificationResult[]) {
  const turns = results.filter((r) => r.metadata.scenario_id !== null && r.metadata.scenario_turn !== null)
  const runs = Map.groupBy(turns, ({ metadata: m }) => JSON.stringify([m.scenario_id, answeringModel(m), parsingModel(m), m.replicate ?? null]))
  return [...runs.values()].map((list) => {
    const m = list[0]!.metadata
    // A turn recorded twice keeps its last result.
    const byTurn = new Map(list.map((r) => [r.metadata.scenario_turn!, { node: r.metadata.scenario_node ?? '?', verdict: resultVerdict(r) }]))
    return {
      scenarioId: m.scenario_id!,
      answeringModel: answeringModel(m),
      parsingModel: parsingModel(m),
      replicate: m.replicate ?? null,
      turns: [...byTurn].sort((a, b) => a[0] - b[0]).map(([, turn]) => turn),
    }
  })
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
