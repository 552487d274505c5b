import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation-error.js'
import { numericMaximum } from './numeric-maximum.js'
import { numericMinimum } from './numeric-minimum.js'
import { numericThresholdGraded } from './numeric-threshold-graded.js'

describe('numericThresholdGraded', () => {
  it('max: full credit anywhere at or below the threshold', () => {
    const p = numericThresholdGraded({ direction: 'max', margin: 1 })
    expect(p.check(1e-40, 1e-30)).toBe(true)
    expect(p.score(1e-40, 1e-30)).toBe(1)
    expect(p.score(1e-30, 1e-30)).toBe(1)
    expect(p.check(1.5e-30, 1e-30)).toBe(false)
    expect(p.score(1.5e-30, 1e-30)).toBeCloseTo(0.5, 9)
    expect(p.score(2e-30, 1e-30)).toBe(0)
  })

  it('gates like NumericMaximum / NumericMinimum', () => {
    const max = numericThresholdGraded({ direction: 'max', margin: 1 })
    for (const x of [5, 9.999, 10, 10.001, 20]) expect(max.check(x, 10)).toBe(numericMaximum().check(x, 10))
    const min = numericThresholdGraded({ direction: 'min', margin: 0.5, mode: 'absolute' })
    for (const x of [8, 9.999, 10, 10.001, 12]) expect(min.check(x, 10)).toBe(numericMinimum().check(x, 10))
  })

  it('min direction with an absolute shoulder', () => {
    const p = numericThresholdGraded({ direction: 'min', margin: 0.2, mode: 'absolute' })
    expect(p.score(12, 10)).toBe(1)
    expect(p.check(9.9, 10)).toBe(false)
    expect(p.score(9.9, 10)).toBeCloseTo(0.5, 9)
    expect(p.score(9.7, 10)).toBe(0)
  })

  it('relative shoulder uses |threshold|; quadratic decay', () => {
    const p = numericThresholdGraded({ direction: 'min', margin: 0.5, decay: 'quadratic' })
    expect(p.score(-12, -10)).toBeCloseTo(0.84, 12)
  })

  it('exclusive changes the gate only', () => {
    const p = numericThresholdGraded({ direction: 'max', margin: 0.5, mode: 'absolute', exclusive: true })
    expect(p.check(10, 10)).toBe(false)
    expect(p.score(10, 10)).toBe(1)
    expect(p.check(9.999, 10)).toBe(true)
  })

  it('a relative threshold of 0 gives no credit past it', () => {
    const p = numericThresholdGraded({ direction: 'max', margin: 1 })
    expect(p.score(0, 0)).toBe(1)
    expect(p.score(0.5, 0)).toBe(0)
  })

  it('validates direction and margin', () => {
    expect(() => numericThresholdGraded({ direction: 'max', margin: 0 })).toThrow(ValidationError)
    expect(() => numericThresholdGraded({ direction: 'min', margin: -1 })).toThrow(/margin: must be greater than 0/)
    expect(() => numericThresholdGraded({ direction: 'sideways' as never, margin: 1 })).toThrow(/direction: expected one of "max", "min"/)
    expect(() => numericThresholdGraded({ margin: 1 } as never)).toThrow(/direction: required/)
  })

  it('serializes in declaration order', () => {
    expect(Object.keys(numericThresholdGraded({ direction: 'max', margin: 1 }).toJSON())).toEqual([
      'direction', 'margin', 'mode', 'decay', 'exclusive', 'type',
    ])
  })
})
