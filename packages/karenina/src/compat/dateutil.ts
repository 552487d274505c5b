import { CheckError } from '../errors/check-error.js'
import { UTC_ZONES, emptyResult, info, type DateParseResult } from './dateutil-info.js'
import { timelexSplit } from './dateutil-lex.js'
import { adjustAmPm, parseNumericToken } from './dateutil-numeric.js'
import { UnknownDateFormat, Ymd, isDigitText, pyIntText } from './dateutil-ymd.js'
import { daysInMonth, fromOrdinal, pyDateTime, toOrdinal, weekday, type PyDateTime } from './py-datetime.js'

/** Options of `parseDateutil`. */
export interface DateutilOptions {
  /** The date whose local year, month and day fill missing parts ("today at 00:00:00"). @default new Date() */
  today?: Date
}

/**
 * python-dateutil's `parser.parse(text)` with default options (month-first, not fuzzy), ported from
 * dateutil 2.9: ISO 8601 with `T` or a space, `YYYYMMDD`, `MM/DD/YYYY` (day first when the first number
 * cannot be a month), month and weekday names, `12 am`, offsets (`Z`, `+05:00`, `-0500`, `GMT+3`), RFC 2822.
 * Missing parts come from today at midnight. Fails with CheckError('value') (Python's ParserError).
 * Time zone names other than UTC/GMT/Z leave the value naive, as on a machine whose local zone is UTC.
 */
export function parseDateutil(text: string, options: DateutilOptions = {}): PyDateTime {
  const today = options.today ?? new Date()
  const res = parseTokens(text, today.getFullYear())
  if (res === null) throw new CheckError('value', `Unknown string format: ${text}`)
  if (isEmpty(res)) throw new CheckError('value', `String does not contain a date: ${text}`)
  let naive: PyDateTime
  try {
    naive = buildNaive(res, today)
  } catch (error) {
    const reason = error instanceof CheckError ? error.message : String(error)
    throw new CheckError('value', `${reason}: ${text}`, { cause: error })
  }
  return { ...naive, offsetMinutes: awareOffset(res) }
}

function isEmpty(res: DateParseResult): boolean {
  const { centurySpecified: _, ...slots } = res
  return Object.values(slots).every((value) => value === null)
}

/** Python's digits are all Unicode decimal digits; number tokens are normalised to ASCII once. */
function normalizeToken(token: string): string {
  if (!/^[\p{Nd}.]+$/u.test(token) || /^[0-9.]+$/.test(token)) return token
  return Array.from(token, (c) => (c === '.' ? c : String(pyIntText(c)))).join('')
}

/** `float(token)` succeeds: a number token, or a word Python reads as a float (inf, nan). */
function isFloatToken(token: string): boolean {
  return /^(?:\d+\.?\d*|\.\d+)$/.test(token) || /^(?:inf|infinity|nan)$/i.test(token)
}

/** `_could_be_tzname`. */
function couldBeTzname(res: DateParseResult, tzoffset: number | null, token: string): boolean {
  return res.hour !== null && res.tzname === null && tzoffset === null && Array.from(token).length <= 5 && (/^[A-Z]+$/.test(token) || UTC_ZONES.includes(token))
}

/** `parser._parse` (dayfirst=False, yearfirst=False, fuzzy=False); null for "Unknown string format". */
function parseTokens(text: string, currentYear: number): DateParseResult | null {
  const res = emptyResult()
  const l = timelexSplit(text).map(normalizeToken)
  const ymd = new Ymd()
  try {
    for (let i = 0; i < l.length; i++) {
      const token = l[i]!
      if (isFloatToken(token)) {
        i = parseNumericToken(l, i, ymd, res)
      } else if (info.weekday(token) !== undefined) {
        res.weekday = info.weekday(token)!
      } else if (info.month(token) !== undefined) {
        ymd.append(info.month(token)!, 'M')
        if (i + 1 < l.length) {
          if (l[i + 1] === '-' || l[i + 1] === '/') {
            // Jan-01[-99]
            const sep = l[i + 1]
            ymd.append(required(l, i + 2))
            if (i + 3 < l.length && l[i + 3] === sep) {
              ymd.append(required(l, i + 4))
              i += 2
            }
            i += 2
          } else if (i + 4 < l.length && l[i + 1] === ' ' && l[i + 3] === ' ' && info.pertain(l[i + 2])) {
            // Jan of 01
            if (isDigitText(l[i + 4]!)) ymd.append(String(convertYear(pyIntText(l[i + 4]!), false, currentYear)), 'Y')
            i += 4
          }
        }
      } else if (info.ampm(token) !== undefined) {
        const value = info.ampm(token)!
        if (res.hour === null) throw new UnknownDateFormat('No hour specified with AM or PM flag.')
        if (res.hour < 0 || res.hour > 12) throw new UnknownDateFormat('Invalid hour specified for 12-hour clock.')
        res.hour = adjustAmPm(res.hour, value)
        res.ampm = value
      } else if (couldBeTzname(res, res.tzoffset, token)) {
        res.tzname = token
        res.tzoffset = info.tzoffset(token)
        // "GMT+3" means "my time +3 is GMT": dateutil flips the sign that follows.
        if (i + 1 < l.length && (l[i + 1] === '+' || l[i + 1] === '-')) {
          l[i + 1] = l[i + 1] === '+' ? '-' : '+'
          res.tzoffset = null
          if (info.utczone(res.tzname)) res.tzname = null
        }
      } else if (res.hour !== null && (token === '+' || token === '-')) {
        i = parseOffset(l, i, res)
      } else if (!info.jump(token)) {
        throw new UnknownDateFormat(text)
      }
    }
    const [year, month, day] = ymd.resolve()
    res.centurySpecified = ymd.centurySpecified
    res.year = year
    res.month = month
    res.day = day
  } catch (error) {
    if (error instanceof UnknownDateFormat) return null
    throw error
  }
  validate(res, currentYear)
  return res
}

function required(l: string[], index: number): string {
  const token = l[index]
  if (token === undefined) throw new UnknownDateFormat('list index out of range')
  return token
}

/** A numeric offset after a time: `+05:00`, `-0500`, `+5`, optionally followed by `(EST)`. */
function parseOffset(l: string[], i: number, res: DateParseResult): number {
  const signal = l[i] === '+' ? 1 : -1
  const number = required(l, i + 1)
  const len = Array.from(number).length
  let hours: number
  let minutes: number
  if (len === 4) {
    hours = pyIntText(number.slice(0, 2))
    minutes = pyIntText(number.slice(2))
  } else if (i + 2 < l.length && l[i + 2] === ':') {
    hours = pyIntText(number)
    minutes = pyIntText(required(l, i + 3))
    i += 2
  } else if (len <= 2) {
    hours = pyIntText(number.slice(0, 2))
    minutes = 0
  } else {
    throw new UnknownDateFormat('bad offset')
  }
  res.tzoffset = signal * (hours * 3600 + minutes * 60)
  const name = l[i + 4]
  if (i + 5 < l.length && info.jump(l[i + 2]) && l[i + 3] === '(' && l[i + 5] === ')' && name !== undefined && Array.from(name).length >= 3 && couldBeTzname(res, null, name)) {
    res.tzname = name
    i += 4
  }
  return i + 1
}

/** `parserinfo.convertyear`: two-digit years land within 50 years of the current year. */
function convertYear(year: number, centurySpecified: boolean, currentYear: number): number {
  if (year < 100 && !centurySpecified) {
    year += Math.floor(currentYear / 100) * 100
    if (year >= currentYear + 50) year -= 100
    else if (year < currentYear - 50) year += 100
  }
  return year
}

/** `parserinfo.validate`. */
function validate(res: DateParseResult, currentYear: number): void {
  if (res.year !== null) res.year = convertYear(res.year, res.centurySpecified, currentYear)
  if ((res.tzoffset === 0 && !res.tzname) || res.tzname === 'Z' || res.tzname === 'z') {
    res.tzname = 'UTC'
    res.tzoffset = 0
  } else if (res.tzoffset !== 0 && res.tzname && info.utczone(res.tzname)) {
    res.tzoffset = 0
  }
}

/** `_build_naive`: replaces today's (midnight) fields; a missing day is clamped to the month's length. */
function buildNaive(res: DateParseResult, today: Date): PyDateTime {
  const year = res.year ?? today.getFullYear()
  const month = res.month ?? today.getMonth() + 1
  let day = res.day ?? today.getDate()
  if (res.day === null && year >= 1 && year <= 9999 && month >= 1 && month <= 12) day = Math.min(day, daysInMonth(year, month))
  const naive = pyDateTime({
    year,
    month,
    day,
    hour: res.hour ?? 0,
    minute: res.minute ?? 0,
    second: res.second ?? 0,
    microsecond: res.microsecond ?? 0,
  })
  if (res.weekday === null || res.day) return naive
  // relativedelta(weekday=...): the next such weekday, today included.
  const ordinal = toOrdinal(naive.year, naive.month, naive.day) + ((res.weekday - weekday(naive.year, naive.month, naive.day) + 7) % 7)
  const date = fromOrdinal(ordinal)
  return pyDateTime({ ...naive, ...date })
}

/** `_build_tzaware` (no tzinfos; the local zone taken as UTC): the offset in minutes, or null (naive). */
function awareOffset(res: DateParseResult): number | null {
  if (res.tzname !== null && UTC_ZONES.includes(res.tzname)) return 0
  if (res.tzoffset === 0) return 0
  // An offset of 24 hours or more is kept: Python fails only when such a value is compared or subtracted.
  if (res.tzoffset) return res.tzoffset / 60
  return null
}
