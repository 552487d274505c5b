import { describe, expect, it } from 'vitest'
import { makeResult } from '../../test/fixtures/results/make-result.js'
import type { VerificationResult } from '../results/verification-result.js'
import { renderHtmlReport } from './html-report.js'
import { scenarioPathRows } from './scenario-paths.js'

function turn(node: string, index: number, path: string[], replicate: number | null, pass: boolean): VerificationResult {
  return makeResult({
    metadata: { scenario_id: 'tutoring', scenario_node: node, scenario_turn: index, scenario_path: path, replicate, result_id: `${node}${index}${replicate}`.padEnd(16, '0') },
    template: { verify_result: pass, template_verification_performed: true },
  })
}

describe('HTML report: scenario paths', () => {
  it('groups turns into runs, in turn order, and shows each path with per-turn verdicts', () => {
    const rows = [turn('hint', 1, ['ask', 'hint'], 1, true), turn('ask', 0, ['ask'], 1, false), turn('ask', 0, ['ask'], 2, true)]
    expect(scenarioPathRows(rows).map((r) => [r.scenarioId, r.replicate, r.turns.map((t) => `${t.node}:${t.verdict}`)])).toEqual([
      ['tutoring', 1, ['ask:fail', 'hint:pass']],
      ['tutoring', 2, ['ask:pass']],
    ])
    const html = renderHtmlReport(rows)
    expect(html).toContain('<h2>Scenario paths</h2>')
    expect(html).toContain('<span class="path-fail" title="fail">ask ✗</span> → <span class="path-pass" title="pass">hint ✓</span>')
    expect(renderHtmlReport([makeResult()])).not.toContain('Scenario paths')
  })
})
