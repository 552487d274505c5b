import { describe, expect, it } from 'vitest'
import { PyFloat } from './py-float-value.js'
import { pyEq } from './py-eq.js'
import { PyTuple } from './py-tuple.js'

describe('pyEq', () => {
  it('compares numbers numerically with bools as 0/1 and boxes unwrapped', () => {
    expect(pyEq(1, true)).toBe(true)
    expect(pyEq(new PyFloat(1), true)).toBe(true)
    expect(pyEq(0, false)).toBe(true)
    expect(pyEq(2, new PyFloat(2))).toBe(true)
    expect(pyEq(2, 2.5)).toBe(false)
    expect(pyEq(true, false)).toBe(false)
  })

  it('never equals NaN', () => {
    expect(pyEq(NaN, NaN)).toBe(false)
    expect(pyEq([NaN], [NaN])).toBe(false)
  })

  it('never equates numbers and strings, or null and anything else', () => {
    expect(pyEq(1, '1')).toBe(false)
    expect(pyEq(null, null)).toBe(true)
    expect(pyEq(null, 0)).toBe(false)
    expect(pyEq(null, '')).toBe(false)
    expect(pyEq(undefined, null)).toBe(true)
  })

  it('compares lists element-wise and dicts key/value-wise', () => {
    expect(pyEq([1, 'a', [true]], [new PyFloat(1), 'a', [1]])).toBe(true)
    expect(pyEq([1, 2], [2, 1])).toBe(false)
    expect(pyEq([1], [1, 1])).toBe(false)
    expect(pyEq({ a: 1, b: [2] }, { b: [2], a: true })).toBe(true)
    expect(pyEq({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(pyEq({ a: undefined }, { b: undefined })).toBe(false)
    expect(pyEq({}, [])).toBe(false)
  })

  it('compares tuples only with tuples', () => {
    expect(pyEq(new PyTuple(['x', '2']), new PyTuple(['x', '2']))).toBe(true)
    expect(pyEq(new PyTuple(['x', '2']), ['x', '2'])).toBe(false)
    expect(pyEq(['x', '2'], new PyTuple(['x', '2']))).toBe(false)
  })

  it('compares strings exactly', () => {
    expect(pyEq('a', 'A')).toBe(false)
    expect(pyEq('é', 'e\u0301')).toBe(false)
  })
})
