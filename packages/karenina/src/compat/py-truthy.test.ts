import { describe, expect, it } from 'vitest'
import { PyFloat } from './py-float-value.js'
import { pyTruthy } from './py-truthy.js'
import { PyTuple } from './py-tuple.js'

describe('pyTruthy', () => {
  it.each([[null], [undefined], [false], [0], [-0], [new PyFloat(0)], [''], [[]], [{}], [new PyTuple([])], [0n]])('%o is falsy', (value) => {
    expect(pyTruthy(value)).toBe(false)
  })

  it.each([[true], [1], [-1], [0.5], [NaN], [new PyFloat(2)], ['false'], ['0'], [' '], [[0]], [{ a: null }], [new PyTuple([''])]])(
    '%o is truthy',
    (value) => {
      expect(pyTruthy(value)).toBe(true)
    },
  )
})
