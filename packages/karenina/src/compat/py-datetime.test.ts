import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { compareDateTimes, daysInMonth, fromOrdinal, pyDateTime, sameDate, subtractDateTimes, toOrdinal, weekday } from './py-datetime.js'

const dt = (text: string, offsetMinutes: number | null = null) => {
  const [date, time = '00:00:00'] = text.split('T') as [string, string?]
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number]
  return pyDateTime({ year, month, day, hour, minute, second, offsetMinutes })
}

describe('pyDateTime', () => {
  it('rejects impossible fields with a ValueError', () => {
    expect(() => pyDateTime({ year: 2023, month: 2, day: 29 })).toThrow(CheckError)
    expect(() => pyDateTime({ year: 0, month: 1, day: 1 })).toThrow('year 0 is out of range')
    expect(() => pyDateTime({ year: 2024, month: 1, day: 1, second: 60 })).toThrow(CheckError)
    expect(pyDateTime({ year: 2024, month: 2, day: 29 }).day).toBe(29)
  })

  it('knows leap years and month lengths', () => {
    expect(daysInMonth(1900, 2)).toBe(28)
    expect(daysInMonth(2000, 2)).toBe(29)
    expect(daysInMonth(2024, 4)).toBe(30)
  })

  it('ordinals and weekdays follow Python (0001-01-01 is day 1, a Monday)', () => {
    expect(toOrdinal(1, 1, 1)).toBe(1)
    expect(toOrdinal(2024, 1, 15)).toBe(738900)
    expect(weekday(2024, 1, 15)).toBe(0)
    expect(fromOrdinal(738900)).toEqual({ year: 2024, month: 1, day: 15 })
    expect(fromOrdinal(toOrdinal(9999, 12, 31))).toEqual({ year: 9999, month: 12, day: 31 })
  })
})

describe('comparisons', () => {
  it('naive values compare field by field', () => {
    expect(compareDateTimes(dt('2024-01-01T10:00:00'), dt('2024-01-01'))).toBe(1)
    expect(subtractDateTimes(dt('2024-01-02'), dt('2024-01-01'))).toBe(86_400_000_000n)
  })

  it('aware values compare as instants', () => {
    expect(compareDateTimes(dt('2024-01-01T10:00:00', 60), dt('2024-01-01T09:00:00', 0))).toBe(0)
    expect(subtractDateTimes(dt('2024-01-01T00:00:00', -300), dt('2024-01-01T00:00:00', 0))).toBe(5n * 3_600_000_000n)
  })

  it('aware vs naive is a TypeError', () => {
    try {
      compareDateTimes(dt('2024-01-01', 0), dt('2024-01-01'))
      expect.unreachable()
    } catch (error) {
      expect((error as CheckError).kind).toBe('type')
    }
    expect(() => subtractDateTimes(dt('2024-01-01'), dt('2024-01-01', 0))).toThrow("can't subtract offset-naive and offset-aware datetimes")
  })

  it('sameDate compares the calendar dates as written', () => {
    expect(sameDate(dt('2023-03-10T22:00:00', -420), dt('2023-03-10'))).toBe(true)
    expect(sameDate(dt('2023-03-11T05:00:00', 0), dt('2023-03-10T22:00:00', -420))).toBe(false)
  })

  it('keeps microsecond precision across the whole calendar', () => {
    const a = pyDateTime({ year: 9999, month: 12, day: 31, microsecond: 1 })
    const b = pyDateTime({ year: 1, month: 1, day: 1 })
    expect(subtractDateTimes(a, b)).toBe(BigInt(toOrdinal(9999, 12, 31) - 1) * 86_400_000_000n + 1n)
  })
})
