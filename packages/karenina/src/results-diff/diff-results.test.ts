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
      // One question changed per trait at most: the sign test cannot reject (p = 1).
      { trait: 'citations', pairs: 2, base_mean: 1, head_mean: 0.5, mean_delta: -0.5, p_value: 1, p_adjusted: 1 },
      { trait: 'clarity', pairs: 2, base_mean: 3, head_mean: 3.5, mean_delta: 0.5, p_value: 1, p_adjusted: 1 },
      { trait: 'entities.f1', pairs: 2, base_mean: 0.75, head_mean: 0.625, mean_delta: -0.125, p_value: 1, p_adjusted: 1 },
      { trait: 'entities.precision', pairs: 2, base_mean: 1, head_mean: 1, mean_delta: 0, p_value: 1, p_adjusted: 1 },
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

describe('diffResults with replicates', () => {
  // 10 questions × 3 replicates. Base: every replicate passes and cites. Head: q0–q7 lose one replicate
  // (2 of 3 pass, the failing one without its citation), q8–q9 unchanged.
  const cites = (citations: boolean) => ({ rubric: { rubric_evaluation_performed: true, regex_trait_scores: { citations } } })
  const base = Array.from({ length: 10 }, (_, q) => [1, 2, 3].map((r) => result(`q${q}`, 'pass', { replicate: r, ...cites(true) }))).flat()
  const head = Array.from({ length: 10 }, (_, q) =>
    [1, 2, 3].map((r) => (q < 8 && r === 3 ? result(`q${q}`, 'fail', { replicate: r, ...cites(false) }) : result(`q${q}`, 'pass', { replicate: r, ...cites(true) }))),
  ).flat()

  it('sees a drop the majority verdict hides: clustered sign test over per-question pass rates', () => {
    const m = diffResults(side(base, 'base'), side(head, 'head')).models[0]!
    // Every cell still passes by majority: McNemar sees nothing.
    expect([m.lost, m.gained, m.p_value]).toEqual([0, 0, 1])
    expect(m.clustered).toMatchObject({ questions: 10, down: 8, up: 0, replicates: { base: 3, head: 3 } })
    expect(m.clustered.mean_delta).toBeCloseTo((8 * -1) / 3 / 10, 12)
    expect(m.clustered.p_value).toBe(2 / 2 ** 8) // 0.0078125
    expect(m.clustered.ci.upper).toBeLessThan(0)
  })

  it('corrects across models × traits: Holm doubles both p-values of this 2-test family, BH keeps them', () => {
    const holm = diffResults(side(base, 'base'), side(head, 'head'))
    expect([holm.correction, holm.tests]).toEqual(['holm', 2])
    expect(holm.models[0]!.clustered).toMatchObject({ p_adjusted: 0.015625, significant_regression: true })
    expect(holm.models[0]!.traits[0]).toMatchObject({ trait: 'citations', p_value: 0.0078125, p_adjusted: 0.015625 })
    const bh = diffResults(side(base, 'base'), side(head, 'head'), { correction: 'bh' })
    expect(bh.models[0]!.clustered.p_adjusted).toBe(0.0078125)
    expect(bh.models[0]!.traits[0]!.p_adjusted).toBe(0.0078125)
    // At alpha 0.01 Holm's corrected p no longer counts as significant; BH's does.
    expect(diffResults(side(base, 'base'), side(head, 'head'), { alpha: 0.01 }).models[0]!.clustered.significant_regression).toBe(false)
    expect(diffResults(side(base, 'base'), side(head, 'head'), { alpha: 0.01, correction: 'bh' }).models[0]!.clustered.significant_regression).toBe(true)
  })

  it("reports each run's pass@k, pass^k and flaky questions", () => {
    const r = diffResults(side(base, 'base'), side(head, 'head')).replicates!
    expect(r.base.models[0]).toMatchObject({ k: 3, pass_at_1: 1, pass_at_k: 1, pass_hat_k: 1, flaky: 0 })
    expect(r.head.models[0]).toMatchObject({ k: 3, pass_at_k: 1, pass_hat_k: 0.2, flaky: 8 })
    expect(r.head.flaky.map((q) => q.question_id)).toEqual(['q0', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'])
    expect(diffResults(side([result('q1', 'pass')], 'a'), side([result('q1', 'fail')], 'b')).replicates).toBeNull()
  })

  it('refuses an unknown correction', () => {
    expect(() => diffResults(side(base, 'base'), side(head, 'head'), { correction: 'bonferroni' as 'holm' })).toThrow("correction: expected 'holm' or 'bh', received bonferroni")
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
