import { describe, expect, it } from 'vitest'
import { clusteredPairedTest } from './clustered-test.js'
import { adjustPValues } from './multiple-testing.js'
import { mcnemarExactP } from './proportion-stats.js'

describe('clusteredPairedTest', () => {
  it('tests the per-question mean differences with the exact sign test', () => {
    // Three replicates per question: q1 3/3 → 2/3, q2 3/3 → 0/3, q3 1/3 → 1/3 (a tie), q4 0/3 → 1/3.
    const t = clusteredPairedTest([
      { base: 1, head: 2 / 3 },
      { base: 1, head: 0 },
      { base: 1 / 3, head: 1 / 3 },
      { base: 0, head: 1 / 3 },
    ])!
    expect(t.questions).toBe(4)
    expect(t.mean_delta).toBeCloseTo((-1 / 3 - 1 + 0 + 1 / 3) / 4, 12)
    expect([t.down, t.up]).toEqual([2, 1])
    expect(t.p_value).toBe(1) // 2 · P(X ≤ 1 | n=3, ½) = 2 · 4/8 = 1
    expect(t.ci.lower).toBeLessThanOrEqual(t.mean_delta)
    expect(t.ci.upper).toBeGreaterThanOrEqual(t.mean_delta)
  })
  it('equals the exact McNemar test with one replicate per question', () => {
    const means = [...Array(7)].map(() => ({ base: 1, head: 0 })).concat([{ base: 0, head: 1 }], [...Array(5)].map(() => ({ base: 1, head: 1 })))
    const t = clusteredPairedTest(means)!
    expect(t.p_value).toBe(mcnemarExactP(7, 1)) // 2 · (1 + 8) / 256 = 0.0703125
    expect(t.p_value).toBe(0.0703125)
  })
  it('gives a deterministic bootstrap interval that excludes 0 for a consistent drop', () => {
    const means = [...Array(30)].map((_, i) => ({ base: 1, head: i % 3 === 0 ? 1 : 1 / 3 }))
    const a = clusteredPairedTest(means)!
    expect(clusteredPairedTest(means)).toEqual(a)
    expect(a.ci.upper).toBeLessThan(0)
    expect(a.ci.lower).toBeGreaterThan(-2 / 3 - 1e-12)
  })
  it('is null without questions', () => {
    expect(clusteredPairedTest([])).toBeNull()
  })
})

describe('adjustPValues', () => {
  it('Holm: step-down, as R p.adjust(c(0.01, 0.04, 0.03, 0.005), "holm")', () => {
    // sorted 0.005, 0.01, 0.03, 0.04 × 4, 3, 2, 1 = 0.02, 0.03, 0.06, 0.04 → monotone 0.02, 0.03, 0.06, 0.06
    expect(adjustPValues([0.01, 0.04, 0.03, 0.005], 'holm').map((p) => +p.toFixed(10))).toEqual([0.03, 0.06, 0.06, 0.02])
  })
  it('Benjamini–Hochberg: step-up, as R p.adjust(c(0.01, 0.04, 0.03, 0.005), "BH")', () => {
    // sorted 0.005, 0.01, 0.03, 0.04 × 4/1, 4/2, 4/3, 4/4 = 0.02, 0.02, 0.04, 0.04
    expect(adjustPValues([0.01, 0.04, 0.03, 0.005], 'bh').map((p) => +p.toFixed(10))).toEqual([0.02, 0.04, 0.04, 0.02])
  })
  it('caps at 1 and keeps a single test unchanged', () => {
    expect(adjustPValues([0.6, 0.7], 'holm')).toEqual([1, 1])
    expect(adjustPValues([0.2], 'bh')).toEqual([0.2])
    expect(adjustPValues([], 'holm')).toEqual([])
  })
})
