import { describe, expect, it } from 'vitest'
import { numericMinimum } from './numeric-minimum.js'

describe('numericMinimum', () => {
  it('uses the ground truth as an inclusive minimum', () => {
    const p = numericMinimum()
    expect(p.check(10, 10)).toBe(true)
    expect(p.check(9.999, 10)).toBe(false)
    expect(p.check('10', 5)).toBe(true)
    expect(p.check(-5, -10)).toBe(true)
    expect(p.check(0, 0)).toBe(true)
  })

  it('is strict when exclusive', () => {
    const p = numericMinimum({ exclusive: true })
    expect(p.check(10, 10)).toBe(false)
    expect(p.check(10.001, 10)).toBe(true)
    expect(p.toJSON()).toEqual({ exclusive: true, type: 'NumericMinimum' })
  })
})
