import { CheckError } from '../errors/check-error.js'
import { PyFloat } from './py-float-value.js'
import { pyTypeName } from './py-eq.js'
import { isPyWhitespace } from './py-whitespace.js'
import { decimalDigitValue, isUnassignedInPython } from './python-unicode.js'
import { pyStrRepr } from './py-str.js'

const DECIMAL_DIGIT = /^\p{Nd}$/u
// CPython's float syntax after digit/space transliteration, and Rust's `f64::from_str` (pydantic-core): sign,
// digits with an optional point, exponent, or inf / infinity / nan in any case.
const FLOAT_SYNTAX = /^[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf|infinity|nan)$/i

/** The value of a float literal in that syntax (ASCII, no spaces or underscores), or undefined. */
export function floatLiteral(text: string): number | undefined {
  if (!FLOAT_SYNTAX.test(text)) return undefined
  const word = text.replace(/^[+-]/, '').toLowerCase()
  if (word === 'nan') return NaN
  if (word.startsWith('inf')) return text.startsWith('-') ? -Infinity : Infinity
  return Number(text)
}

function valueError(text: string): CheckError {
  return new CheckError('value', `could not convert string to float: ${pyStrRepr(text)}`)
}

/** Python's `float(str)`: whitespace and Unicode digits transliterated, underscores only between digits. */
function parseFloatString(text: string): number {
  let ascii = ''
  for (const ch of text) {
    // As CPython: ASCII passes through (so U+001C–U+001F are NOT stripped), other whitespace becomes ' '.
    if (ch.charCodeAt(0) < 0x80) ascii += ch
    else if (isPyWhitespace(ch)) ascii += ' '
    else if (DECIMAL_DIGIT.test(ch) && !isUnassignedInPython(ch.codePointAt(0)!)) ascii += String(decimalDigitValue(ch))
    else throw valueError(text)
  }
  ascii = ascii.trim() // on ASCII text, JS trim() strips exactly Python's Py_ISSPACE set
  if (ascii.includes('_')) {
    // Every underscore needs a digit on both sides ("1_000", not "_1", "1_", "1__0", "1_.5").
    if (/(?:^|\D)_|_(?:\D|$)/.test(ascii)) throw valueError(text)
    ascii = ascii.replaceAll('_', '')
  }
  const value = floatLiteral(ascii)
  if (value === undefined) throw valueError(text)
  return value
}

/**
 * Python `float(value)`: numbers (bool → 1/0, PyFloat unboxed) and numeric strings. Raises
 * `CheckError('type')` for None, lists, dicts and tuples and `CheckError('value')` for unparseable strings.
 */
export function pyFloat(value: unknown): number {
  if (typeof value === 'number') return value
  if (value instanceof PyFloat) return value.value
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'bigint') return Number(value)
  if (typeof value === 'string') return parseFloatString(value)
  throw new CheckError('type', `float() argument must be a string or a real number, not '${pyTypeName(value)}'`)
}
