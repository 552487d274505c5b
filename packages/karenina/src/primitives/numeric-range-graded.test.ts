import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation-error.js'
import { numericRange } from './numeric-range.js'
import { numericRangeGraded } from './numeric-range-graded.js'

describe('numericRangeGraded', () => {
  it('gives full credit inside the band and gates like NumericRange', () => {
    const p = numericRangeGraded({ min: 0.001, max: 0.09, margin: 0.02 })
    for (const x of [0.001, 0.021, 0.09]) {
      expect(p.check(x, null)).toBe(true)
      expect(p.score(x, null)).toBe(1)
    }
    const graded = numericRangeGraded({ min: 1, max: 10, margin: 2 })
    const plain = numericRange({ min: 1, max: 10 })
    for (const x of [0, 1, 5, 10, 11, 13]) expect(graded.check(x, null)).toBe(plain.check(x, null))
  })

  it('decays over an absolute shoulder', () => {
    const p = numericRangeGraded({ min: 0.001, max: 0.09, margin: 0.02, decay: 'linear' })
    expect(p.check(0.1, null)).toBe(false)
    expect(p.score(0.1, null)).toBeCloseTo(0.5, 9)
    expect(p.score(-0.004, null)).toBeCloseTo(0.75, 9)
    expect(p.score(0.11, null)).toBe(0)
    expect(numericRangeGraded({ min: 1, max: 10, margin: 2 }).score(0, null)).toBe(0.5)
  })

  it('relative margins are a fraction of the band width', () => {
    const p = numericRangeGraded({ min: 0, max: 0.1, margin: 0.5, mode: 'relative', decay: 'quadratic' })
    expect(p.score(0.1223, null)).toBeCloseTo(0.801084, 9)
    expect(numericRangeGraded({ min: 0, max: 0.1, margin: 0.5, mode: 'relative' }).score(0.125, null)).toBeCloseTo(0.5, 9)
  })

  it('exclusive edges affect the gate only', () => {
    const p = numericRangeGraded({ min: 1, max: 10, margin: 2, exclusiveMax: true })
    expect(p.check(10, null)).toBe(false)
    expect(p.score(10, null)).toBe(1)
  })

  it('passes NaN at the gate but gives it NaN credit', () => {
    const p = numericRangeGraded({ min: 1, max: 10, margin: 2 })
    expect(p.check('nan', null)).toBe(true)
    expect(p.score('nan', null)).toBeNaN()
  })

  it('requires min < max and margin > 0', () => {
    expect(() => numericRangeGraded({ min: 5, max: 5, margin: 1 })).toThrow(/NumericRangeGraded › max: must be greater than min/)
    expect(() => numericRangeGraded({ min: 6, max: 5, margin: 1 })).toThrow(ValidationError)
    expect(() => numericRangeGraded({ min: 0, max: 1, margin: 0 })).toThrow(/margin: must be greater than 0/)
    expect(() => numericRangeGraded({ min: 0, max: 1, margin: -0.1 })).toThrow(ValidationError)
    expect(() => numericRangeGraded({ min: 0, margin: 1 } as never)).toThrow(/max: required/)
  })

  it('fills defaults in declaration order', () => {
    expect(numericRangeGraded.fromParams({ min: 0, max: 1, margin: 0.5 }).toJSON()).toEqual({
      min: 0,
      max: 1,
      margin: 0.5,
      mode: 'absolute',
      decay: 'linear',
      exclusive_min: false,
      exclusive_max: false,
      type: 'NumericRangeGraded',
    })
    expect(Object.keys(numericRangeGraded({ min: 0, max: 1, margin: 1 }).toJSON())).toEqual([
      'min', 'max', 'margin', 'mode', 'decay', 'exclusive_min', 'exclusive_max', 'type',
    ])
  })
})
