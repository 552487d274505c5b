import { CheckError } from '../errors/check-error.js'
import { compilePyRegex } from './py-regex.js'
import { pyStrRepr } from './py-str.js'
import { PY_WHITESPACE_CLASS } from './py-whitespace.js'
import { decimalDigitsValue } from './python-unicode.js'

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

/** The C locale's weekday and month names, Monday and January first (strptime and dateutil read them). */
export const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
export const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

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
  checkOffset(value)
  return value
}

/** Python's check of a UTC offset (`timezone(offset)`, `datetime.utcoffset()`): strictly within ±24 hours. */
function checkOffset({ offsetMinutes }: PyDateTime): void {
  if (offsetMinutes !== null && !(Math.abs(offsetMinutes) < 24 * 60)) {
    throw new CheckError('value', 'offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24)')
  }
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
  // dateutil can build values with larger offsets: Python fails when they are used.
  checkOffset(a)
  checkOffset(b)
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

// A port of CPython 3.11's `_strptime` for the C locale: the format becomes a Python regex (compiled with
// IGNORECASE by karenina's `re` port), matched at the start of the string, which must be used up entirely.

const LOCALE_FORMATS: Record<string, string> = { c: '%a %b %d %H:%M:%S %Y', x: '%m/%d/%y', X: '%H:%M:%S' }

const WEEKDAYS_ABBR = WEEKDAY_NAMES.map((name) => name.slice(0, 3))
const MONTHS_ABBR = MONTH_NAMES.map((name) => name.slice(0, 3))

const REGEX_CHARS = /([\\.^$*+?(){}[\]|])/g
const WHITESPACE_RUN = new RegExp(`[${PY_WHITESPACE_CLASS}]+`, 'gu')

type StrptimeField = 'year' | 'isoYear' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'fraction' | 'weekday' | 'julian' | 'weekOfYear' | 'isoWeek'
type ReadDirective = (value: string, found: ReadonlyMap<string, string>) => number

/** `_strptime`'s `__seqToRE`: the names longest first (a stable sort, as Python's), as alternatives. */
const alternatives = (names: readonly string[]): string => names.toSorted((a, b) => b.length - a.length).join('|')

/**
 * Each directive's regex in `TimeRE` (formatPattern names its group after the directive), and the field its value
 * sets: `int` of the matched text unless a reader is given. `%p` (read by `%I`), `%Z` and `%z` (read apart) set none.
 */
const DIRECTIVES: Record<string, [regex: string, field?: StrptimeField, read?: ReadDirective]> = {
  A: [alternatives(WEEKDAY_NAMES), 'weekday', (value) => indexOrFail(WEEKDAY_NAMES, value)],
  B: [alternatives(MONTH_NAMES), 'month', (value) => indexOrFail(MONTH_NAMES, value) + 1],
  G: ['\\d\\d\\d\\d', 'isoYear'],
  H: ['2[0-3]|[0-1]\\d|\\d', 'hour'],
  I: ['1[0-2]|0[1-9]|[1-9]', 'hour', (value, found) => twelveHourClock(int(value), (found.get('p') ?? '').toLowerCase())],
  M: ['[0-5]\\d|\\d', 'minute'],
  S: ['6[0-1]|[0-5]\\d|\\d', 'second'],
  U: ['5[0-3]|[0-4]\\d|\\d', 'weekOfYear'],
  V: ['5[0-3]|0[1-9]|[1-4]\\d|\\d', 'isoWeek'],
  W: ['5[0-3]|[0-4]\\d|\\d', 'weekOfYear'],
  Y: ['\\d\\d\\d\\d', 'year'],
  // The local zone is taken as UTC (time.tzname == ('UTC', 'UTC')).
  Z: ['utc|gmt'],
  a: [alternatives(WEEKDAYS_ABBR), 'weekday', (value) => indexOrFail(WEEKDAYS_ABBR, value)],
  b: [alternatives(MONTHS_ABBR), 'month', (value) => indexOrFail(MONTHS_ABBR, value) + 1],
  d: ['3[0-1]|[1-2]\\d|0[1-9]|[1-9]| [1-9]', 'day'],
  f: ['[0-9]{1,6}', 'fraction', (value) => int(value.padEnd(6, '0'))],
  j: ['36[0-6]|3[0-5]\\d|[1-2]\\d\\d|0[1-9]\\d|00[1-9]|[1-9]\\d|0[1-9]|[1-9]', 'julian'],
  m: ['1[0-2]|0[1-9]|[1-9]', 'month'],
  p: ['am|pm'],
  u: ['[1-7]', 'weekday', (value) => int(value) - 1],
  w: ['[0-6]', 'weekday', (value) => (int(value) + 6) % 7],
  y: ['\\d\\d', 'year', (value) => int(value) + (int(value) <= 68 ? 2000 : 1900)],
  // Python writes the final alternative as (?-i:Z); the case is checked after matching instead, so that no
  // JS regex modifier is needed.
  z: ['[+-]\\d\\d:?[0-5]\\d(:?[0-5]\\d(\\.\\d{1,6})?)?|Z'],
}

/** `TimeRE.pattern(format)`; throws a KeyError-like marker for unknown directives. */
function formatPattern(format: string): string {
  let rest = format.replace(REGEX_CHARS, '\\$1').replace(WHITESPACE_RUN, '\\s+')
  let out = ''
  for (let at = rest.indexOf('%'); at >= 0; at = rest.indexOf('%')) {
    const directive = rest[at + 1]
    if (directive === undefined) throw new CheckError('value', `stray % in format ${pyStrRepr(format)}`)
    const regex = Object.hasOwn(DIRECTIVES, directive) ? `(?P<${directive}>${DIRECTIVES[directive]![0]})` : directive === '%' ? '%' : undefined
    const replacement = Object.hasOwn(LOCALE_FORMATS, directive) ? formatPattern(LOCALE_FORMATS[directive]!) : regex
    if (replacement === undefined) {
      throw new CheckError('value', `'${directive === '\\' ? '%' : directive}' is a bad directive in format ${pyStrRepr(format)}`)
    }
    out += rest.slice(0, at) + replacement
    rest = rest.slice(at + 2)
  }
  return out + rest
}

/** Python `int()` of the digits a directive matched (Unicode digits allowed, surrounding spaces ignored). */
function int(text: string): number {
  const value = decimalDigitsValue(text.trim())
  if (value === undefined) throw new CheckError('value', `invalid literal for int() with base 10: ${pyStrRepr(text)}`)
  return value
}

function indexOrFail(list: readonly string[], value: string): number {
  const index = list.indexOf(value.toLowerCase())
  if (index < 0) throw new CheckError('value', `${pyStrRepr(value.toLowerCase())} is not in list`)
  return index
}

/** `_calc_julian_from_U_or_W`. */
function julianFromWeek(year: number, weekOfYear: number, dayOfWeek: number, weekStartsMonday: boolean): number {
  let firstWeekday = weekday(year, 1, 1)
  if (!weekStartsMonday) {
    firstWeekday = (firstWeekday + 1) % 7
    dayOfWeek = (dayOfWeek + 1) % 7
  }
  const week0Length = (7 - firstWeekday) % 7
  if (weekOfYear === 0) return 1 + dayOfWeek - firstWeekday
  return 1 + week0Length + 7 * (weekOfYear - 1) + dayOfWeek
}

/** `_calc_julian_from_V`: [iso year, day of that year]. */
function julianFromIsoWeek(isoYear: number, isoWeek: number, isoWeekday: number): [number, number] {
  const correction = weekday(isoYear, 1, 4) + 1 + 3
  let ordinal = isoWeek * 7 + isoWeekday - correction
  if (ordinal < 1) {
    ordinal += toOrdinal(isoYear, 1, 1)
    isoYear -= 1
    ordinal -= toOrdinal(isoYear, 1, 1)
  }
  return [isoYear, ordinal]
}

/** Python `datetime.strptime(text, format)` (C locale). Fails with CheckError('value'), as Python's ValueError. */
export function pyStrptime(text: string, format: string): PyDateTime {
  const regex = compilePyRegex(formatPattern(format), { ignoreCase: true })
  const match = regex.match(text)
  const found = new Map<string, string>()
  // groupdict() order: the order of the directives in the format (a later one overrides an earlier one).
  for (const [name, index] of [...regex.groupIndex].sort((a, b) => a[1] - b[1])) {
    const value = match?.groups[index - 1]
    if (value !== undefined) found.set(name, value)
  }
  if (!match || found.get('z') === 'z') throw new CheckError('value', `time data ${pyStrRepr(text)} does not match format ${pyStrRepr(format)}`)
  if (match.end !== text.length) throw new CheckError('value', `unconverted data remains: ${text.slice(match.end)}`)
  return buildStrptime(found)
}

/** `%I` with `%p` (none means am) on a 24-hour clock. */
function twelveHourClock(hour: number, ampm: string): number {
  if ((ampm === '' || ampm === 'am') && hour === 12) return 0
  return ampm === 'pm' && hour !== 12 ? hour + 12 : hour
}

function buildStrptime(found: ReadonlyMap<string, string>): PyDateTime {
  const fields: Partial<Record<StrptimeField, number>> = {}
  let gmtoff: number | null = null
  let gmtoffFraction = 0
  let weekStartsMonday = false
  for (const [key, value] of found) {
    const [, field, read = int] = DIRECTIVES[key]!
    if (field) fields[field] = read(value, found)
    if (key === 'U' || key === 'W') weekStartsMonday = key === 'W'
    if (key === 'z') [gmtoff, gmtoffFraction] = parseZ(value)
  }
  let { year = null, julian = null, month = 1, day = 1 } = fields
  const { isoYear = null, hour = 0, minute = 0, second = 0, fraction = 0 } = fields
  const { weekday = null, weekOfYear = null, isoWeek = null } = fields

  if (year === null && isoYear !== null) {
    if (isoWeek === null || weekday === null) {
      throw new CheckError('value', "ISO year directive '%G' must be used with the ISO week directive '%V' and a weekday directive ('%A', '%a', '%w', or '%u').")
    }
    if (julian !== null) throw new CheckError('value', "Day of the year directive '%j' is not compatible with ISO year directive '%G'. Use '%Y' instead.")
  } else if (weekOfYear === null && isoWeek !== null) {
    if (weekday === null) {
      throw new CheckError('value', "ISO week directive '%V' must be used with the ISO year directive '%G' and a weekday directive ('%A', '%a', '%w', or '%u').")
    }
    throw new CheckError('value', "ISO week directive '%V' is incompatible with the year directive '%Y'. Use the ISO year '%G' instead.")
  }
  // Without a year, Feb 29 is computed in 1904 and then put back in 1900 (where it fails, as in Python 3.11).
  const leapYearFix = year === null && month === 2 && day === 29
  year ??= leapYearFix ? 1904 : 1900
  if (year < 1 || year > 9999) throw new CheckError('value', `year ${year} is out of range`)
  if (julian === null && weekday !== null) {
    if (weekOfYear !== null) julian = julianFromWeek(year, weekOfYear, weekday, weekStartsMonday)
    else if (isoYear !== null && isoWeek !== null) [year, julian] = julianFromIsoWeek(isoYear, isoWeek, weekday + 1)
    if (julian !== null && julian <= 0) {
      year -= 1
      julian += isLeapYear(year) ? 366 : 365
    }
  }
  if (julian === null) {
    pyDateTime({ year, month, day })
  } else {
    if (year < 1 || year > 9999) throw new CheckError('value', `year ${year} is out of range`)
    ;({ year, month, day } = fromOrdinal(julian - 1 + toOrdinal(year, 1, 1)))
  }
  if (leapYearFix) year = 1900
  const offsetMinutes = gmtoff === null ? null : (gmtoff + gmtoffFraction / 1e6) / 60
  return pyDateTime({ year, month, day, hour, minute, second, microsecond: fraction, offsetMinutes })
}

/** The `%z` text as [seconds, microseconds] (signed). */
function parseZ(text: string): [number, number] {
  if (text === 'Z') return [0, 0]
  let z = text
  if (z[3] === ':') {
    z = z.slice(0, 3) + z.slice(4)
    if (z.length > 5) {
      if (z[5] !== ':') throw new CheckError('value', `Inconsistent use of : in ${text}`)
      z = z.slice(0, 5) + z.slice(6)
    }
  }
  const seconds = int(z.slice(1, 3)) * 3600 + int(z.slice(3, 5)) * 60 + (z.slice(5, 7) ? int(z.slice(5, 7)) : 0)
  const remainder = z.slice(8)
  const micro = remainder ? int(remainder.padEnd(6, '0')) : 0
  const sign = z.startsWith('-') ? -1 : 1
  return [sign * seconds, sign * micro]
}
