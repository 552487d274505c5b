import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { PyFloat } from './py-float-value.js'
import { pyFloat } from './py-float.js'
import { PyTuple } from './py-tuple.js'

function kindOf(fn: () => unknown): string | undefined {
  try {
    fn()
    return undefined
  } catch (error) {
    return error instanceof CheckError ? error.kind : 'other'
  }
}

describe('pyFloat', () => {
  it('passes numbers through and maps bools and boxes', () => {
    expect(pyFloat(2.5)).toBe(2.5)
    expect(pyFloat(true)).toBe(1)
    expect(pyFloat(false)).toBe(0)
    expect(pyFloat(new PyFloat(8))).toBe(8)
  })

  it.each([
    ['1', 1],
    [' 1.5 ', 1.5],
    ['\u00a01e3\u2003', 1000],
    ['\x851', 1],
    ['1_000', 1000],
    ['1_000.000_1', 1000.0001],
    [' \t1_0.5e1_0\n', 105000000000],
    ['.5', 0.5],
    ['5.', 5],
    ['+.5e-2', 0.005],
    ['1.5E-3', 0.0015],
    ['0001', 1],
    ['1e500', Infinity],
    ['inf', Infinity],
    ['-Infinity', -Infinity],
    ['iNfInItY', Infinity],
    ['٤٢', 42],
    ['١٢٣.٥', 123.5],
    ['١_٢', 12],
    ['１２', 12],
    ['\u{1d7cf}\u{1d7d0}', 12],
  ])('parses %j', (text, value) => {
    expect(pyFloat(text)).toBe(value)
  })

  it('parses nan in any case and sign', () => {
    expect(pyFloat('NaN')).toBeNaN()
    expect(pyFloat('+nan')).toBeNaN()
    expect(pyFloat('-NAN')).toBeNaN()
  })

  it.each(['', ' ', 'abc', 'n/a', '0x10', '1__000', '_1', '1_', '1_.5', '1._5', 'in_f', '.', 'e5', '1e', '1e+', '+-1', '1 2', '12.34.5', '∞', '\x00', 'nan1', 'infinit', '\ufeff1', '1\u200b', '\x1c1\x1f', '\u{11f51}'])(
    'rejects %j with a value error',
    (text) => {
      expect(kindOf(() => pyFloat(text))).toBe('value')
    },
  )

  it.each([[null], [undefined], [[1]], [{ a: 1 }], [new PyTuple(['1'])]])('rejects %j with a type error', (value) => {
    expect(kindOf(() => pyFloat(value))).toBe('type')
  })
})
