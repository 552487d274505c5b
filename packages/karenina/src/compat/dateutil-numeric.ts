import { info, type DateParseResult } from './dateutil-info.js'
import { UnknownDateFormat, isDigitText, pyIntText, type Ymd } from './dateutil-ymd.js'

// python-dateutil 2.9's `_parse_numeric_token` and its helpers. Decimal arithmetic is done on the digit
// strings so that `10:30.1` gives 6 seconds, as Python's Decimal does (a JS float would give 5).

/** A finite `Decimal(token)`: an integer part and the fraction digits. */
interface Decimal {
  readonly value: number
  readonly integer: number
  readonly fraction: string
}

/** `parser._to_decimal`: a finite decimal number token, else a ValueError. */
export function toDecimal(token: string | undefined): Decimal {
  const match = token === undefined ? null : /^(\d+)(?:\.(\d*))?$/.exec(token)
  if (!match) throw new UnknownDateFormat(`Could not convert ${token} to decimal`)
  const fraction = match[2] ?? ''
  return { value: Number(token), integer: Number(match[1]), fraction }
}

/** `int(n * (d % 1))` for the fraction of a Decimal. */
function scaledFraction(d: Decimal, n: number): number {
  if (!/[1-9]/.test(d.fraction)) return 0
  return Number((BigInt(n) * BigInt(d.fraction)) / 10n ** BigInt(d.fraction.length))
}

const hasFraction = (d: Decimal): boolean => /[1-9]/.test(d.fraction)

function parseMinSec(d: Decimal): [number, number | null] {
  return [d.integer, hasFraction(d) ? scaledFraction(d, 60) : null]
}

/** `_parsems`: "SS[.ffffff]" → [seconds, microseconds]. */
export function parseMs(text: string | undefined): [number, number] {
  if (text === undefined) throw new UnknownDateFormat('missing seconds')
  if (!text.includes('.')) return [pyIntText(text), 0]
  const parts = text.split('.')
  if (parts.length !== 2) throw new UnknownDateFormat('too many values to unpack')
  return [pyIntText(parts[0]!), pyIntText(parts[1]!.padEnd(6, '0').slice(0, 6))]
}

/** `parser._adjust_ampm`: 12-hour clock to 24-hour (ampm 0 = am, 1 = pm). */
export function adjustAmPm(hour: number, ampm: number): number {
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

const int = (text: string): number => pyIntText(text)

/** `_parse_numeric_token` (fuzzy=False): consumes a number token and returns the index of its last token. */
export function parseNumericToken(tokens: string[], idx: number, ymd: Ymd, res: DateParseResult): number {
  const valueRepr = tokens[idx]!
  let value = toDecimal(valueRepr)
  const lenLi = Array.from(valueRepr).length
  const n = tokens.length
  const next = tokens[idx + 1]

  if (ymd.length === 3 && (lenLi === 2 || lenLi === 4) && res.hour === null && (idx + 1 >= n || (next !== ':' && info.hms(next) === undefined))) {
    // 19990101T23[59]
    res.hour = int(valueRepr.slice(0, 2))
    if (lenLi === 4) res.minute = int(valueRepr.slice(2))
  } else if (lenLi === 6 || (lenLi > 6 && valueRepr.indexOf('.') === 6)) {
    // YYMMDD or HHMMSS[.ss]
    if (!ymd.length && !valueRepr.includes('.')) {
      ymd.append(valueRepr.slice(0, 2))
      ymd.append(valueRepr.slice(2, 4))
      ymd.append(valueRepr.slice(4))
    } else {
      res.hour = int(valueRepr.slice(0, 2))
      res.minute = int(valueRepr.slice(2, 4))
      ;[res.second, res.microsecond] = parseMs(valueRepr.slice(4))
    }
  } else if (lenLi === 8 || lenLi === 12 || lenLi === 14) {
    // YYYYMMDD[hhmm[ss]]
    ymd.append(valueRepr.slice(0, 4), 'Y')
    ymd.append(valueRepr.slice(4, 6))
    ymd.append(valueRepr.slice(6, 8))
    if (lenLi > 8) {
      res.hour = int(valueRepr.slice(8, 10))
      res.minute = int(valueRepr.slice(10, 12))
      if (lenLi > 12) res.second = int(valueRepr.slice(12))
    }
  } else if (findHmsIndex(idx, tokens) !== null) {
    // HH[ ]h or MM[ ]m or SS[.ss][ ]s
    const hmsIdx = findHmsIndex(idx, tokens)!
    let hms: number
    if (hmsIdx > idx) {
      hms = info.hms(tokens[hmsIdx])!
      idx = hmsIdx
    } else {
      hms = info.hms(tokens[hmsIdx])! + 1
    }
    assignHms(res, valueRepr, hms)
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
