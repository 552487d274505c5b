import { describe, expect, it } from 'vitest'
import { parsePyJson } from './parse-py-json.js'
import { PyFloat } from './py-float-value.js'
import { pyJsonDumps } from './py-json.js'
import { PyTuple } from './py-tuple.js'

describe('pyJsonDumps', () => {
  it('matches json.dumps(sort_keys=True): separators, ASCII escapes, float repr, NaN', () => {
    const value = { é: '\x7f😀', n: [NaN, Infinity, -Infinity, new PyFloat(5), new PyFloat(1e16)] }
    expect(pyJsonDumps(value, { sortKeys: true })).toBe(
      '{"n": [NaN, Infinity, -Infinity, 5.0, 1e+16], "\\u00e9": "\\u007f\\ud83d\\ude00"}',
    )
  })

  it('writes non-integral numbers as float repr and integers as ints', () => {
    expect(pyJsonDumps([1, 2.5, 1e-5, -0, 1e21])).toBe('[1, 2.5, 1e-05, -0.0, 1000000000000000000000]')
  })

  it('escapes control characters with short forms where Python has them', () => {
    expect(pyJsonDumps('"\\\b\f\n\r\t\x00\x1f')).toBe('"\\"\\\\\\b\\f\\n\\r\\t\\u0000\\u001f"')
  })

  it('leaves non-ASCII raw with ensureAscii false', () => {
    expect(pyJsonDumps({ k: 'é\x7f😀\n' }, { ensureAscii: false })).toBe('{"k": "é\x7f😀\\n"}')
  })

  it('sorts keys by code point, not UTF-16 unit', () => {
    expect(pyJsonDumps({ '\uffff': 1, '😀': 2, a: 3 }, { sortKeys: true })).toBe('{"a": 3, "\\uffff": 1, "\\ud83d\\ude00": 2}')
  })

  it('indents like Python (item separator "," and empty containers inline)', () => {
    expect(pyJsonDumps([1, [2, { a: 3 }], [], {}], { indent: 2 })).toBe(
      '[\n  1,\n  [\n    2,\n    {\n      "a": 3\n    }\n  ],\n  [],\n  {}\n]',
    )
    expect(pyJsonDumps([1, 2], { indent: 0 })).toBe('[\n1,\n2\n]')
  })

  it('honours custom separators', () => {
    expect(pyJsonDumps({ a: [1, 2] }, { separators: [',', ':'] })).toBe('{"a":[1,2]}')
  })

  it('writes tuples as arrays and round-trips parsePyJson floats', () => {
    expect(pyJsonDumps(new PyTuple(['a', 'b']))).toBe('["a", "b"]')
    expect(pyJsonDumps(parsePyJson('{"x": 8.0, "y": 8}'))).toBe('{"x": 8.0, "y": 8}')
  })

  it('uses toJSON of other objects and rejects cycles', () => {
    expect(pyJsonDumps({ d: new Date(0) })).toBe('{"d": "1970-01-01T00:00:00.000Z"}')
    const cyclic: unknown[] = []
    cyclic.push(cyclic)
    expect(() => pyJsonDumps(cyclic)).toThrow(/Circular/)
  })
})
