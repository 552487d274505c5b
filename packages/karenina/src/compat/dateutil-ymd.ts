import { daysInMonth } from './py-datetime.js'

// python-dateutil 2.9's `_ymd`: the year/month/day candidates of a date string and how they are resolved.

/** Python raised ValueError or IndexError inside dateutil's `_parse`: the string has an unknown format. */
export class UnknownDateFormat extends Error {}

/** A Unicode decimal digit's value (Python's int() accepts every Nd digit). */
function digitValue(c: string): number {
  const cp = c.codePointAt(0)!
  let k = 0
  while (k < 100 && /\p{Nd}/u.test(String.fromCodePoint(cp - k - 1))) k++
  return k % 10
}

/** Python `int(text)` for the digit strings dateutil handles; anything else is a ValueError. */
export function pyIntText(text: string): number {
  if (!/^\p{Nd}+$/u.test(text)) throw new UnknownDateFormat(`invalid literal for int(): '${text}'`)
  let value = 0
  for (const c of text) value = value * 10 + (c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : digitValue(c))
  return value
}

/** Python `str.isdigit()` (decimal digits and superscript-like digits), false for "". */
export function isDigitText(text: string): boolean {
  return /^[\p{Nd}\u00b2\u00b3\u00b9\u2070\u2074-\u2079\u2080-\u2089\u2460-\u2468\u24ea]+$/u.test(text)
}

type Label = 'Y' | 'M' | 'D'

/** dateutil's `_ymd`: the year/month/day values found so far and which of them were labelled. */
export class Ymd {
  readonly values: number[] = []
  centurySpecified = false
  dstridx: number | null = null
  mstridx: number | null = null
  ystridx: number | null = null

  get length(): number {
    return this.values.length
  }

  private at(index: number): number {
    // Python's negative index wraps around (self[mstridx - 1] with mstridx 0 reads the last value).
    return this.values[index < 0 ? this.values.length + index : index]!
  }

  couldBeDay(value: number): boolean {
    if (this.dstridx !== null) return false
    if (this.mstridx === null) return value >= 1 && value <= 31
    const month = this.at(this.mstridx)
    if (this.ystridx === null) return value >= 1 && value <= daysInMonth(2000, month)
    return value >= 1 && value <= daysInMonth(this.at(this.ystridx), month)
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
    const index = this.values.length - 1
    if (label === 'M') {
      if (this.mstridx !== null) throw new UnknownDateFormat('Month is already set')
      this.mstridx = index
    } else if (label === 'D') {
      if (this.dstridx !== null) throw new UnknownDateFormat('Day is already set')
      this.dstridx = index
    } else if (label === 'Y') {
      if (this.ystridx !== null) throw new UnknownDateFormat('Year is already set')
      this.ystridx = index
    }
  }

  /** `_ymd.resolve_ymd(yearfirst=False, dayfirst=False)`: [year, month, day], each possibly null. */
  resolve(): [number | null, number | null, number | null] {
    const n = this.values.length
    const strids: Partial<Record<'y' | 'm' | 'd', number>> = {}
    if (this.ystridx !== null) strids.y = this.ystridx
    if (this.mstridx !== null) strids.m = this.mstridx
    if (this.dstridx !== null) strids.d = this.dstridx
    const known = Object.keys(strids).length
    if ((n === known && n > 0) || (n === 3 && known === 2)) return this.resolveFromStridxs(strids)
    const v = this.values
    if (n > 3) throw new UnknownDateFormat('More than three YMD values')
    if (n === 1 || (this.mstridx !== null && n === 2)) {
      let month: number | null = null
      let other: number
      if (this.mstridx !== null) {
        month = this.at(this.mstridx)
        other = this.at(this.mstridx - 1)
      } else {
        other = v[0]!
      }
      if (n > 1 || this.mstridx === null) return other > 31 ? [other, month, null] : [null, month, other]
      return [null, month, null]
    }
    if (n === 2) {
      if (v[0]! > 31) return [v[0]!, v[1]!, null]
      if (v[1]! > 31) return [v[1]!, v[0]!, null]
      return [null, v[0]!, v[1]!]
    }
    if (n === 3) {
      const [a, b, c] = v as [number, number, number]
      if (this.mstridx === 0) return b > 31 ? [b, a, c] : [c, a, b]
      if (this.mstridx === 1) return a > 31 ? [a, b, c] : [c, b, a]
      if (this.mstridx === 2) return b > 31 ? [b, c, a] : [a, c, b]
      if (a > 31 || this.ystridx === 0) return [a, b, c]
      if (a > 12) return [c, b, a]
      return [c, a, b]
    }
    return [null, null, null]
  }

  private resolveFromStridxs(strids: Partial<Record<'y' | 'm' | 'd', number>>): [number | null, number | null, number | null] {
    if (this.values.length === 3 && Object.keys(strids).length === 2) {
      const used = new Set(Object.values(strids))
      const missing = [0, 1, 2].find((x) => !used.has(x))!
      const key = (['y', 'm', 'd'] as const).find((k) => strids[k] === undefined)!
      strids[key] = missing
    }
    const get = (key: 'y' | 'm' | 'd') => (strids[key] === undefined ? null : this.values[strids[key]]!)
    return [get('y'), get('m'), get('d')]
  }
}
