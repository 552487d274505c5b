import { describe, expect, it } from 'vitest'
import { PyFloat } from './py-float-value.js'
import { PyTuple } from './py-tuple.js'
import { CheckError } from '../errors/check-error.js'
import { pyOrder } from './py-eq.js'

describe('pyOrder', () => {
  it('orders numbers with bools as ints and never orders NaN', () => {
    expect(pyOrder(true, 'lt', 0.5)).toBe(false)
    expect(pyOrder(new PyFloat(10), 'gt', 3)).toBe(true)
    expect(pyOrder(Number.NaN, 'lt', 1)).toBe(false)
    expect(pyOrder(Number.NaN, 'ge', 1)).toBe(false)
  })

  it('orders strings by code point, not UTF-16 unit', () => {
    expect(pyOrder('\uffff', 'lt', '😀')).toBe(true)
    expect('\uffff' < '😀').toBe(false)
  })

  it('orders lists lexicographically, comparing only the first unequal items', () => {
    expect(pyOrder([1, null], 'lt', [2, null])).toBe(true)
    expect(pyOrder([null], 'lt', [null])).toBe(false)
    expect(pyOrder([null], 'le', [null])).toBe(true)
    expect(pyOrder([1, 2], 'lt', [1])).toBe(false)
    expect(pyOrder(new PyTuple(['a']), 'lt', new PyTuple(['a', 'b']))).toBe(true)
  })

  it.each([
    [null, null],
    ['a', 1],
    [{}, {}],
    [[1], [null]],
    [new PyTuple(['1']), ['1']],
  ])('throws a type error for %j < %j', (a, b) => {
    expect(() => pyOrder(a, 'lt', b)).toThrow(CheckError)
  })
})
