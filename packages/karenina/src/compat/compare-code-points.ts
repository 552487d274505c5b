/**
 * Python's string ordering (`sorted()` on str): by code point. JS's default sort compares UTF-16 units,
 * which puts astral characters (surrogates, U+D800…) before U+E000–U+FFFF.
 * Returns the code point difference at the first difference, else -1, 0 or 1 by length.
 */
export function compareCodePoints(a: string, b: string): number {
  // UTF-16 units in order until the first difference: where neither unit is a surrogate, the units are the code
  // points (the equal units before them are whole code points alike). Nothing is allocated, which matters when
  // a run sorts its tasks (the iterator walk below allocated per character).
  const n = Math.min(a.length, b.length)
  let i = 0
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++
  // A surrogate where they differ, or an equal prefix ending inside a pair: compare by code point.
  if ((i < n && ((a.charCodeAt(i) & 0xf800) === 0xd800 || (b.charCodeAt(i) & 0xf800) === 0xd800)) || (i > 0 && (a.charCodeAt(i - 1) & 0xfc00) === 0xd800)) {
    return byCodePoints(a, b)
  }
  if (i < n) return a.charCodeAt(i) - b.charCodeAt(i)
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1
}

/** The walk by code point (surrogate pairs as one, lone surrogates as themselves). */
function byCodePoints(a: string, b: string): number {
  const ia = a[Symbol.iterator]()
  const ib = b[Symbol.iterator]()
  for (;;) {
    const x = ia.next()
    const y = ib.next()
    if (x.done || y.done) return x.done ? (y.done ? 0 : -1) : 1
    const d = x.value.codePointAt(0)! - y.value.codePointAt(0)!
    if (d !== 0) return d
  }
}
