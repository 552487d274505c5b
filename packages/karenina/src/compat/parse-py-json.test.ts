import { describe, expect, it } from 'vitest'
import { PyFloat } from './py-float-value.js'
import { CheckError } from '../errors/check-error.js'
import { isPyJsonLoadable, parsePyJson, pyJsonLoads } from './parse-py-json.js'

describe('pyJsonLoads', () => {
  it('parses standard JSON, boxing integral floats', () => {
    const value = pyJsonLoads(' {"a": [1, 2.5, 3.0, 1e2, -0], "b": {"c": null, "d": true, "e": false}} ') as Record<string, unknown>
    expect(value.a).toEqual([1, 2.5, new PyFloat(3), new PyFloat(100), 0])
    expect(Object.is((value.a as unknown[])[4], 0)).toBe(true)
    expect(value.b).toEqual({ c: null, d: true, e: false })
  })

  it('accepts the Python-only literals NaN, Infinity and -Infinity', () => {
    expect(pyJsonLoads('[NaN, Infinity, -Infinity]')).toEqual([Number.NaN, Infinity, -Infinity])
    expect(() => JSON.parse('[NaN]')).toThrow()
    expect(pyJsonLoads('{"k":-Infinity,"n":NaN}')).toEqual({ k: -Infinity, n: Number.NaN })
    expect(pyJsonLoads('1e999')).toBe(Infinity)
  })

  it('leaves the constants inside strings as written, even beside a bare NaN', () => {
    expect(pyJsonLoads('["NaN", "-Infinity", "a \\"NaN\\"", NaN]')).toEqual(['NaN', '-Infinity', 'a "NaN"', Number.NaN])
    expect(pyJsonLoads('["NaN0", "NaN", NaN]')).toEqual(['NaN0', 'NaN', Number.NaN])
  })

  it('decodes escapes, keeps lone surrogates and lets the last duplicate key win', () => {
    expect(pyJsonLoads('"a\\"b\\\\c\\/\\n\\u00e9\\ud83d\\ude00\\ud800"')).toBe('a"b\\c/\né😀\ud800')
    expect(pyJsonLoads('{"k": 1, "k": 2}')).toEqual({ k: 2 })
    const proto = pyJsonLoads('{"__proto__": {"x": 1}}') as Record<string, unknown>
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype)
    expect(Object.keys(proto)).toEqual(['__proto__'])
  })

  it.each([
    ['', 'empty'],
    ['{"a": 1,}', 'trailing comma in object'],
    ['[1,]', 'trailing comma in array'],
    ["{'a': 1}", 'single quotes'],
    ['{"a": 01}', 'leading zero'],
    ['1.', 'bare fraction dot'],
    ['"a\tb"', 'raw control character'],
    ['"\\x41"', 'invalid escape'],
    ['{"a": 1} x', 'extra data'],
    ['\ufeff{}', 'BOM'],
    ['{"a": 1', 'truncated'],
    ['nan', 'lowercase nan'],
    ['\u00a0{}', 'non-JSON whitespace'],
    ['[1Infinity]', 'a constant glued to a number'],
    ['[1.Infinity]', 'a constant after a bare fraction dot'],
    ['[Infinity1]', 'a number glued to a constant'],
    ['[-NaN]', 'negated NaN'],
    ['[NaNNaN]', 'two constants glued'],
    ['["a, NaN]', 'a constant in an unterminated string'],
  ])('rejects %j (%s) with a value error', (text) => {
    expect(() => pyJsonLoads(text)).toThrow(CheckError)
    expect(isPyJsonLoadable(text)).toBe(false)
  })

  it('reads "-0" as the int 0 in parsePyJson too, and "-0.0" as a float', () => {
    expect(Object.is(parsePyJson('-0'), 0)).toBe(true)
    expect(parsePyJson('-0.0')).toEqual(new PyFloat(-0))
  })

  it('allows JSON whitespace around the value', () => {
    expect(isPyJsonLoadable('\r\n\t {} \n')).toBe(true)
  })
})
