import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { traceRegex } from './trace-regex.js'

describe('traceRegex', () => {
  it('needs one match by default', () => {
    expect(traceRegex({ pattern: '\\[\\d+\\]' }).checkTrace('see [1]')).toBe(true)
    expect(traceRegex({ pattern: '\\[\\d+\\]' }).checkTrace('No citations here')).toBe(false)
  })

  it('counts Python findall items against count_min (non-overlapping, empty matches included)', () => {
    expect(traceRegex({ pattern: '\\[\\d+\\]', countMin: 3 }).checkTrace('[1] [2] [3]')).toBe(true)
    expect(traceRegex({ pattern: '\\[\\d+\\]', countMin: 3 }).checkTrace('[1] [2]')).toBe(false)
    expect(traceRegex({ pattern: 'aa', countMin: 2 }).checkTrace('aaa')).toBe(false)
    expect(traceRegex({ pattern: '(\\d)(\\d)', countMin: 2 }).checkTrace('12 34')).toBe(true)
    expect(traceRegex({ pattern: '', countMin: 4 }).checkTrace('abc')).toBe(true)
    expect(traceRegex({ pattern: '', countMin: 5 }).checkTrace('abc')).toBe(false)
    expect(traceRegex({ pattern: '\\w+', countMin: 3 }).checkTrace('naïve café')).toBe(false)
  })

  it('count_min 0 (or negative) always holds, as len(...) >= 0 does', () => {
    expect(traceRegex({ pattern: 'zzz', countMin: 0 }).checkTrace('abc')).toBe(true)
  })

  it('honours leading inline flags and fails on invalid patterns at check time', () => {
    expect(traceRegex({ pattern: '(?i)error' }).checkTrace('ERROR')).toBe(true)
    const bad = traceRegex({ pattern: '[abc' })
    expect(() => bad.checkTrace('abc')).toThrow(CheckError)
  })

  it('coerces count_min like a Pydantic int', () => {
    expect(traceRegex.fromParams({ pattern: 'a', count_min: '2' }).params.count_min).toBe(2)
    expect(() => traceRegex.fromParams({ pattern: 'a', count_min: 1.5 })).toThrow(ValidationError)
    expect(traceRegex({ pattern: 'a' }).toJSON()).toEqual({ pattern: 'a', count_min: null, type: 'TraceRegex' })
  })
})
