import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { PyTuple } from '../compat/py-tuple.js'
import { literalMatch } from './literal-match.js'

describe('literalMatch', () => {
  const p = literalMatch()

  it('is exact and case-sensitive for strings', () => {
    expect(p.check('approved', 'approved')).toBe(true)
    expect(p.check('Approved', 'approved')).toBe(false)
    expect(p.check('pending', 'approved')).toBe(false)
  })

  it('follows Python ==', () => {
    expect(p.check(true, 1)).toBe(true)
    expect(p.check(new PyFloat(1), 1)).toBe(true)
    expect(p.check(1, '1')).toBe(false)
    expect(p.check([1, 2], [1, 2])).toBe(true)
    expect(p.check(new PyTuple(['a']), ['a'])).toBe(false)
    expect(p.check(null, null)).toBe(true)
  })
})
