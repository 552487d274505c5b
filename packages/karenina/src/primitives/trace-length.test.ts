import { describe, expect, it } from 'vitest'
import { traceLength } from './trace-length.js'

describe('traceLength', () => {
  it('counts characters with inclusive bounds by default', () => {
    expect(traceLength({ min: 10, max: 100 }).checkTrace('This is a medium-length response.')).toBe(true)
    expect(traceLength({ min: 100 }).checkTrace('Short')).toBe(false)
    expect(traceLength({ max: 5 }).checkTrace('Too long')).toBe(false)
    expect(traceLength({ min: 5, max: 5 }).checkTrace('abcde')).toBe(true)
    expect(traceLength().checkTrace('anything')).toBe(true)
  })

  it('counts code points, not UTF-16 units', () => {
    expect(traceLength({ max: 2 }).checkTrace('👍👍')).toBe(true)
    expect(traceLength({ min: 3 }).checkTrace('👍👍')).toBe(false)
  })

  it('counts Python split() words for unit "words", characters for any other unit', () => {
    expect(traceLength({ max: 2, unit: 'words' }).checkTrace('a\u00a0b\u00a0c')).toBe(false)
    expect(traceLength({ max: 3, unit: 'words' }).checkTrace('  a\u00a0b\x1fc  ')).toBe(true)
    // U+FEFF is not whitespace in Python.
    expect(traceLength({ max: 1, unit: 'words' }).checkTrace('a\ufeffb')).toBe(true)
    expect(traceLength({ max: 2, unit: 'tokens' }).checkTrace('abc')).toBe(false)
  })

  it('coerces int bounds and rejects fractions', () => {
    expect(traceLength.fromParams({ min: '3', max: 5.0 }).params).toEqual({ min: 3, max: 5, unit: 'chars' })
    expect(() => traceLength({ min: 1.5 })).toThrow(/TraceLength › min: expected an integer/)
  })
})
