// The reporters' run summary with replicates: pass@k / pass^k per model as the reporter names it, and the flaky questions.
import { describe, expect, it } from 'vitest'
import { makeResult } from '../../../test/fixtures/results/make-result.js'
import { renderRunSummary, type JudgedResult } from './run-summary.js'

let id = 0
function judged(question: string, replicate: number, pass: boolean): JudgedResult {
  const failure = pass ? null : { category: 'content' as const, stage: 'VerifyTemplate', reason: 'wrong' }
  const result = makeResult({ metadata: { question_id: question, result_id: (id++).toString(16).padStart(16, '0'), failure, replicate } })
  return { result, pass, model: 'gpt-4o' }
}

describe('renderRunSummary with replicates', () => {
  it('adds pass@k, pass^k and the flaky questions', () => {
    // q1: 2 of 3 pass (flaky), q2: 3 of 3. pass@3 = (1 + 1) / 2, pass^3 = (0 + 1) / 2, pass@1 = (2/3 + 1) / 2.
    const text = renderRunSummary([judged('q1', 1, true), judged('q1', 2, false), judged('q1', 3, true), judged('q2', 1, true), judged('q2', 2, true), judged('q2', 3, true)])
    expect(text).toContain('replicates: up to 3 per question')
    expect(text).toMatch(/gpt-4o\s+3\s+83\.3%\s+100\.0%\s+50\.0%\s+1 of 2/)
    expect(text).toContain('~ q1 (gpt-4o): 2/3 passed')
  })
  it('adds nothing without replicates', () => {
    expect(renderRunSummary([judged('q1', 1, true), judged('q2', 1, false)])).not.toContain('replicates')
  })
})
