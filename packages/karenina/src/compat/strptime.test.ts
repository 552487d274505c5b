import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { pyStrptime, type PyDateTime } from './py-datetime.js'

type Fields = [number, number, number, number, number, number, number, number | null]
const fixture = JSON.parse(readFileSync(new URL('../../test/fixtures/compat/strptime.json', import.meta.url), 'utf8')) as {
  text: string
  format: string
  result?: Fields
  error?: 'value' | 'regex'
}[]

const fields = (value: PyDateTime): Fields => [value.year, value.month, value.day, value.hour, value.minute, value.second, value.microsecond, value.offsetMinutes]

function kindOf(fn: () => unknown): string | undefined {
  try {
    fn()
    return undefined
  } catch (error) {
    return error instanceof CheckError ? error.kind : 'not a CheckError'
  }
}

describe('pyStrptime against CPython 3.11 (generated fixture)', () => {
  it.each(fixture.map((c) => [`${JSON.stringify(c.text)} / ${JSON.stringify(c.format)}`, c] as const))('%s', (_, c) => {
    if (c.error) expect(kindOf(() => pyStrptime(c.text, c.format))).toBe(c.error)
    else expect(fields(pyStrptime(c.text, c.format))).toEqual(c.result)
  })
})

describe('pyStrptime directives', () => {
  const parse = (text: string, format: string) => fields(pyStrptime(text, format))

  it('%Y %m %d %H %M %S %f', () => {
    expect(parse('2024-01-15 10:30:45.25', '%Y-%m-%d %H:%M:%S.%f')).toEqual([2024, 1, 15, 10, 30, 45, 250000, null])
  })

  it('%y pivots at 68/69', () => {
    expect(parse('68', '%y')[0]).toBe(2068)
    expect(parse('69', '%y')[0]).toBe(1969)
  })

  it('%b %B %a %A are case-insensitive English names', () => {
    expect(parse('mon 15 JAN 2024', '%a %d %b %Y')).toEqual([2024, 1, 15, 0, 0, 0, 0, null])
    expect(parse('Monday 15 January 2024', '%A %d %B %Y')).toEqual([2024, 1, 15, 0, 0, 0, 0, null])
  })

  it('%I with %p, %j, %%', () => {
    expect(parse('12:05 AM', '%I:%M %p')[3]).toBe(0)
    expect(parse('12:05 PM', '%I:%M %p')[3]).toBe(12)
    expect(parse('3 pm', '%I %p')[3]).toBe(15)
    expect(parse('2024 060', '%Y %j').slice(0, 3)).toEqual([2024, 2, 29])
    expect(parse('10%', '%d%%')[2]).toBe(10)
    expect(kindOf(() => pyStrptime('100%', '%d%%'))).toBe('value')
  })

  it('%z makes the value aware; %Z accepts UTC/GMT and stays naive', () => {
    expect(parse('10:00+05:30', '%H:%M%z')[7]).toBe(330)
    expect(parse('10:00-0800', '%H:%M%z')[7]).toBe(-480)
    expect(parse('10:00Z', '%H:%M%z')[7]).toBe(0)
    expect(kindOf(() => pyStrptime('10:00z', '%H:%M%z'))).toBe('value')
    expect(parse('10:00 UTC', '%H:%M %Z')[7]).toBeNull()
  })

  it('the whole string must match; whitespace in the format matches any run', () => {
    expect(kindOf(() => pyStrptime('2024-01-15 extra', '%Y-%m-%d'))).toBe('value')
    expect(kindOf(() => pyStrptime('January 15, 2024', '%Y-%m-%d'))).toBe('value')
    expect(parse('2024-01-15 \t 10', '%Y-%m-%d %H')[3]).toBe(10)
  })

  it('bad directives and impossible dates are ValueErrors; a repeated directive is a regex error', () => {
    expect(kindOf(() => pyStrptime('2024', '%Q'))).toBe('value')
    expect(kindOf(() => pyStrptime('2024', '%Y%'))).toBe('value')
    expect(kindOf(() => pyStrptime('2023-02-29', '%Y-%m-%d'))).toBe('value')
    expect(kindOf(() => pyStrptime('02-29', '%m-%d'))).toBe('value')
    expect(kindOf(() => pyStrptime('2024 2024', '%Y %Y'))).toBe('regex')
  })
})
