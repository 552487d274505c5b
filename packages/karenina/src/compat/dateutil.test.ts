import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { parseDateutil, timelexSplit } from './dateutil.js'
import type { PyDateTime } from './py-datetime.js'

type Fields = [number, number, number, number, number, number, number, number | null]
const fixture = JSON.parse(readFileSync(new URL('../../test/fixtures/compat/dateutil.json', import.meta.url), 'utf8')) as { text: string; result?: Fields; error?: string }[]

// The fixture was generated with "today" = 2026-01-31 (a 31st, to exercise the day clamping).
const TODAY = new Date(2026, 0, 31)
const fields = (value: PyDateTime): Fields => [value.year, value.month, value.day, value.hour, value.minute, value.second, value.microsecond, value.offsetMinutes]
const parse = (text: string, today = TODAY) => fields(parseDateutil(text, { today }))

describe('parseDateutil against python-dateutil 2.9 (generated fixture)', () => {
  it.each(fixture.map((c) => [c.text, c] as const))('%j', (_, c) => {
    if (c.error) expect(() => parseDateutil(c.text, { today: TODAY })).toThrow(CheckError)
    else expect(parse(c.text)).toEqual(c.result)
  })
})

describe('parseDateutil forms (spec 01 §3.4b)', () => {
  it('ISO 8601 with T or a space, offsets kept as written', () => {
    expect(parse('2024-01-15T10:00:00')).toEqual([2024, 1, 15, 10, 0, 0, 0, null])
    expect(parse('2024-01-15 10:30')).toEqual([2024, 1, 15, 10, 30, 0, 0, null])
    expect(parse('2024-01-15T10:00:00Z')).toEqual([2024, 1, 15, 10, 0, 0, 0, 0])
    expect(parse('2023-03-10T22:00:00-07:00')).toEqual([2023, 3, 10, 22, 0, 0, 0, -420])
    expect(parse('2024-01-15T10:00:00.5+0530')).toEqual([2024, 1, 15, 10, 0, 0, 500000, 330])
  })

  it('compact and slashed numeric dates: month first unless the first number cannot be a month', () => {
    expect(parse('20240115')).toEqual([2024, 1, 15, 0, 0, 0, 0, null])
    expect(parse('2024/01/15')).toEqual([2024, 1, 15, 0, 0, 0, 0, null])
    expect(parse('03/04/2020')).toEqual([2020, 3, 4, 0, 0, 0, 0, null])
    expect(parse('15/01/2024')).toEqual([2024, 1, 15, 0, 0, 0, 0, null])
  })

  it('month names, full or abbreviated, any case, in any order', () => {
    for (const text of ['March 5, 2020', '5 Mar 2020', 'mar 5 2020', 'MARCH 5 2020', '2020 Mar 5', '5-Mar-2020']) {
      expect(parse(text), text).toEqual([2020, 3, 5, 0, 0, 0, 0, null])
    }
  })

  it('RFC 2822 and times with am/pm', () => {
    expect(parse('Tue, 15 Jan 2024 10:00:00 +0000')).toEqual([2024, 1, 15, 10, 0, 0, 0, 0])
    expect(parse('Tue, 15 Jan 2024 10:00:00 -0500 (EST)')).toEqual([2024, 1, 15, 10, 0, 0, 0, -300])
    expect(parse('Jan 15 2024 3:30 pm')).toEqual([2024, 1, 15, 15, 30, 0, 0, null])
    expect(parse('Jan 15 2024 12 am')).toEqual([2024, 1, 15, 0, 0, 0, 0, null])
  })

  it('fills missing parts from today at midnight, clamping the day to the month', () => {
    expect(parse('March 2020')).toEqual([2020, 3, 31, 0, 0, 0, 0, null])
    expect(parse('February 2023')).toEqual([2023, 2, 28, 0, 0, 0, 0, null])
    expect(parse('2020')).toEqual([2020, 1, 31, 0, 0, 0, 0, null])
    expect(parse('10:30')).toEqual([2026, 1, 31, 10, 30, 0, 0, null])
    expect(parse('March 2020', new Date(2025, 5, 7))).toEqual([2020, 3, 7, 0, 0, 0, 0, null])
  })

  it('a weekday alone is the next such day, today included', () => {
    // 2026-01-31 is a Saturday.
    expect(parse('Saturday')).toEqual([2026, 1, 31, 0, 0, 0, 0, null])
    expect(parse('Monday')).toEqual([2026, 2, 2, 0, 0, 0, 0, null])
  })

  it('two-digit years land within 50 years of today', () => {
    expect(parse('01/15/24')[0]).toBe(2024)
    expect(parse('01/15/99')[0]).toBe(1999)
    expect(parse('01/15/99', new Date(2080, 0, 1))[0]).toBe(2099)
  })

  it('rejects impossible dates, relative words and garbage with a ValueError', () => {
    for (const text of ['2023-02-29', '2024-13-01', 'tomorrow', 'today', 'not a date', '', 'None', 'nan', 'am', '25:00']) {
      try {
        parseDateutil(text, { today: TODAY })
        expect.unreachable(text)
      } catch (error) {
        expect(error, text).toBeInstanceOf(CheckError)
        expect((error as CheckError).kind).toBe('value')
      }
    }
  })

  it('time zone names: UTC/GMT/Z are aware, others are left naive', () => {
    expect(parse('2024-01-15 10:00 UTC')[7]).toBe(0)
    expect(parse('2024-01-15 10:00 GMT+3')[7]).toBe(-180)
    expect(parse('2024-01-15 10:00 EST')[7]).toBeNull()
  })
})

describe('timelexSplit', () => {
  it('splits words, numbers and separators as dateutil does', () => {
    expect(timelexSplit('Sep.20.2009 4:30:21.447')).toEqual(['Sep', '.', '20', '.', '2009', ' ', '4', ':', '30', ':', '21.447'])
    expect(timelexSplit('10,5')).toEqual(['10.5'])
    expect(timelexSplit('a\tb')).toEqual(['a', ' ', 'b'])
  })

  it('reads every str.isdigit() character of Python 3.11 as a digit (Ethiopic, Kharoshthi, …)', () => {
    expect(timelexSplit('\u1369\u136a/1/2020')).toEqual(['\u1369\u136a', '/', '1', '/', '2020'])
    expect(timelexSplit('Jan of \u{10a40}\u{10a41}')).toEqual(['Jan', ' ', 'of', ' ', '\u{10a40}\u{10a41}'])
    // Python: '⑴⑵⑶'.isdigit() is true and int('⑴⑵⑶') a ValueError.
    expect(() => parseDateutil('Jan of \u2474\u2475\u2476')).toThrow('Unknown string format')
  })
})
