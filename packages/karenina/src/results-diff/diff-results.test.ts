// Pairing rules that the end-to-end test (test/cli/diff.test.ts, real runs) does not reach: replicates,
// fail ↔ error changes, metric traits, unpaired cells, and the regression gate's modes.
import { describe, expect, it } from 'vitest'
import { makeResult } from '../../test/fixtures/results/make-result.js'
import type { VerificationResult } from '../results/verification-result.js'
import { diffResults } from './diff-results.js'
import { checkRegression } from './regression-gate.js'

type Verdict = 'pass' | 'fail' | 'error'
let id = 0
function result(question: string, verdict: Verdict, extra: { replicate?: number; rubric?: Record<string, unknown> } = {}): VerificationResult {
  const failure =
    verdict === 'fail'
      ? { category: 'content' as const, stage: 'VerifyTemplate', reason: 'wrong' }
      : verdict === 'error'
        ? { category: 'timeout' as const, stage: 'GenerateAnswer', reason: 'slow' }
        : null
  return makeResult({
    metadata: { question_id: question, result_id: (id++).toString(16).padStart(16, '0'), failure, replicate: extra.replicate ?? null },
    ...(extra.rubric ? { rubric: extra.rubric } : {}),
  })
}
const side = (results: VerificationResult[], source: string) => ({ results, source })

describe('diffResults', () => {
  it('aggregates replicates: a cell passes when more than half pass, is an error when all are', () => {
    const base = [
      ...['pass', 'pass', 'fail'].map((v, i) => result('q1', v as Verdict, { replicate: i + 1 })),
      ...['pass', 'fail'].map((v, i) => result('q2', v as Verdict, { replicate: i + 1 })),
      ...['error', 'error'].map((v, i) => result('q3', v as Verdict, { replicate: i + 1 })),
    ]
    const head = [
      ...['pass', 'fail', 'fail'].map((v, i) => result('q1', v as Verdict, { replicate: i + 1 })),
      ...['pass', 'pass'].map((v, i) => result('q2', v as Verdict, { replicate: i + 1 })),
      ...['fail', 'error'].map((v, i) => result('q3', v as Verdict, { replicate: i + 1 })),
    ]
    const diff = diffResults(side(base, 'base'), side(head, 'head'))
    expect(diff.flips.map((f) => [f.question_id, f.kind, f.base, f.head])).toEqual([
      ['q1', 'regression', { verdict: 'pass', passed: 2, errors: 0, total: 3 }, { verdict: 'fail', passed: 1, errors: 0, total: 3 }],
      // 1 of 2 is not more than half: fail.
      ['q2', 'improvement', { verdict: 'fail', passed: 1, errors: 0, total: 2 }, { verdict: 'pass', passed: 2, errors: 0, total: 2 }],
      ['q3', 'changed', { verdict: 'error', passed: 0, errors: 2, total: 2 }, { verdict: 'fail', passed: 0, errors: 1, total: 2 }],
    ])
    expect(diff.models[0]).toMatchObject({ questions: 3, lost: 1, gained: 1, delta: 0, p_value: 1 })
  })

  it('averages boolean, numeric and metric trait scores per question, over questions scored in both runs', () => {
    const rubric = (score: number, citations: boolean, f1: number) => ({
      rubric_evaluation_performed: true,
      llm_trait_scores: { clarity: score },
      regex_trait_scores: { citations },
      metric_trait_scores: { entities: { precision: 1, f1 } },
    })
    const base = [result('q1', 'pass', { rubric: rubric(4, true, 0.5) }), result('q2', 'pass', { rubric: rubric(2, true, 1) }), result('q3', 'pass')]
    const head = [result('q1', 'pass', { rubric: rubric(5, false, 0.25) }), result('q2', 'pass', { rubric: rubric(2, true, 1) }), result('q3', 'pass', { rubric: rubric(1, false, 0) })]
    const traits = diffResults(side(base, 'base'), side(head, 'head')).models[0]!.traits
    expect(traits).toEqual([
      { trait: 'citations', pairs: 2, base_mean: 1, head_mean: 0.5, mean_delta: -0.5 },
      { trait: 'clarity', pairs: 2, base_mean: 3, head_mean: 3.5, mean_delta: 0.5 },
      { trait: 'entities.f1', pairs: 2, base_mean: 0.75, head_mean: 0.625, mean_delta: -0.125 },
      { trait: 'entities.precision', pairs: 2, base_mean: 1, head_mean: 1, mean_delta: 0 },
    ])
  })

  it('lists cells present in one run only and leaves them out of the statistics', () => {
    const diff = diffResults(side([result('q1', 'pass'), result('q2', 'pass')], 'base'), side([result('q1', 'pass'), result('q3', 'fail')], 'head'))
    expect(diff.models[0]!.questions).toBe(1)
    expect(diff.only_in_base).toEqual([{ question_id: 'q2', model: 'langchain:gpt-4o | langchain:judge-a', verdict: 'pass' }])
    expect(diff.only_in_head).toEqual([{ question_id: 'q3', model: 'langchain:gpt-4o | langchain:judge-a', verdict: 'fail' }])
  })

  it('pairs scenario results per scenario, node and turn', () => {
    const turn = (node: string, t: number, verdict: Verdict) => {
      const r = result('q-shared', verdict)
      return { ...r, metadata: { ...r.metadata, scenario_id: 'triage', scenario_node: node, scenario_turn: t } }
    }
    const diff = diffResults(side([turn('ask', 1, 'pass'), turn('ask', 2, 'pass')], 'base'), side([turn('ask', 1, 'pass'), turn('ask', 2, 'fail')], 'head'))
    expect(diff.models[0]!.questions).toBe(2)
    expect(diff.flips.map((f) => f.question_id)).toEqual(['triage › ask (turn 2)'])
  })

  it('rejects an alpha outside (0, 1) and runs with nothing in common, naming both', () => {
    expect(() => diffResults(side([result('q1', 'pass')], 'a.json'), side([result('q1', 'pass')], 'b.json'), { alpha: 1 })).toThrow(/alpha: expected a number between 0 and 1/)
    expect(() => diffResults(side([result('q1', 'pass')], 'a.json'), side([result('q2', 'pass')], 'b.json'))).toThrow(
      'no common questions: a.json (langchain:gpt-4o | langchain:judge-a) and b.json (langchain:gpt-4o | langchain:judge-a) share no question × model',
    )
  })
})

describe('checkRegression', () => {
  // 6 of 10 questions lost, none gained: p = 2/2^6 = 0.03125; a drop of 60 points.
  const base = Array.from({ length: 10 }, (_, i) => result(`q${i}`, 'pass'))
  const head = Array.from({ length: 10 }, (_, i) => result(`q${i}`, i < 6 ? 'fail' : 'pass'))
  const diff = diffResults(side(base, 'base'), side(head, 'head'))

  it('significant (default): p < alpha and a drop beyond --max-drop', () => {
    expect(diff.models[0]!.p_value).toBe(0.03125)
    expect(checkRegression(diff).regressed).toBe(true)
    expect(checkRegression(diff, { maxDrop: 0.6 }).regressed).toBe(false)
    expect(checkRegression(diffResults(side(base, 'base'), side(head, 'head'), { alpha: 0.03 })).regressed).toBe(false)
  })

  it('drop, flip and never', () => {
    const one = diffResults(side(base, 'base'), side(head.map((r, i) => (i === 0 ? r : result(`q${i}`, 'pass'))), 'head'))
    expect(checkRegression(one).regressed).toBe(false)
    expect(checkRegression(one, { failOn: 'drop' }).regressed).toBe(true)
    expect(checkRegression(one, { failOn: 'drop', maxDrop: 0.1 }).regressed).toBe(false)
    expect(checkRegression(one, { failOn: 'flip' }).reasons).toEqual(['langchain:gpt-4o | langchain:judge-a: q0 went from pass to fail'])
    expect(checkRegression(diff, { failOn: 'never' })).toMatchObject({ regressed: false, rule: 'nothing (--fail-on never)' })
  })
})
