import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation-error.js'
import { traceContains } from './trace-contains.js'

describe('traceContains', () => {
  it('is a case-sensitive substring test on the raw trace', () => {
    const p = traceContains({ substring: 'disclaimer' })
    expect(p.kind).toBe('trace')
    expect(p.checkTrace('This includes a disclaimer about safety')).toBe(true)
    expect(p.checkTrace('This includes a DISCLAIMER')).toBe(false)
    expect(traceContains({ substring: '' }).checkTrace('anything')).toBe(true)
    expect(traceContains({ substring: 'line2\nline3' }).checkTrace('line1\nline2\nline3')).toBe(true)
  })

  it('requires a string substring', () => {
    expect(() => traceContains({} as never)).toThrow(ValidationError)
    expect(() => traceContains({ substring: 5 as never })).toThrow(/TraceContains › substring: expected a string/)
  })
})
