import { afterEach, describe, expect, it, vi } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { dateMatch } from './date-match.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('dateMatch', () => {
  it('compares calendar dates parsed with dateutil rules', () => {
    const p = dateMatch()
    expect(p.check('2024-01-15T23:59:59', '2024-01-15')).toBe(true)
    expect(p.check('01/02/2024', '2024-01-02')).toBe(true)
    expect(p.check('15/01/2024', '2024-01-15')).toBe(true)
    expect(p.check('Jan 15 2024', '15 January 2024')).toBe(true)
    expect(p.check(20240115, '2024-01-15')).toBe(true)
    expect(p.check('2024-01-16', '2024-01-15')).toBe(false)
  })

  it('takes each date as written in its own offset; aware vs naive is fine', () => {
    expect(dateMatch().check('2023-03-10T22:00:00-07:00', '2023-03-10')).toBe(true)
    expect(dateMatch().check('2024-01-15T10:00:00Z', '2024-01-15')).toBe(true)
  })

  it('accepts a dateutil offset of 24 hours or more, which only fails comparisons', () => {
    expect(dateMatch().check('2024-01-15T10:00:00+24:00', '2024-01-15')).toBe(true)
  })

  it('uses strptime when a format is given (whole string)', () => {
    const p = dateMatch({ format: '%Y-%m-%d' })
    expect(p.check('2024-01-15', '2024-01-15')).toBe(true)
    expect(p.check('January 15, 2024', '2024-01-15')).toBe(false)
    expect(dateMatch({ format: '%d/%m/%Y' }).check('01/15/2024', '15/01/2024')).toBe(false)
  })

  it('an empty format falls back to dateutil, as Python’s `if fmt:` does', () => {
    expect(dateMatch({ format: '' }).check('Jan 15 2024', '2024-01-15')).toBe(true)
  })

  it('returns false (does not throw) on parse failures', () => {
    expect(dateMatch().check('not a date', '2024-01-15')).toBe(false)
    expect(dateMatch().check(null, null)).toBe(false)
    expect(dateMatch().check('2023-02-29', '2023-03-01')).toBe(false)
    expect(dateMatch({ format: '%Q' }).check('2024', '2024')).toBe(false)
  })

  it('lets a regex error from a repeated strptime directive propagate, as Karenina does', () => {
    expect(() => dateMatch({ format: '%Y %Y' }).check('2024 2024', '2024 2024')).toThrow(CheckError)
  })

  it('fills a missing day from today', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date(2025, 5, 20, 12))
    expect(dateMatch().check('15 June 2024', 'June 2024')).toBe(false)
    expect(dateMatch().check('20 June 2024', 'June 2024')).toBe(true)
    expect(dateMatch().check('March 2023', 'Mar 2023')).toBe(true)
  })

  it('has a nullable format param defaulting to null', () => {
    expect(dateMatch().toJSON()).toEqual({ format: null, type: 'DateMatch' })
  })
})
