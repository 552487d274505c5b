import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation-error.js'
import { numericGraded } from './numeric-graded.js'

describe('numericGraded', () => {
  it('single band: passes within the cutoff, credit decays linearly to 0 at it', () => {
    const p = numericGraded({ cutoff: 0.25, mode: 'relative' })
    expect(p.check(42, 42)).toBe(true)
    expect(p.score(42, 42)).toBe(1)
    expect(p.check(46, 42)).toBe(true)
    expect(p.score(46, 42)).toBeCloseTo(1 - 4 / 42 / 0.25, 12)
    expect(p.score(38, 42)).toBeCloseTo(0.6190476190476191, 12)
    // Exactly at the cutoff: still within the gate, but no credit.
    expect(p.check(52.5, 42)).toBe(true)
    expect(p.score(52.5, 42)).toBe(0)
    expect(p.check(60, 42)).toBe(false)
    expect(p.score(60, 42)).toBe(0)
  })

  it('quadratic decay and absolute mode', () => {
    expect(numericGraded({ cutoff: 0.25, decay: 'quadratic' }).score(46, 42)).toBeCloseTo(0.854875283446712, 12)
    const abs = numericGraded({ cutoff: 2, mode: 'absolute' })
    expect(abs.score(43, 42)).toBe(0.5)
    expect(abs.check(45, 42)).toBe(false)
  })

  it('double band: the gate is full_credit, credit decays between the bands', () => {
    const p = numericGraded({ cutoff: 0.25, fullCredit: 0.01 })
    expect(p.check(42.3, 42)).toBe(true)
    expect(p.score(42.3, 42)).toBe(1)
    expect(p.check(46, 42)).toBe(false)
    expect(p.score(46, 42)).toBeCloseTo(0.6448412698412698, 12)
    const zero = numericGraded({ cutoff: 0.25, fullCredit: 0 })
    expect(zero.check(43, 42)).toBe(false)
    expect(zero.score(43, 42)).toBeCloseTo(0.9047619047619048, 12)
  })

  it('relative mode with a ground truth of 0 gives credit only to an exact 0', () => {
    const p = numericGraded({ cutoff: 0.1 })
    expect(p.check(0, 0)).toBe(true)
    expect(p.score(0, 0)).toBe(1)
    expect(p.check(0.05, 0)).toBe(false)
    expect(p.score(0.05, 0)).toBe(0)
  })

  it('relative distance uses |ground truth| and coerces strings', () => {
    expect(numericGraded({ cutoff: 0.2 }).score(-45, -50)).toBeCloseTo(0.5, 12)
    expect(numericGraded({ cutoff: 0.2 }).score('55', '50')).toBeCloseTo(0.5, 12)
  })

  it('returns NaN credit for a NaN value (the template clamps it to 0)', () => {
    const p = numericGraded({ cutoff: 0.25 })
    expect(p.check('nan', 42)).toBe(false)
    expect(p.score('nan', 42)).toBeNaN()
  })

  it('validates cutoff, full_credit, mode and decay at construction', () => {
    expect(() => numericGraded({ cutoff: 0 })).toThrow(ValidationError)
    expect(() => numericGraded({ cutoff: -0.1 })).toThrow(/NumericGraded › cutoff: must be greater than 0/)
    expect(() => numericGraded({ cutoff: 0.1, fullCredit: 0.1 })).toThrow(/full_credit: must satisfy 0 <= full_credit < cutoff/)
    expect(() => numericGraded({ cutoff: 0.1, fullCredit: -0.01 })).toThrow(ValidationError)
    expect(() => numericGraded({ cutoff: 0.25, mode: 'bogus' as never })).toThrow(/mode/)
    expect(() => numericGraded({ cutoff: 0.25, decay: 'cubic' as never })).toThrow(/decay/)
    expect(() => numericGraded({} as never)).toThrow(/cutoff: required/)
  })

  it('serializes every param in declaration order', () => {
    expect(JSON.stringify(numericGraded({ cutoff: 0.25 }))).toBe(
      '{"cutoff":0.25,"full_credit":null,"mode":"relative","decay":"linear","type":"NumericGraded"}',
    )
  })
})
