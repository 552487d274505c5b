import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation-error.js'
import { numericTolerance } from './numeric-tolerance.js'

describe('numericTolerance', () => {
  it('seed 003: body temperature within 0.5 °C absolute', () => {
    const p = numericTolerance({ tolerance: 0.5, mode: 'absolute' })
    const verdicts = [37.0, 36.8, 37.5, 36.0, 38.0].map((t) => p.check(t, 37.0))
    expect(verdicts).toEqual([true, true, true, false, false])
  })

  it('defaults to relative mode, a fraction of |ground truth|', () => {
    const p = numericTolerance({ tolerance: 0.1 })
    expect(p.params.mode).toBe('relative')
    expect(p.check(5.2, 5.0)).toBe(true)
    expect(p.check(5.5, 5.0)).toBe(true)
    expect(p.check(5.6, 5.0)).toBe(false)
    expect(numericTolerance({ tolerance: 0.01 }).check(5.2, 5.0)).toBe(false)
    expect(numericTolerance({ tolerance: 0.5 }).check(-5, 5)).toBe(false)
    expect(numericTolerance({ tolerance: 0.05 }).check('102', '100')).toBe(true)
  })

  it('accepts only an exact 0 for a ground truth of 0 in relative mode', () => {
    const p = numericTolerance({ tolerance: 100 })
    expect(p.check(0, 0)).toBe(true)
    expect(p.check(0.1, 0)).toBe(false)
    expect(numericTolerance({ tolerance: 1, mode: 'absolute' }).check(0.1, 0)).toBe(true)
  })

  it('accepts a negative tolerance, which then never passes', () => {
    expect(numericTolerance({ tolerance: -0.1, mode: 'absolute' }).check(7, 7)).toBe(false)
  })

  it('requires a tolerance and a known mode; coerces numeric strings', () => {
    expect(() => numericTolerance({ mode: 'absolute' } as never)).toThrow(ValidationError)
    expect(() => numericTolerance({ mode: 'absolute' } as never)).toThrow(/NumericTolerance › tolerance: required/)
    expect(() => numericTolerance({ tolerance: 1, mode: 'bogus' as never })).toThrow(/mode: expected one of "relative", "absolute"/)
    expect(numericTolerance.fromParams({ tolerance: '0.5' }).params).toEqual({ tolerance: 0.5, mode: 'relative' })
  })

  it('serializes tolerance then mode', () => {
    expect(JSON.stringify(numericTolerance({ tolerance: 0.5, mode: 'absolute' }))).toBe(
      '{"tolerance":0.5,"mode":"absolute","type":"NumericTolerance"}',
    )
  })
})
