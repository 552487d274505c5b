import { describe, expect, it } from 'vitest'
import { PyFloat } from './py-float-value.js'
import { pyFloatRepr, pyRepr, pyStr, pyStrRepr } from './py-str.js'
import { PyTuple } from './py-tuple.js'

describe('pyFloatRepr', () => {
  it.each([
    [8, '8.0'],
    [0.0001, '0.0001'],
    [0.00001, '1e-05'],
    [1e15, '1000000000000000.0'],
    [1e16, '1e+16'],
    [1e22, '1e+22'],
    [1.5e300, '1.5e+300'],
    [-1.5e-7, '-1.5e-07'],
    [123456789.125, '123456789.125'],
    [0.1, '0.1'],
    [1 / 3, '0.3333333333333333'],
    [5e-324, '5e-324'],
    [9999999999999998, '9999999999999998.0'],
    [-0, '-0.0'],
    [0, '0.0'],
    [Infinity, 'inf'],
    [-Infinity, '-inf'],
    [NaN, 'nan'],
  ])('%s → %s', (x, repr) => {
    expect(pyFloatRepr(x)).toBe(repr)
  })
})

describe('pyStr', () => {
  it('writes None/True/False and ints vs floats like Python', () => {
    expect(pyStr(null)).toBe('None')
    expect(pyStr(undefined)).toBe('None')
    expect(pyStr(true)).toBe('True')
    expect(pyStr(false)).toBe('False')
    expect(pyStr(8)).toBe('8')
    expect(pyStr(new PyFloat(8))).toBe('8.0')
    expect(pyStr(8.5)).toBe('8.5')
    expect(pyStr(1e21)).toBe('1000000000000000000000')
    expect(pyStr(1e-7)).toBe('1e-07')
  })

  it('leaves strings as they are', () => {
    expect(pyStr("it's\n")).toBe("it's\n")
  })

  it('writes containers with reprs of their items', () => {
    expect(
      pyStr([1, new PyFloat(2), 'a', null, true, { k: "it's" }, new PyFloat(1e16), 1e-5, NaN, -Infinity, 'é\x85\u200b😀\u{e0001}']),
    ).toBe(`[1, 2.0, 'a', None, True, {'k': "it's"}, 1e+16, 1e-05, nan, -inf, 'é\\x85\\u200b😀\\U000e0001']`)
    expect(pyStr({})).toBe('{}')
    expect(pyStr([])).toBe('[]')
  })

  it('writes tuples with the one-item comma', () => {
    expect(pyRepr(new PyTuple(['a']))).toBe("('a',)")
    expect(pyRepr(new PyTuple(['a', 'b']))).toBe("('a', 'b')")
    expect(pyRepr(new PyTuple([]))).toBe('()')
  })
})

describe('pyStrRepr', () => {
  it('picks quotes like Python', () => {
    expect(pyStrRepr('a')).toBe("'a'")
    expect(pyStrRepr("'")).toBe(`"'"`)
    expect(pyStrRepr('"')).toBe(`'"'`)
    expect(pyStrRepr(`'"`)).toBe(`'\\'"'`)
  })

  it('escapes backslash, \\n \\r \\t and non-printable characters', () => {
    expect(pyStrRepr('a\\b\n\r\t')).toBe("'a\\\\b\\n\\r\\t'")
    expect(pyStrRepr('\x00\x1c\x7f\x80\xa0\xad\u0378\ud800')).toBe("'\\x00\\x1c\\x7f\\x80\\xa0\\xad\\u0378\\ud800'")
  })

  it('keeps printable non-ASCII text', () => {
    expect(pyStrRepr('é😀 ß')).toBe("'é😀 ß'")
  })

  it('escapes characters newer than Python 3.11 knows (Unicode > 14)', () => {
    expect(pyStrRepr('\u{10d50}')).toBe("'\\U00010d50'")
  })
})
