import { describe, expect, it } from 'vitest'
import { numericMaximum } from './numeric-maximum.js'

describe('numericMaximum', () => {
  it('uses the ground truth as an inclusive maximum', () => {
    const p = numericMaximum()
    expect(p.check(10, 10)).toBe(true)
    expect(p.check(10.001, 10)).toBe(false)
    expect(p.check(-5, -1)).toBe(true)
    expect(p.check('1e-40', '1e-30')).toBe(true)
  })

  it('is strict when exclusive', () => {
    expect(numericMaximum({ exclusive: true }).check(10, 10)).toBe(false)
    expect(numericMaximum({ exclusive: true }).check(9.999, 10)).toBe(true)
  })
})
