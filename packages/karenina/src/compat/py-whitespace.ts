/**
 * Python's whitespace set (`str.isspace`, `str.strip()`, `str.split()`, `re` `\s` on text), as the body of a
 * RegExp character class for `u`-flag patterns. It differs from JS `\s` / `trim()`: it includes U+001C–U+001F
 * and U+0085 and excludes U+FEFF (and, like JS, U+200B).
 */
export const PY_WHITESPACE_CLASS =
  '\\t\\n\\x0b\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000'

const WS_CHAR = new RegExp(`^[${PY_WHITESPACE_CLASS}]$`, 'u')
const LEADING = new RegExp(`^[${PY_WHITESPACE_CLASS}]+`, 'u')
const RUNS = new RegExp(`[${PY_WHITESPACE_CLASS}]+`, 'u')

/** True when `ch` (one character) is whitespace for Python's `str.isspace`. */
export function isPyWhitespace(ch: string): boolean {
  return WS_CHAR.test(ch)
}

/** Python `str.strip()` with no argument. */
export function pyStrip(s: string): string {
  return pyRstrip(pyLstrip(s))
}

/** Python `str.lstrip()` with no argument. */
export function pyLstrip(s: string): string {
  return s.replace(LEADING, '')
}

/** Python `str.rstrip()` with no argument. */
export function pyRstrip(s: string): string {
  // A manual scan avoids the quadratic backtracking of an end-anchored regex on long inner runs.
  let end = s.length
  while (end > 0 && isPyWhitespace(s[end - 1]!)) end--
  return end === s.length ? s : s.slice(0, end)
}

/** Python `str.split()` with no argument: split on runs of whitespace, dropping empty pieces. */
export function pySplitWhitespace(s: string): string[] {
  const stripped = pyStrip(s)
  return stripped === '' ? [] : stripped.split(RUNS)
}

// Without the u flag a class matches UTF-16 units: this is a high surrogate followed by a low one.
const SURROGATE_PAIR = /[\ud800-\udbff][\udc00-\udfff]/g

/** Python `len(s)`: the number of Unicode code points (a surrogate pair counts once, a lone surrogate once). */
export function codePointLength(s: string): number {
  return s.length - (s.match(SURROGATE_PAIR)?.length ?? 0)
}
