import { describe, expect, it } from 'vitest'
import { passAtK, passHatK, replicateStats } from './replicate-stats.js'
import type { VerificationResult } from './verification-result.js'

describe('passAtK (Codex paper estimator 1 − C(n−c,k)/C(n,k))', () => {
  it('matches hand-computed binomial ratios', () => {
    expect(passAtK(5, 2, 2)).toBeCloseTo(1 - 3 / 10, 12) // C(3,2)=3, C(5,2)=10
    expect(passAtK(10, 3, 5)).toBeCloseTo(1 - 21 / 252, 12) // C(7,5)=21, C(10,5)=252
    expect(passAtK(4, 1, 1)).toBe(0.25) // pass@1 is c/n
    expect(passAtK(3, 0, 2)).toBe(0)
    expect(passAtK(3, 2, 2)).toBe(1) // only one failing replicate: any 2 include a pass
  })
  it('refuses impossible counts', () => {
    expect(() => passAtK(3, 4, 1)).toThrow(/0 ≤ c ≤ n/)
    expect(() => passAtK(3, 1, 4)).toThrow(/1 ≤ k ≤ n/)
  })
})

describe('passHatK (all k pass: C(c,k)/C(n,k))', () => {
  it('matches hand-computed binomial ratios', () => {
    expect(passHatK(5, 3, 2)).toBeCloseTo(3 / 10, 12)
    expect(passHatK(10, 7, 3)).toBeCloseTo(35 / 120, 12) // C(7,3)=35, C(10,3)=120
    expect(passHatK(4, 4, 4)).toBe(1)
    expect(passHatK(4, 3, 4)).toBe(0)
    expect(passHatK(4, 3, 1)).toBe(0.75)
  })
})

function result(questionId: string, model: string, verdict: 'pass' | 'fail' | 'error'): VerificationResult {
  const failure = verdict === 'pass' ? null : { category: verdict === 'fail' ? 'content' : 'timeout', group: verdict === 'fail' ? 'content' : 'retry', stage: 'x' }
  return {
    metadata: {
      question_id: questionId,
      scenario_id: null,
      answering: { interface: 'openai', model_name: model },
      parsing: { interface: 'openai', model_name: 'judge' },
      mcp_servers: null,
      failure,
    },
    template: null,
  } as unknown as VerificationResult
}

describe('replicateStats', () => {
  it('gives per question pass@k / pass^k at the fewest replicates, model means and the flaky list', () => {
    const results = [
      ...['pass', 'pass', 'fail'].map((v) => result('q1', 'a', v as 'pass')),
      ...['pass', 'pass', 'pass'].map((v) => result('q2', 'a', v as 'pass')),
      ...['fail', 'error', 'fail'].map((v) => result('q3', 'a', v as 'fail')),
      result('q1', 'b', 'pass'),
    ]
    const stats = replicateStats(results)
    expect(stats.max_replicates).toBe(3)
    const a = stats.models.find((m) => m.model.includes('a'))!
    expect(a.k).toBe(3)
    expect(a.pass_at_1).toBeCloseTo((2 / 3 + 1 + 0) / 3, 12)
    expect(a.pass_at_k).toBeCloseTo((1 + 1 + 0) / 3, 12)
    expect(a.pass_hat_k).toBeCloseTo((0 + 1 + 0) / 3, 12)
    expect(a.flaky).toBe(1)
    expect(stats.flaky.map((q) => [q.question_id, q.passed, q.n])).toEqual([['q1', 2, 3]])
    expect(stats.questions.find((q) => q.question_id === 'q3')!.errors).toBe(1)
    const b = stats.models.find((m) => m.model.includes('b'))!
    expect([b.k, b.pass_at_k, b.pass_hat_k, b.flaky]).toEqual([1, 1, 1, 0])
  })
})
