// Reference values: packages/karenina/test/fixtures/results-diff/stats-reference.py (standard-library Python: exact binomial
// sums with fractions, NormalDist for z), and the published examples of Newcombe (1998): Wilson 81/263 →
// 0.2553–0.3662, 15/148 → 0.0624–0.1605, 0/20 → 0–0.1611, 1/29 → 0.0061–0.1718 (single-proportion paper);
// paired differences 36/12/2/0 → 0.0569–0.3404, 18/12/2/18 → 0.0562–0.3290, 53/0/0/1 → −0.0729–0.0729.
import { describe, expect, it } from 'vitest'
import { mcnemarExactP, normalQuantile, pairedDifferenceInterval, wilsonInterval } from './proportion-stats.js'

describe('normalQuantile', () => {
  it('matches Python statistics.NormalDist().inv_cdf', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.9599639845400536, 8)
    expect(normalQuantile(0.995)).toBeCloseTo(2.5758293035489, 8)
    expect(normalQuantile(0.5)).toBe(0)
    expect(normalQuantile(0.01)).toBeCloseTo(-normalQuantile(0.99), 9)
    expect(() => normalQuantile(1)).toThrow(/0 < p < 1/)
  })
})

describe('wilsonInterval', () => {
  it.each([
    [81, 263, 0.05, 0.2552885198782743, 0.36620957698280016],
    [15, 148, 0.05, 0.06238639953073628, 0.160487241723308],
    [0, 20, 0.05, 0, 0.1611251580528193],
    [1, 29, 0.05, 0.006113214292762661, 0.17175521879320282],
    [29, 29, 0.05, 0.8830302015002593, 1],
    [7, 10, 0.05, 0.39677814746114537, 0.892208732593699],
    [7, 10, 0.01, 0.32002467920110256, 0.9204336834769342],
  ])('%i/%i at alpha %f', (k, n, alpha, lower, upper) => {
    const interval = wilsonInterval(k, n, alpha)!
    expect(interval.lower).toBeCloseTo(lower, 8)
    expect(interval.upper).toBeCloseTo(upper, 8)
  })

  it('is exact at the edges and null without data', () => {
    expect(wilsonInterval(0, 20)!.lower).toBe(0)
    expect(wilsonInterval(20, 20)!.upper).toBe(1)
    expect(wilsonInterval(0, 0)).toBeNull()
  })
})

describe('mcnemarExactP', () => {
  it.each([
    [6, 0, 0.03125],
    [5, 0, 0.0625],
    [12, 2, 0.012939453125],
    [2, 12, 0.012939453125],
    [3, 3, 1],
    [10, 4, 0.1795654296875],
    [0, 0, 1],
    [40, 20, 0.01348929373119186],
    [700, 640, 0.10697992524490955],
  ])('b=%i c=%i', (b, c, p) => {
    expect(mcnemarExactP(b, c)).toBeCloseTo(p, 12)
  })

  it('stays finite when 2^-n underflows', () => {
    const p = mcnemarExactP(1100, 1000)
    expect(p).toBeGreaterThan(0)
    expect(p).toBeLessThan(0.05)
    expect(mcnemarExactP(1050, 1050)).toBe(1)
  })
})

describe('pairedDifferenceInterval (Newcombe method 10, head − base)', () => {
  it.each([
    [{ both: 36, lost: 2, gained: 12, neither: 0 }, 0.05692958400323875, 0.3404276029749406],
    [{ both: 18, lost: 2, gained: 12, neither: 18 }, 0.05617184398825317, 0.3289759688858015],
    [{ both: 53, lost: 0, gained: 0, neither: 1 }, -0.07293814547857695, 0.07293814547857695],
    [{ both: 2, lost: 6, gained: 0, neither: 2 }, -0.8026820451433557, -0.1618235651149591],
    [{ both: 10, lost: 0, gained: 0, neither: 0 }, -0.27753279986288915, 0.27753279986288915],
  ])('%o', (table, lower, upper) => {
    const interval = pairedDifferenceInterval(table)!
    expect(interval.lower).toBeCloseTo(lower, 8)
    expect(interval.upper).toBeCloseTo(upper, 8)
  })

  it('is null without pairs', () => {
    expect(pairedDifferenceInterval({ both: 0, lost: 0, gained: 0, neither: 0 })).toBeNull()
  })
})
