import { CheckError } from '../errors/check-error.js'
import { daysInMonth, fromOrdinal, MONTH_NAMES, pyDateTime, toOrdinal, weekday, WEEKDAY_NAMES, type PyDateTime } from './py-datetime.js'
import { floatLiteral } from './py-float.js'
import { isPyWhitespace } from './py-whitespace.js'
import { decimalDigitsValue } from './python-unicode.js'

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
      // `float(token)` succeeds: a number token (timelex leaves no sign or exponent in one), or inf / nan.
      if (floatLiteral(token) !== undefined) {
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
        // dateutil also records the flag (res.ampm), which only its fuzzy mode reads.
        res.hour = adjustAmPm(res.hour, value)
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
    ;[res.year, res.month, res.day] = ymd.resolve()
    res.centurySpecified = ymd.centurySpecified
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

// python-dateutil 2.9's default `parserinfo` (English names, dayfirst=False, yearfirst=False) and the parse
// result record.

function table(groups: readonly (readonly string[])[]): Map<string, number> {
  const map = new Map<string, number>()
  groups.forEach((names, index) => names.forEach((name) => map.set(name.toLowerCase(), index)))
  return map
}

const JUMP = new Set([' ', '.', ',', ';', '-', '/', "'", 'at', 'on', 'and', 'ad', 'm', 't', 'of', 'st', 'nd', 'rd', 'th'])
// Each name and its first three letters; months are numbered from 1, and September is also "Sept".
const WEEKDAYS = table(WEEKDAY_NAMES.map((name) => [name.slice(0, 3), name]))
const MONTHS = table([[], ...MONTH_NAMES.map((name) => [name.slice(0, 3), name, ...(name === 'september' ? ['sept'] : [])])])
const HMS = table([
  ['h', 'hour', 'hours'],
  ['m', 'minute', 'minutes'],
  ['s', 'second', 'seconds'],
])
const AMPM = table([
  ['am', 'a'],
  ['pm', 'p'],
])
/** `parserinfo.UTCZONE`, case-sensitive where dateutil compares the raw list. */
const UTC_ZONES = ['UTC', 'GMT', 'Z', 'z']
const UTC_ZONES_LOWER = new Set(['utc', 'gmt', 'z'])

const lower = (name: string | undefined): string => (name ?? '').toLowerCase()

/** The lookups of dateutil's default `parserinfo`. */
const info = {
  jump: (name: string | undefined): boolean => JUMP.has(lower(name)),
  weekday: (name: string | undefined): number | undefined => WEEKDAYS.get(lower(name)),
  /** Month number 1–12. */
  month: (name: string | undefined): number | undefined => MONTHS.get(lower(name)),
  /** 0 hours, 1 minutes, 2 seconds. */
  hms: (name: string | undefined): number | undefined => HMS.get(lower(name)),
  /** 0 am, 1 pm. */
  ampm: (name: string | undefined): number | undefined => AMPM.get(lower(name)),
  pertain: (name: string | undefined): boolean => lower(name) === 'of',
  utczone: (name: string | undefined): boolean => UTC_ZONES_LOWER.has(lower(name)),
  /** `parserinfo.tzoffset`: dateutil looks the raw name up among lowercase keys, so only "z" gives 0. */
  tzoffset: (name: string): number | null => (UTC_ZONES_LOWER.has(name) ? 0 : null),
}

/** dateutil's `_result` with every slot unset. */
function emptyResult() {
  return {
    year: null as number | null,
    month: null as number | null,
    day: null as number | null,
    weekday: null as number | null,
    hour: null as number | null,
    minute: null as number | null,
    second: null as number | null,
    microsecond: null as number | null,
    tzname: null as string | null,
    /** Offset in seconds. */
    tzoffset: null as number | null,
    centurySpecified: false,
  }
}

type DateParseResult = ReturnType<typeof emptyResult>

// A port of python-dateutil 2.9's `_timelex`: splits a date string into words, numbers, whitespace (as " ")
// and single other characters, with dateutil's handling of dots and decimal commas.

const isWord = (c: string): boolean => /^\p{L}$/u.test(c)
// str.isdigit(): decimal digits plus Python 3.11's characters of numeric type "digit" (superscripts, circled digits, …).
const DIGIT_CLASS =
  '\\p{Nd}\\xb2\\xb3\\xb9\\u1369-\\u1371\\u19da\\u2070\\u2074-\\u2079\\u2080-\\u2089\\u2460-\\u2468\\u2474-\\u247c\\u2488-\\u2490\\u24ea' +
  '\\u24f5-\\u24fd\\u24ff\\u2776-\\u277e\\u2780-\\u2788\\u278a-\\u2792\\u{10a40}-\\u{10a43}\\u{10e60}-\\u{10e68}\\u{11052}-\\u{1105a}\\u{1f100}-\\u{1f10a}'
const DIGIT = new RegExp(`^[${DIGIT_CLASS}]$`, 'u')
const DIGITS = new RegExp(`^[${DIGIT_CLASS}]+$`, 'u')
const isNum = (c: string): boolean => DIGIT.test(c)

type State = 'a' | '0' | 'a.' | '0.' | null

/** `_timelex.split(s)`. */
export function timelexSplit(text: string): string[] {
  const chars = Array.from(text).filter((c) => c !== '\x00')
  const tokens: string[] = []
  const stack: string[] = []
  let position = 0
  while (stack.length || position < chars.length) {
    if (stack.length) {
      tokens.push(stack.shift()!)
      continue
    }
    let token = ''
    let state: State = null
    let seenLetters = false
    while (position < chars.length) {
      const c = chars[position]!
      if (state === null) {
        position++
        token = c
        if (isWord(c)) state = 'a'
        else if (isNum(c)) state = '0'
        else {
          if (isPyWhitespace(c)) token = ' '
          break
        }
      } else if (state === 'a') {
        seenLetters = true
        if (isWord(c)) token += c
        else if (c === '.') {
          token += c
          state = 'a.'
        } else break
        position++
      } else if (state === '0') {
        if (isNum(c)) token += c
        else if (c === '.' || (c === ',' && Array.from(token).length >= 2)) {
          token += c
          state = '0.'
        } else break
        position++
      } else if (state === 'a.') {
        seenLetters = true
        if (c === '.' || isWord(c)) token += c
        else if (isNum(c) && token.endsWith('.')) {
          token += c
          state = '0.'
        } else break
        position++
      } else {
        if (c === '.' || isNum(c)) token += c
        else if (isWord(c) && token.endsWith('.')) {
          token += c
          state = 'a.'
        } else break
        position++
      }
    }
    if ((state === 'a.' || state === '0.') && (seenLetters || countOf(token, '.') > 1 || token.endsWith('.') || token.endsWith(','))) {
      // re.split("([.,])", token): the first piece is the token, the others (non-empty) come next.
      const pieces = token.split(/([.,])/)
      token = pieces[0]!
      for (const piece of pieces.slice(1)) if (piece) stack.push(piece)
    }
    if (state === '0.' && countOf(token, '.') === 0) token = token.replace(/,/g, '.')
    tokens.push(token)
  }
  return tokens
}

const countOf = (text: string, char: string): number => text.split(char).length - 1

// python-dateutil 2.9's `_ymd`: the year/month/day candidates of a date string and how they are resolved.

/** Python raised ValueError or IndexError inside dateutil's `_parse`: the string has an unknown format. */
class UnknownDateFormat extends Error {}

/** Python `int(text)` for the digit strings dateutil handles; anything else is a ValueError. */
function pyIntText(text: string): number {
  const value = decimalDigitsValue(text)
  if (value === undefined) throw new UnknownDateFormat(`invalid literal for int(): '${text}'`)
  return value
}

/** Python `str.isdigit()`, false for "". */
const isDigitText = (text: string): boolean => DIGITS.test(text)

type Label = 'Y' | 'M' | 'D'

/** dateutil's `_ymd`: the year/month/day values found so far and which of them were labelled. */
class Ymd {
  readonly values: number[] = []
  centurySpecified = false
  /** Where in `values` the labelled year, month and day are (dateutil's ystridx, mstridx, dstridx). */
  readonly strids: Partial<Record<Label, number>> = {}

  get length(): number {
    return this.values.length
  }

  private at(index: number): number {
    // Python's negative index wraps around (self[mstridx - 1] with mstridx 0 reads the last value).
    return this.values[index < 0 ? this.values.length + index : index]!
  }

  couldBeDay(value: number): boolean {
    const { Y, M, D } = this.strids
    if (D !== undefined) return false
    if (M === undefined) return value >= 1 && value <= 31
    return value >= 1 && value <= daysInMonth(Y === undefined ? 2000 : this.at(Y), this.at(M))
  }

  /** `_ymd.append`: a digit string of more than two digits, or a number above 100, is the year. */
  append(value: string | number, label?: Label): void {
    if (typeof value === 'string') {
      if (isDigitText(value) && Array.from(value).length > 2) {
        this.centurySpecified = true
        label = 'Y'
      }
      this.values.push(pyIntText(value))
    } else {
      if (value > 100) {
        this.centurySpecified = true
        label = 'Y'
      }
      this.values.push(Math.trunc(value))
    }
    if (label === undefined) return
    if (this.strids[label] !== undefined) throw new UnknownDateFormat(`${label} (year, month or day) is already set`)
    this.strids[label] = this.values.length - 1
  }

  /** `_ymd.resolve_ymd(yearfirst=False, dayfirst=False)`: [year, month, day], each possibly null. */
  resolve(): [number | null, number | null, number | null] {
    const n = this.values.length
    const known = Object.keys(this.strids).length
    if ((n === known && n > 0) || (n === 3 && known === 2)) return this.resolveFromStridxs({ ...this.strids })
    const { Y: ystridx, M: mstridx } = this.strids
    const v = this.values
    if (n > 3) throw new UnknownDateFormat('More than three YMD values')
    if (n === 1 || (mstridx !== undefined && n === 2)) {
      const month = mstridx === undefined ? null : this.at(mstridx)
      const other = mstridx === undefined ? v[0]! : this.at(mstridx - 1)
      if (n > 1 || mstridx === undefined) return other > 31 ? [other, month, null] : [null, month, other]
      return [null, month, null]
    }
    if (n === 2) {
      if (v[0]! > 31) return [v[0]!, v[1]!, null]
      if (v[1]! > 31) return [v[1]!, v[0]!, null]
      return [null, v[0]!, v[1]!]
    }
    if (n === 3) {
      const [a, b, c] = v as [number, number, number]
      if (mstridx === 0) return b > 31 ? [b, a, c] : [c, a, b]
      if (mstridx === 1) return a > 31 ? [a, b, c] : [c, b, a]
      if (mstridx === 2) return b > 31 ? [b, c, a] : [a, c, b]
      if (a > 31 || ystridx === 0) return [a, b, c]
      if (a > 12) return [c, b, a]
      return [c, a, b]
    }
    return [null, null, null]
  }

  private resolveFromStridxs(strids: Partial<Record<Label, number>>): [number | null, number | null, number | null] {
    if (this.values.length === 3 && Object.keys(strids).length === 2) {
      const used = new Set(Object.values(strids))
      const missing = [0, 1, 2].find((x) => !used.has(x))!
      const key = (['Y', 'M', 'D'] as const).find((k) => strids[k] === undefined)!
      strids[key] = missing
    }
    const get = (key: Label) => (strids[key] === undefined ? null : this.values[strids[key]]!)
    return [get('Y'), get('M'), get('D')]
  }
}

// python-dateutil 2.9's `_parse_numeric_token` and its helpers. Decimal arithmetic is done on the digit
// strings so that `10:30.1` gives 6 seconds, as Python's Decimal does (a JS float would give 5).

/** `parser._to_decimal`: a finite decimal number token (its value, integer part and fraction digits), else a ValueError. */
function toDecimal(token: string | undefined) {
  const match = token === undefined ? null : /^(\d+)(?:\.(\d*))?$/.exec(token)
  if (!match) throw new UnknownDateFormat(`Could not convert ${token} to decimal`)
  const fraction = match[2] ?? ''
  return { value: Number(token), integer: Number(match[1]), fraction }
}

type Decimal = ReturnType<typeof toDecimal>

/** `int(n * (d % 1))` for the fraction of a Decimal. */
function scaledFraction(d: Decimal, n: number): number {
  return Number((BigInt(n) * BigInt(d.fraction)) / 10n ** BigInt(d.fraction.length))
}

const hasFraction = (d: Decimal): boolean => /[1-9]/.test(d.fraction)

function parseMinSec(d: Decimal): [number, number | null] {
  return [d.integer, hasFraction(d) ? scaledFraction(d, 60) : null]
}

/** `_parsems`: "SS[.ffffff]" → [seconds, microseconds]. */
function parseMs(text: string | undefined): [number, number] {
  if (text === undefined) throw new UnknownDateFormat('missing seconds')
  if (!text.includes('.')) return [pyIntText(text), 0]
  const parts = text.split('.')
  if (parts.length !== 2) throw new UnknownDateFormat('too many values to unpack')
  return [pyIntText(parts[0]!), pyIntText(parts[1]!.padEnd(6, '0').slice(0, 6))]
}

/** `parser._adjust_ampm`: 12-hour clock to 24-hour (ampm 0 = am, 1 = pm). */
function adjustAmPm(hour: number, ampm: number): number {
  if (hour < 12 && ampm === 1) return hour + 12
  if (hour === 12 && ampm === 0) return 0
  return hour
}

function findHmsIndex(idx: number, tokens: string[]): number | null {
  const n = tokens.length
  if (idx + 1 < n && info.hms(tokens[idx + 1]) !== undefined) return idx + 1
  if (idx + 2 < n && tokens[idx + 1] === ' ' && info.hms(tokens[idx + 2]) !== undefined) return idx + 2
  if (idx > 0 && info.hms(tokens[idx - 1]) !== undefined) return idx - 1
  if (1 < idx && idx === n - 1 && tokens[idx - 1] === ' ' && info.hms(tokens[idx - 2]) !== undefined) return idx - 2
  return null
}

function assignHms(res: DateParseResult, valueRepr: string, hms: number): void {
  const value = toDecimal(valueRepr)
  if (hms === 0) {
    res.hour = value.integer
    if (hasFraction(value)) res.minute = scaledFraction(value, 60)
  } else if (hms === 1) {
    ;[res.minute, res.second] = parseMinSec(value)
  } else if (hms === 2) {
    ;[res.second, res.microsecond] = parseMs(valueRepr)
  }
}

/** `_parse_numeric_token` (fuzzy=False): consumes a number token and returns the index of its last token. */
function parseNumericToken(tokens: string[], idx: number, ymd: Ymd, res: DateParseResult): number {
  const valueRepr = tokens[idx]!
  let value = toDecimal(valueRepr)
  const lenLi = Array.from(valueRepr).length
  const n = tokens.length
  const next = tokens[idx + 1]

  if (ymd.length === 3 && (lenLi === 2 || lenLi === 4) && res.hour === null && (idx + 1 >= n || (next !== ':' && info.hms(next) === undefined))) {
    // 19990101T23[59]
    res.hour = pyIntText(valueRepr.slice(0, 2))
    if (lenLi === 4) res.minute = pyIntText(valueRepr.slice(2))
  } else if (lenLi === 6 || (lenLi > 6 && valueRepr.indexOf('.') === 6)) {
    // YYMMDD or HHMMSS[.ss]
    if (!ymd.length && !valueRepr.includes('.')) {
      ymd.append(valueRepr.slice(0, 2))
      ymd.append(valueRepr.slice(2, 4))
      ymd.append(valueRepr.slice(4))
    } else {
      res.hour = pyIntText(valueRepr.slice(0, 2))
      res.minute = pyIntText(valueRepr.slice(2, 4))
      ;[res.second, res.microsecond] = parseMs(valueRepr.slice(4))
    }
  } else if (lenLi === 8 || lenLi === 12 || lenLi === 14) {
    // YYYYMMDD[hhmm[ss]]
    ymd.append(valueRepr.slice(0, 4), 'Y')
    ymd.append(valueRepr.slice(4, 6))
    ymd.append(valueRepr.slice(6, 8))
    if (lenLi > 8) {
      res.hour = pyIntText(valueRepr.slice(8, 10))
      res.minute = pyIntText(valueRepr.slice(10, 12))
      if (lenLi > 12) res.second = pyIntText(valueRepr.slice(12))
    }
  } else if (findHmsIndex(idx, tokens) !== null) {
    // HH[ ]h or MM[ ]m or SS[.ss][ ]s
    // A unit before the number names the next smaller one ("h 30" is 30 minutes).
    const hmsIdx = findHmsIndex(idx, tokens)!
    assignHms(res, valueRepr, info.hms(tokens[hmsIdx])! + (hmsIdx > idx ? 0 : 1))
    idx = Math.max(idx, hmsIdx)
  } else if (idx + 2 < n && next === ':') {
    // HH:MM[:SS[.ss]]
    res.hour = value.integer
    value = toDecimal(tokens[idx + 2])
    ;[res.minute, res.second] = parseMinSec(value)
    if (idx + 4 < n && tokens[idx + 3] === ':') {
      ;[res.second, res.microsecond] = parseMs(tokens[idx + 4])
      idx += 2
    }
    idx += 2
  } else if (idx + 1 < n && (next === '-' || next === '/' || next === '.')) {
    const sep = next
    ymd.append(valueRepr)
    if (idx + 2 < n && !info.jump(tokens[idx + 2])) {
      if (isDigitText(tokens[idx + 2]!)) {
        // 01-01[-01]
        ymd.append(tokens[idx + 2]!)
      } else {
        // 01-Jan[-01]
        const month = info.month(tokens[idx + 2])
        if (month === undefined) throw new UnknownDateFormat('not a month')
        ymd.append(month, 'M')
      }
      if (idx + 3 < n && tokens[idx + 3] === sep) {
        // We have three members
        const month = info.month(tokens[idx + 4])
        if (month !== undefined) ymd.append(month, 'M')
        else if (tokens[idx + 4] === undefined) throw new UnknownDateFormat('list index out of range')
        else ymd.append(tokens[idx + 4]!)
        idx += 2
      }
      idx += 1
    }
    idx += 1
  } else if (idx + 1 >= n || info.jump(next)) {
    if (idx + 2 < n && info.ampm(tokens[idx + 2]) !== undefined) {
      // 12 am
      res.hour = adjustAmPm(value.integer, info.ampm(tokens[idx + 2])!)
      idx += 1
    } else {
      // Year, month or day
      ymd.append(value.value)
    }
    idx += 1
  } else if (info.ampm(next) !== undefined && value.value >= 0 && value.value < 24) {
    // 12am
    res.hour = adjustAmPm(value.integer, info.ampm(next)!)
    idx += 1
  } else if (ymd.couldBeDay(value.value)) {
    ymd.append(value.value)
  } else {
    throw new UnknownDateFormat('unparsed number')
  }
  return idx
}
