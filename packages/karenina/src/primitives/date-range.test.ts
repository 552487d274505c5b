import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation-error.js'
import { dateRange } from './date-range.js'

describe('dateRange', () => {
  const year2024 = dateRange({ min: '2024-01-01', max: '2024-12-31' })

  it('is inclusive on full datetimes: a date-only bound means midnight', () => {
    expect(year2024.check('2024-06-15', 'ignored')).toBe(true)
    expect(year2024.check('2024-01-01', null)).toBe(true)
    expect(year2024.check('2023-12-31', null)).toBe(false)
    expect(year2024.check('2025-01-01', null)).toBe(false)
    expect(year2024.check('2024-12-31 12:00', null)).toBe(false)
  })

  it('has open ends', () => {
    expect(dateRange({ max: '2024-01-01' }).check('1999-12-31', null)).toBe(true)
    expect(dateRange().check('2024-06-15', null)).toBe(true)
  })

  it('parses bounds with dateutil too', () => {
    expect(dateRange({ min: 'January 1, 2024', max: '31/12/2024' }).check('June 15 2024', null)).toBe(true)
  })

  it('is false for unparseable values or bounds and for aware vs naive', () => {
    expect(year2024.check('not a date', null)).toBe(false)
    expect(dateRange().check('not a date', null)).toBe(false)
    expect(dateRange({ min: '' }).check('2024-06-15', null)).toBe(false)
    expect(year2024.check('2024-06-15T10:00:00Z', null)).toBe(false)
  })

  it('accepts only strings or null as bounds', () => {
    expect(() => dateRange.fromParams({ min: 2024 })).toThrow(ValidationError)
    expect(dateRange().toJSON()).toEqual({ min: null, max: null, type: 'DateRange' })
  })
})
