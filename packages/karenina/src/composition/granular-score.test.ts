import { describe, expect, it } from 'vitest'
import { allOf } from './all-of.js'
import { anyOf } from './any-of.js'
import { atLeastN } from './at-least-n.js'
import { fieldCheck } from './field-check.js'
import { granularScore } from './granular-score.js'

const c = (weight: number, score: number | null) => ({ weight, score })

describe('granularScore', () => {
  it('is the weighted average without a strategy (the seed example: weights 2, 2, 1 → 0.6)', () => {
    expect(granularScore([c(2, 1), c(2, 0), c(1, 1)])).toBeCloseTo(0.6, 12)
  })

  it('keeps a null field in the denominator', () => {
    expect(granularScore([c(1, null), c(1, 1)])).toBe(0.5)
  })

  it('is 0 when the total weight is 0, also from mixed signs', () => {
    expect(granularScore([c(0, 1), c(0, 1)])).toBe(0)
    expect(granularScore([c(1, 1), c(-1, 1)])).toBe(0)
  })

  it('uses only the root node type: anyOf → best contribution over all fields', () => {
    // The strategy mentions only `a`, but every field's contribution counts.
    expect(granularScore([c(2, 0), c(1, 1), c(1, 1)], anyOf(fieldCheck('a')))).toBe(0.25)
    expect(granularScore([c(1, 1), c(1, 0), c(1, 0)], anyOf(fieldCheck('a'), fieldCheck('b'), fieldCheck('c')))).toBeCloseTo(1 / 3, 12)
  })

  it('sums the n largest contributions for atLeastN (n = 0 → 0)', () => {
    expect(granularScore([c(2, 0), c(1, 1), c(1, 1)], atLeastN(2))).toBe(0.5)
    expect(granularScore([c(3, 0.9375), c(1, 0)], atLeastN(1))).toBeCloseTo(0.703125, 12)
    expect(granularScore([c(2, 1), c(1, 1)], atLeastN(0))).toBe(0)
  })

  it('averages for allOf and a bare leaf', () => {
    expect(granularScore([c(2, 1), c(1, 0), c(1, 0)], fieldCheck('a'))).toBe(0.5)
    expect(granularScore([c(1, 1), c(1, 0)], allOf(fieldCheck('a')))).toBe(0.5)
  })

  it('does not validate weights: negative weights can leave [0, 1]', () => {
    expect(granularScore([c(3, 1), c(-1, 0)])).toBe(1.5)
  })
})
