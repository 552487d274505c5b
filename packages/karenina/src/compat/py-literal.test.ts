import { describe, expect, it } from 'vitest'
import { parsePyLiteral, PyLiteralError } from './py-literal.js'
import { pyRepr } from './py-str.js'

describe('parsePyLiteral', () => {
  it('reads back what pyRepr writes', () => {
    const values = [
      { query: 'BCL2', limit: 3, ratio: 0.5, big: 1e21, exact: true, none: null, tags: ['a', "it's", 'say "hi"', 'both \' and "'] },
      { nested: { list: [[1, 2], { x: -3.25e-7 }], empty: {}, none: [] }, text: 'tab\there\nnewline \\ back \u0007 bell \u00ad \u{1F600}' },
      {},
    ]
    for (const value of values) expect(parsePyLiteral(pyRepr(value))).toEqual(value)
  })

  it('reads tuples and sets as arrays, nan and inf as numbers, and refuses anything else', () => {
    expect(parsePyLiteral("(1, 'a',)")).toEqual([1, 'a'])
    expect(parsePyLiteral('{1, 2}')).toEqual([1, 2])
    expect(parsePyLiteral('set()')).toEqual([])
    expect(parsePyLiteral('[nan, inf, -inf, 1_000]')).toEqual([Number.NaN, Infinity, -Infinity, 1000])
    expect(() => parsePyLiteral('{1: 2, 3}')).toThrow(PyLiteralError)
    expect(() => parsePyLiteral('<object at 0x1>')).toThrow(/expected a Python literal at character 0/)
    expect(() => parsePyLiteral("'open")).toThrow(/unterminated string/)
    expect(() => parsePyLiteral('[1] 2')).toThrow(/unexpected text after the value/)
  })
})
