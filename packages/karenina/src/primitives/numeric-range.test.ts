import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { numericRange } from './numeric-range.js'

describe('numericRange', () => {
  it('is inclusive by default and ignores the ground truth', () => {
    const p = numericRange({ min: 1, max: 10 })
    expect([0.5, 1, 5, 10, 10.5].map((x) => p.check(x, 'ignored'))).toEqual([false, true, true, true, false])
  })

  it('supports exclusive edges and open ends', () => {
    expect(numericRange({ min: 1, max: 10, exclusiveMin: true }).check(1, null)).toBe(false)
    expect(numericRange({ min: 1, max: 10, exclusiveMax: true }).check(10, null)).toBe(false)
    expect(numericRange({ min: 1 }).check(9999, null)).toBe(true)
    expect(numericRange().check(-1e300, null)).toBe(true)
  })

  it('coerces the value with Python float()', () => {
    expect(numericRange({ min: -5, max: -1 }).check('-3', null)).toBe(true)
  })

  it('passes NaN, because no comparison with NaN holds', () => {
    expect(numericRange({ min: 0, max: 1 }).check('nan', null)).toBe(true)
  })

  it('fills every default and stores floats as numbers', () => {
    expect(numericRange().params).toEqual({ min: null, max: null, exclusive_min: false, exclusive_max: false })
    expect(numericRange.fromParams({ min: new PyFloat(0), exclusive_max: 'yes' }).params).toEqual({
      min: 0,
      max: null,
      exclusive_min: false,
      exclusive_max: true,
    })
  })
})
