import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { CheckError } from '../errors/check-error.js'
import { numericExact } from './numeric-exact.js'

function kindOf(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (error) {
    return error instanceof CheckError ? error.kind : 'other'
  }
  return undefined
}

describe('numericExact', () => {
  const p = numericExact()

  it('seed 003: 23 chromosome pairs pass, 46 fail', () => {
    expect(p.check(23, 23)).toBe(true)
    expect(p.check(46, 23)).toBe(false)
  })

  it('compares after Python float()', () => {
    expect(p.check(new PyFloat(5), 5)).toBe(true)
    expect(p.check('5', 5)).toBe(true)
    expect(p.check('1_000', 1000)).toBe(true)
    expect(p.check(true, 1)).toBe(true)
    expect(p.check('inf', 'Infinity')).toBe(true)
    expect(p.check(-7.25, '-7.25')).toBe(true)
    expect(p.check(0.1 + 0.2, 0.3)).toBe(false)
    expect(p.check('nan', 'nan')).toBe(false)
  })

  it('raises ValueError for unparseable strings and TypeError for non-numbers', () => {
    expect(kindOf(() => p.check('abc', 5))).toBe('value')
    expect(kindOf(() => p.check('', 0))).toBe('value')
    expect(kindOf(() => p.check('0x10', 16))).toBe('value')
    expect(kindOf(() => p.check(null, 5))).toBe('type')
    expect(kindOf(() => p.check([1], 1))).toBe('type')
  })

  it('converts the extracted value first, as Python does', () => {
    expect(kindOf(() => p.check('abc', null))).toBe('value')
    expect(kindOf(() => p.check(null, 'abc'))).toBe('type')
  })
})
