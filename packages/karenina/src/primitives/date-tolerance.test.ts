import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { dateTolerance } from './date-tolerance.js'

describe('dateTolerance', () => {
  it('compares full datetimes within tolerance · unit, inclusive (days by default)', () => {
    expect(dateTolerance({ tolerance: 2 }).check('2024-01-17', '2024-01-15')).toBe(true)
    expect(dateTolerance({ tolerance: 1 }).check('2024-01-16 00:00', '2024-01-15')).toBe(true)
    expect(dateTolerance({ tolerance: 1 }).check('2024-01-16 00:01', '2024-01-15')).toBe(false)
    expect(dateTolerance({ tolerance: 3 }).check('2024-03-01', '2024-02-27')).toBe(true)
    expect(dateTolerance({ tolerance: 6, unit: 'hours' }).check('2024-01-15 06:00', '2024-01-15')).toBe(true)
    expect(dateTolerance({ tolerance: 30, unit: 'minutes' }).check('2024-01-15 10:31', '2024-01-15 10:00')).toBe(false)
  })

  it('compares two aware values as instants; aware vs naive is false', () => {
    expect(dateTolerance({ tolerance: 0, unit: 'minutes' }).check('2024-01-15T10:00:00+01:00', '2024-01-15T09:00:00Z')).toBe(true)
    expect(dateTolerance({ tolerance: 100 }).check('2024-01-15T10:00:00Z', '2024-01-15')).toBe(false)
  })

  it('is false when an offset is out of Python’s range (ValueError on subtraction)', () => {
    expect(dateTolerance({ tolerance: 100 }).check('2024-01-15T10:00:00+24:00', '2024-01-15T10:00:00Z')).toBe(false)
  })

  it('is false for unparseable dates and for a negative tolerance', () => {
    expect(dateTolerance({ tolerance: 10 }).check('not a date', '2024-01-15')).toBe(false)
    expect(dateTolerance({ tolerance: -1 }).check('2024-01-15', '2024-01-15')).toBe(false)
  })

  it('raises like Python’s timedelta beyond its range', () => {
    expect(() => dateTolerance({ tolerance: 1_000_000_000 }).check('2024-01-15', '2024-01-15')).toThrow(CheckError)
    expect(dateTolerance({ tolerance: 999_999_999 }).check('2024-01-15', '2024-01-15')).toBe(true)
  })

  it('requires an int tolerance and a known unit (validated at construction)', () => {
    expect(() => dateTolerance.fromParams({ unit: 'days' })).toThrow(ValidationError)
    expect(() => dateTolerance.fromParams({ tolerance: 3, unit: 'weeks' })).toThrow(ValidationError)
    expect(() => dateTolerance.fromParams({ tolerance: 1.5 })).toThrow(ValidationError)
    expect(dateTolerance.fromParams({ tolerance: '2' }).params).toEqual({ tolerance: 2, unit: 'days' })
    expect(dateTolerance({ tolerance: 2 }).toJSON()).toEqual({ tolerance: 2, unit: 'days', type: 'DateTolerance' })
  })
})
