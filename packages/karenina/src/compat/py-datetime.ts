import { CheckError } from '../errors/check-error.js'

/**
 * A Python `datetime.datetime`: naive (`offsetMinutes: null`) or aware with a fixed UTC offset. The fields
 * are kept as written (an offset is never applied to them), as Python does; JS `Date` would convert to UTC.
 */
export interface PyDateTime {
  readonly year: number
  readonly month: number
  readonly day: number
  readonly hour: number
  readonly minute: number
  readonly second: number
  readonly microsecond: number
  /** UTC offset in minutes (may be fractional: Python offsets can carry seconds); null when naive. */
  readonly offsetMinutes: number | null
}

const MICROS_PER_DAY = 86_400_000_000n

/** Python `calendar.isleap`. */
export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
}

/** Days in `month` of `year` (`calendar.monthrange(year, month)[1]`). */
export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!
}

function checkRange(name: string, value: number, min: number, max: number, message?: string): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new CheckError('value', message ?? `${name} must be in ${min}..${max}`)
  }
}

/** Builds a datetime, failing like Python's constructor (ValueError) on impossible fields. */
export function pyDateTime(fields: Partial<PyDateTime> & Pick<PyDateTime, 'year' | 'month' | 'day'>): PyDateTime {
  const value: PyDateTime = { hour: 0, minute: 0, second: 0, microsecond: 0, offsetMinutes: null, ...fields }
  checkRange('year', value.year, 1, 9999, `year ${value.year} is out of range`)
  checkRange('month', value.month, 1, 12)
  checkRange('day', value.day, 1, daysInMonth(value.year, value.month), 'day is out of range for month')
  checkRange('hour', value.hour, 0, 23)
  checkRange('minute', value.minute, 0, 59)
  checkRange('second', value.second, 0, 59)
  checkRange('microsecond', value.microsecond, 0, 999_999)
  if (value.offsetMinutes !== null && !(Math.abs(value.offsetMinutes) < 24 * 60)) {
    throw new CheckError('value', 'offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24)')
  }
  return value
}

/** Python `date.toordinal()`: day 1 is 0001-01-01. */
export function toOrdinal(year: number, month: number, day: number): number {
  const y = year - 1
  let days = y * 365 + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400)
  for (let m = 1; m < month; m++) days += daysInMonth(year, m)
  return days + day
}

/** Python `date.weekday()`: Monday is 0. */
export function weekday(year: number, month: number, day: number): number {
  return (toOrdinal(year, month, day) + 6) % 7
}

/** Python `date.fromordinal`. */
export function fromOrdinal(ordinal: number): { year: number; month: number; day: number } {
  let year = Math.max(1, Math.floor(ordinal / 365.2425))
  while (toOrdinal(year + 1, 1, 1) <= ordinal) year++
  while (toOrdinal(year, 1, 1) > ordinal) year--
  let month = 1
  while (month < 12 && toOrdinal(year, month + 1, 1) <= ordinal) month++
  return { year, month, day: ordinal - toOrdinal(year, month, 1) + 1 }
}

/** Microseconds since 0001-01-01T00:00 of the fields as written, or of the UTC instant when aware. */
function timeline(value: PyDateTime, asInstant: boolean): bigint {
  const seconds = value.hour * 3600 + value.minute * 60 + value.second
  let micros = BigInt(toOrdinal(value.year, value.month, value.day)) * MICROS_PER_DAY + BigInt(seconds) * 1_000_000n + BigInt(value.microsecond)
  if (asInstant && value.offsetMinutes !== null) micros -= BigInt(Math.round(value.offsetMinutes * 60_000_000))
  return micros
}

function bothKinds(a: PyDateTime, b: PyDateTime, verb: string): boolean {
  for (const value of [a, b]) {
    // datetime.utcoffset() validates the offset (dateutil can build values with larger ones).
    if (value.offsetMinutes !== null && !(Math.abs(value.offsetMinutes) < 24 * 60)) {
      throw new CheckError('value', 'offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24)')
    }
  }
  const aware = a.offsetMinutes !== null
  if (aware !== (b.offsetMinutes !== null)) throw new CheckError('type', `can't ${verb} offset-naive and offset-aware datetimes`)
  return aware
}

/** `a - b` in microseconds; CheckError('type') when one is aware and the other naive, as in Python. */
export function subtractDateTimes(a: PyDateTime, b: PyDateTime): bigint {
  const aware = bothKinds(a, b, 'subtract')
  return timeline(a, aware) - timeline(b, aware)
}

/** -1, 0 or 1, as Python's `<`/`>` order datetimes (two aware values as instants); TypeError when mixed. */
export function compareDateTimes(a: PyDateTime, b: PyDateTime): number {
  const aware = bothKinds(a, b, 'compare')
  const d = timeline(a, aware) - timeline(b, aware)
  return d < 0n ? -1 : d > 0n ? 1 : 0
}

/** Python `a.date() == b.date()`: the calendar dates as written, offsets ignored. */
export function sameDate(a: PyDateTime, b: PyDateTime): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day
}
