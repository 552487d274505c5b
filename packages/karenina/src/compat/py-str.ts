import { PyFloat } from './py-float-value.js'
import { PyTuple } from './py-tuple.js'
import { isUnassignedInPython } from './python-unicode.js'

/**
 * Python `repr(float)`: shortest round-trip digits (as JS), fixed notation when the decimal exponent is in
 * [-4, 16) with a mandatory fractional part, otherwise `d.ddde±XX` with at least two exponent digits.
 */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan'
  if (x === Infinity) return 'inf'
  if (x === -Infinity) return '-inf'
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0'
  const sign = x < 0 ? '-' : ''
  // toExponential() without an argument yields the shortest digits that round-trip, like Python's repr.
  const [mantissa, expText] = Math.abs(x).toExponential().split('e') as [string, string]
  const digits = mantissa.replace('.', '')
  const exp = Number(expText)
  if (exp >= -4 && exp < 16) {
    if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`
    const intLen = exp + 1
    if (digits.length <= intLen) return `${sign}${digits}${'0'.repeat(intLen - digits.length)}.0`
    return `${sign}${digits.slice(0, intLen)}.${digits.slice(intLen)}`
  }
  const m = digits.length === 1 ? digits : `${digits[0]}.${digits.slice(1)}`
  const absExp = Math.abs(exp)
  return `${sign}${m}e${exp < 0 ? '-' : '+'}${absExp < 10 ? '0' : ''}${absExp}`
}

/** Python `repr()` of a number: integers as `int` (never in exponent form), everything else (and `-0`) as `float`. */
export function numberRepr(x: number): string {
  if (!Number.isInteger(x) || Object.is(x, -0)) return pyFloatRepr(x)
  return Number.isSafeInteger(x) ? String(x) : BigInt(x).toString()
}

// Python's str.isprintable() is false for categories Cc, Cf, Cs, Co, Cn, Zl, Zp and Zs except the space.
const NON_PRINTABLE = /[\p{C}\p{Zl}\p{Zp}\p{Zs}]/u

const SHORT_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' }

function escapeChar(ch: string, quote: string): string {
  if (ch === quote) return `\\${quote}`
  if (Object.hasOwn(SHORT_ESCAPES, ch)) return SHORT_ESCAPES[ch]!
  const cp = ch.codePointAt(0)!
  if (ch === ' ' || (!NON_PRINTABLE.test(ch) && !isUnassignedInPython(cp))) return ch
  if (cp < 0x100) return `\\x${cp.toString(16).padStart(2, '0')}`
  if (cp < 0x10000) return `\\u${cp.toString(16).padStart(4, '0')}`
  return `\\U${cp.toString(16).padStart(8, '0')}`
}

/** Python `repr(str)`: `'` quotes unless the text has `'` and no `"`; escapes as CPython does. */
export function pyStrRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'"
  let out = quote
  // for…of walks code points, so astral characters (and lone surrogates) are escaped as a whole.
  for (const ch of s) out += escapeChar(ch, quote)
  return out + quote
}

/** Python `repr(value)` of a JSON-like value (None/True/False, int vs float, str, list, dict, tuple). */
export function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None'
  if (value === true) return 'True'
  if (value === false) return 'False'
  if (value instanceof PyFloat) return pyFloatRepr(value.value)
  if (typeof value === 'number') return numberRepr(value)
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'string') return pyStrRepr(value)
  if (value instanceof PyTuple) {
    const items = value.items.map(pyRepr)
    return items.length === 1 ? `(${items[0]},)` : `(${items.join(', ')})`
  }
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`
  if (value instanceof Set) return value.size === 0 ? 'set()' : `{${[...value].map(pyRepr).join(', ')}}`
  if (value instanceof Map) {
    return `{${[...value].map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`).join(', ')}}`
  }
  if (typeof value === 'object') {
    return `{${Object.entries(value).map(([k, v]) => `${pyStrRepr(k)}: ${pyRepr(v)}`).join(', ')}}`
  }
  return String(value)
}

/** Python `str(value)`: strings as-is, everything else as `repr` (Python's str and repr agree there). */
export function pyStr(value: unknown): string {
  return typeof value === 'string' ? value : pyRepr(value)
}
