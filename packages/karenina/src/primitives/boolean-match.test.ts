import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { booleanMatch } from './boolean-match.js'

describe('booleanMatch', () => {
  const p = booleanMatch()

  it('compares booleans', () => {
    expect(p.check(true, true)).toBe(true)
    expect(p.check(false, false)).toBe(true)
    expect(p.check(true, false)).toBe(false)
  })

  it('uses Python truthiness on both sides', () => {
    expect(p.check(1, true)).toBe(true)
    expect(p.check(0, false)).toBe(true)
    expect(p.check(2, true)).toBe(true)
    expect(p.check([], false)).toBe(true)
    expect(p.check(new PyFloat(0), false)).toBe(true)
    // Any non-empty string is truthy, "false" included.
    expect(p.check('false', false)).toBe(false)
    expect(p.check('false', true)).toBe(true)
  })

  it('matches null only with null', () => {
    expect(p.check(null, null)).toBe(true)
    expect(p.check(null, false)).toBe(false)
    expect(p.check(false, null)).toBe(false)
    expect(p.check(undefined, null)).toBe(true)
  })

  it('scores 1 or 0 and serializes with no params', () => {
    expect(p.score(true, true)).toBe(1)
    expect(p.score(true, false)).toBe(0)
    expect(p.toJSON()).toEqual({ type: 'BooleanMatch' })
  })
})
