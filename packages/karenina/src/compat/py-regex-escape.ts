import type { PyCategory, PyNode, ParseState, SetItem } from './py-regex-syntax.js'
import type { Tokenizer } from './py-regex-tokenizer.js'
import { unsupportedRegex } from './py-regex-tokenizer.js'
import { lookupUnicodeName } from './py-unicode-names.js'

// Ports of `re._parser._escape` and `_class_escape` (CPython 3.11).

const DIGITS = '0123456789'
const OCTDIGITS = '01234567'
const HEXDIGITS = '0123456789abcdefABCDEF'
const ASCII_LETTER = /^[A-Za-z]$/

const ESCAPES: Record<string, number> = {
  '\\a': 7,
  '\\b': 8,
  '\\f': 12,
  '\\n': 10,
  '\\r': 13,
  '\\t': 9,
  '\\v': 11,
  '\\\\': 92,
}

const CATEGORIES: Record<string, PyCategory> = {
  '\\d': 'digit',
  '\\D': 'not_digit',
  '\\s': 'space',
  '\\S': 'not_space',
  '\\w': 'word',
  '\\W': 'not_word',
}

const AT_ESCAPES: Record<string, 'beginning_string' | 'boundary' | 'non_boundary' | 'end_string'> = {
  '\\A': 'beginning_string',
  '\\b': 'boundary',
  '\\B': 'non_boundary',
  '\\Z': 'end_string',
}

/** `\x`, `\u`, `\U`, `\N{…}`: a code point, or undefined when `escape` is not one of them. */
function codeEscape(source: Tokenizer, escape: string): number | undefined {
  const c = escape[1]
  const width = c === 'x' ? 2 : c === 'u' ? 4 : c === 'U' ? 8 : 0
  if (width) {
    const digits = source.getWhile(width, HEXDIGITS)
    const full = escape + digits
    if (digits.length !== width) throw source.error(`incomplete escape ${full}`, full.length)
    const code = parseInt(digits, 16)
    if (code > 0x10ffff) throw source.error(`bad escape ${full}`, full.length)
    return code
  }
  if (c === 'N') {
    if (!source.match('{')) throw source.error('missing {')
    const name = source.getUntil('}', 'character name')
    const code = lookupUnicodeName(name)
    // The name table is partial: an unknown name may still be valid in Python, so it is "not supported".
    if (code === undefined) throw unsupportedRegex(source.pattern, `the named escape \\N{${name}} (unknown to karenina-ts's name table)`)
    return code
  }
  return undefined
}

/** A `\` escape outside a character class. */
export function escape(source: Tokenizer, escapeText: string, state: ParseState): PyNode {
  const at = AT_ESCAPES[escapeText]
  if (at) return { op: 'at', code: at }
  const category = CATEGORIES[escapeText]
  if (category) return { op: 'in', negate: false, items: [{ kind: 'category', category }] }
  const simple = ESCAPES[escapeText]
  if (simple !== undefined) return { op: 'literal', code: simple }
  const code = codeEscape(source, escapeText)
  if (code !== undefined) return { op: 'literal', code }
  const c = escapeText.slice(1)
  let text = escapeText
  if (c === '0') {
    text += source.getWhile(2, OCTDIGITS)
    return { op: 'literal', code: parseInt(text.slice(1), 8) }
  }
  if (DIGITS.includes(c)) {
    // Octal escape or group reference ("sigh", says CPython).
    if (source.next !== null && source.next.length === 1 && DIGITS.includes(source.next)) {
      text += source.get()!
      if (OCTDIGITS.includes(text[1]!) && OCTDIGITS.includes(text[2]!) && source.next !== null && source.next.length === 1 && OCTDIGITS.includes(source.next)) {
        text += source.get()!
        const value = parseInt(text.slice(1), 8)
        if (value > 0o377) throw source.error(`octal escape value ${text} outside of range 0-0o377`, text.length)
        return { op: 'literal', code: value }
      }
    }
    const group = parseInt(text.slice(1), 10)
    if (group < state.groups) {
      if (!state.checkGroup(group)) throw source.error('cannot refer to an open group', text.length)
      checkLookbehindGroup(state, group, source)
      return { op: 'groupref', group }
    }
    throw source.error(`invalid group reference ${group}`, text.length - 1)
  }
  if (ASCII_LETTER.test(c)) throw source.error(`bad escape ${escapeText}`, escapeText.length)
  return { op: 'literal', code: c.codePointAt(0)! }
}

/** A `\` escape inside a character class: a literal or a category. */
export function classEscape(source: Tokenizer, escapeText: string): SetItem {
  const simple = ESCAPES[escapeText]
  if (simple !== undefined) return { kind: 'literal', code: simple }
  const category = CATEGORIES[escapeText]
  if (category) return { kind: 'category', category }
  const code = codeEscape(source, escapeText)
  if (code !== undefined) return { kind: 'literal', code }
  const c = escapeText.slice(1)
  if (OCTDIGITS.includes(c)) {
    const text = escapeText + source.getWhile(2, OCTDIGITS)
    const value = parseInt(text.slice(1), 8)
    if (value > 0o377) throw source.error(`octal escape value ${text} outside of range 0-0o377`, text.length)
    return { kind: 'literal', code: value }
  }
  if (DIGITS.includes(c) || ASCII_LETTER.test(c)) throw source.error(`bad escape ${escapeText}`, escapeText.length)
  return { kind: 'literal', code: c.codePointAt(0)! }
}

/** `State.checklookbehindgroup`. */
export function checkLookbehindGroup(state: ParseState, gid: number, source: Tokenizer): void {
  if (state.lookbehindGroups === null) return
  if (!state.checkGroup(gid)) throw source.error('cannot refer to an open group')
  if (gid >= state.lookbehindGroups) throw source.error('cannot refer to group defined in the same lookbehind subpattern')
}
