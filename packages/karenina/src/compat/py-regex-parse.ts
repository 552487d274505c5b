import { CheckError } from '../errors/check-error.js'
import { pyStrRepr } from './py-str.js'
import { lookupUnicodeName } from './py-unicode-names.js'
import { decimalDigitValue } from './python-unicode.js'

// A port of CPython 3.11's `re._parser` (parse, _parse_sub, _parse, _escape, _class_escape, _parse_flags,
// fix_flags): the parsed form is a close transcription of its opcodes, so that validity checks (nothing to
// repeat, fixed-width look-behind, …) follow Python exactly. Python's branch optimisations (common prefixes,
// single-character alternatives as a set) are left out: they do not change what matches. Error messages and
// positions are Python's.

/** Python's `re` flag bits (`re.RegexFlag` values). */
export const PY_RE = {
  TEMPLATE: 1,
  IGNORECASE: 2,
  LOCALE: 4,
  MULTILINE: 8,
  DOTALL: 16,
  UNICODE: 32,
  VERBOSE: 64,
  DEBUG: 128,
  ASCII: 256,
} as const

/**
 * Python's `re` flags: each one's `re.RegexFlag` bit, its inline letter (`(?i)`) and its attribute names in the
 * `re` module (`re.I`, `re.IGNORECASE`). Text patterns are UNICODE unless ASCII.
 */
export const PY_FLAGS = {
  /** `re.IGNORECASE` / `(?i)`. */
  ignoreCase: { bit: PY_RE.IGNORECASE, inline: 'i', names: ['I', 'IGNORECASE'] },
  /** `re.MULTILINE` / `(?m)`: `^` and `$` also match after / before each `\n`. */
  multiline: { bit: PY_RE.MULTILINE, inline: 'm', names: ['M', 'MULTILINE'] },
  /** `re.DOTALL` / `(?s)`: `.` also matches `\n`. */
  dotAll: { bit: PY_RE.DOTALL, inline: 's', names: ['S', 'DOTALL'] },
  /** `re.VERBOSE` / `(?x)`: whitespace and `#` comments in the pattern are ignored. */
  verbose: { bit: PY_RE.VERBOSE, inline: 'x', names: ['X', 'VERBOSE'] },
  /** `re.ASCII` / `(?a)`: `\d \w \s \b` and IGNORECASE are ASCII-only. */
  ascii: { bit: PY_RE.ASCII, inline: 'a', names: ['A', 'ASCII'] },
  /** `re.UNICODE` / `(?u)` (the default for text; combined with `ascii` it is a ValueError). */
  unicode: { bit: PY_RE.UNICODE, inline: 'u', names: ['U', 'UNICODE'] },
  /** `re.LOCALE` / `(?L)`: a ValueError with text patterns, as in Python. */
  locale: { bit: PY_RE.LOCALE, inline: 'L', names: ['L', 'LOCALE'] },
  /** `re.TEMPLATE` / `(?t)`: Python 3.11 rejects every repetition under it. */
  template: { bit: PY_RE.TEMPLATE, inline: 't', names: ['T', 'TEMPLATE'] },
  /** `re.DEBUG`: no effect here. */
  debug: { bit: PY_RE.DEBUG, names: ['DEBUG'] },
} as const satisfies Record<string, { bit: number; inline?: string; names: readonly string[] }>

const TYPE_FLAGS = PY_RE.ASCII | PY_RE.LOCALE | PY_RE.UNICODE
const GLOBAL_FLAGS = PY_RE.DEBUG | PY_RE.TEMPLATE

/** `sre_constants.MAXREPEAT`: an unbounded repeat. */
export const MAXREPEAT = 4294967295
/** `_parser.MAXWIDTH`. */
const MAXWIDTH = 2 ** 64

export type PyCategory = 'digit' | 'not_digit' | 'space' | 'not_space' | 'word' | 'not_word'

export type SetItem =
  | { kind: 'literal'; code: number }
  | { kind: 'range'; lo: number; hi: number }
  | { kind: 'category'; category: PyCategory }

export type AtCode = 'beginning' | 'end' | 'beginning_string' | 'end_string' | 'boundary' | 'non_boundary'

export type PyNode =
  | { op: 'literal'; code: number }
  | { op: 'not_literal'; code: number }
  | { op: 'any' }
  | { op: 'in'; negate: boolean; items: SetItem[] }
  | { op: 'branch'; alternatives: SubPattern[] }
  | { op: 'subpattern'; group: number | null; addFlags: number; delFlags: number; body: SubPattern }
  | { op: 'atomic'; body: SubPattern }
  | { op: 'repeat'; mode: 'greedy' | 'lazy' | 'possessive'; min: number; max: number; body: SubPattern }
  | { op: 'at'; code: AtCode }
  | { op: 'assert'; negate: boolean; behind: boolean; body: SubPattern }
  | { op: 'groupref'; group: number }
  | { op: 'groupref_exists'; group: number; yes: SubPattern; no: SubPattern | null }

/** Parse-wide state (`_parser.State`): group bookkeeping and the global flags. */
export class ParseState {
  flags = 0
  readonly groupNames = new Map<string, number>()
  /** Widths of closed groups; `null` while a group is open. Index 0 is the whole match. */
  readonly groupWidths: ([number, number] | null)[] = [null]
  lookbehindGroups: number | null = null
  readonly groupRefPos = new Map<number, number>()

  get groups(): number {
    return this.groupWidths.length
  }

  /** Whether group `gid` exists and is closed (`State.checkgroup`). */
  checkGroup(gid: number): boolean {
    return gid < this.groups && this.groupWidths[gid] !== null
  }
}

/** A sequence of nodes (`_parser.SubPattern`), with Python's `getwidth()`. */
export class SubPattern {
  private width: [number, number] | null = null

  constructor(
    readonly state: ParseState,
    readonly nodes: PyNode[] = [],
  ) {}

  /** Minimum and maximum width in code points, as `SubPattern.getwidth()` computes it. */
  getWidth(): [number, number] {
    if (this.width) return this.width
    let lo = 0
    let hi = 0
    for (const node of this.nodes) {
      let i = 0
      let j = 0
      switch (node.op) {
        case 'branch':
          i = MAXWIDTH
          for (const alt of node.alternatives) {
            const [l, h] = alt.getWidth()
            i = Math.min(i, l)
            j = Math.max(j, h)
          }
          break
        case 'atomic':
        case 'subpattern':
          ;[i, j] = node.body.getWidth()
          break
        case 'repeat': {
          const [l, h] = node.body.getWidth()
          lo += l * node.min
          hi = node.max === MAXREPEAT && h ? MAXWIDTH : hi + h * node.max
          continue
        }
        case 'literal':
        case 'not_literal':
        case 'any':
        case 'in':
          i = j = 1
          break
        case 'groupref':
          ;[i, j] = this.state.groupWidths[node.group] ?? [0, 0]
          break
        case 'groupref_exists': {
          // Without a "no" branch the group can match empty.
          const [l, h] = node.no?.getWidth() ?? [0, 0]
          ;[i, j] = node.yes.getWidth()
          i = Math.min(i, l)
          j = Math.max(j, h)
          break
        }
        case 'at':
        case 'assert':
          break
      }
      lo += i
      hi += j
    }
    this.width = [Math.min(lo, MAXWIDTH), Math.min(hi, MAXWIDTH)]
    return this.width
  }
}

/** `_compiler._combine_flags`: the flags inside a scoped `(?flags-flags:...)` group. */
export function combineFlags(flags: number, addFlags: number, delFlags: number): number {
  const base = addFlags & TYPE_FLAGS ? flags & ~TYPE_FLAGS : flags
  return (base | addFlags) & ~delFlags
}

/**
 * `re._parser.Tokenizer` over code points: a token is one character or a backslash with the character
 * after it. Positions are code-point offsets, as in Python's error messages.
 */
class Tokenizer {
  private readonly chars: string[]
  private index = 0
  next: string | null = null

  constructor(readonly pattern: string) {
    this.chars = Array.from(pattern)
    this.advance()
  }

  private advance(): void {
    let index = this.index
    let char = this.chars[index]
    if (char === undefined) {
      this.next = null
      return
    }
    if (char === '\\') {
      index++
      const escaped = this.chars[index]
      if (escaped === undefined) throw regexError(this.pattern, 'bad escape (end of pattern)', this.chars.length - 1)
      char += escaped
    }
    this.index = index + 1
    this.next = char
  }

  /** Consumes `char` when it is next. */
  match(char: string): boolean {
    if (char === this.next) {
      this.advance()
      return true
    }
    return false
  }

  /** Consumes and returns the next token (null at the end). */
  get(): string | null {
    const current = this.next
    this.advance()
    return current
  }

  /** Takes up to `n` tokens while they belong to `charset`. */
  getWhile(n: number, charset: string): string {
    let result = ''
    for (let k = 0; k < n; k++) {
      const c = this.next
      if (c === null || c.length !== 1 || !charset.includes(c)) break
      result += c
      this.advance()
    }
    return result
  }

  /** Takes tokens up to `terminator` (consumed); a missing or empty name is an error. */
  getUntil(terminator: string, name: string): string {
    let result = ''
    for (;;) {
      const c = this.next
      this.advance()
      if (c === null) {
        if (!result) throw this.error(`missing ${name}`)
        throw this.error(`missing ${terminator}, unterminated name`, Array.from(result).length)
      }
      if (c === terminator) {
        if (!result) throw this.error(`missing ${name}`, 1)
        break
      }
      result += c
    }
    return result
  }

  /** The code-point offset of `next`. */
  tell(): number {
    return this.index - (this.next === null ? 0 : Array.from(this.next).length)
  }

  /** Moves back to a code-point offset. */
  seek(index: number): void {
    this.index = index
    this.advance()
  }

  /** A `re.error` at the current position minus `offset`. */
  error(message: string, offset = 0): CheckError {
    return regexError(this.pattern, message, this.tell() - offset)
  }

  /** `Tokenizer.checkgroupname`: Python requires `str.isidentifier()`. */
  checkGroupName(name: string, offset: number): void {
    if (!IDENTIFIER.test(name)) {
      throw this.error(`bad character in group name ${pyStrRepr(name)}`, Array.from(name).length + offset)
    }
  }
}

// str.isidentifier(): XID_Start or "_", then XID_Continue.
const IDENTIFIER = /^[\p{XID_Start}_]\p{XID_Continue}*$/u

/** A Python `re.error` (invalid pattern) as a CheckError naming the pattern, the problem and, from the parser, the position. */
export function regexError(pattern: string, message: string, position?: number): CheckError {
  const at = position === undefined ? '' : ` at position ${position}`
  return new CheckError('regex', `invalid regular expression ${pyStrRepr(pattern)}: ${message}${at}`)
}

/** A pattern Python accepts but that karenina-ts cannot run on JavaScript's RegExp. */
export function unsupportedRegex(pattern: string, construct: string): CheckError {
  return new CheckError(
    'regex',
    `regular expression ${pyStrRepr(pattern)} uses ${construct}, which Python accepts but karenina-ts does not support`,
  )
}

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
function escape(source: Tokenizer, escapeText: string, state: ParseState): PyNode {
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
function classEscape(source: Tokenizer, escapeText: string): SetItem {
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
function checkLookbehindGroup(state: ParseState, gid: number, source: Tokenizer): void {
  if (state.lookbehindGroups === null) return
  if (!state.checkGroup(gid)) throw source.error('cannot refer to an open group')
  if (gid >= state.lookbehindGroups) throw source.error('cannot refer to group defined in the same lookbehind subpattern')
}

/**
 * A character set `[…]` after its `[` (CPython 3.11 `_parse`): `]` first is literal, ranges need literal
 * ends in order, a single literal becomes LITERAL / NOT_LITERAL.
 */
function parseSet(source: Tokenizer): PyNode {
  const here = source.tell() - 1
  const items: SetItem[] = []
  const negate = source.match('^')
  for (;;) {
    const current = source.get()
    if (current === null) throw source.error('unterminated character set', source.tell() - here)
    if (current === ']' && items.length) break
    const code1: SetItem = current.length > 1 && current[0] === '\\' ? classEscape(source, current) : { kind: 'literal', code: current.codePointAt(0)! }
    if (source.match('-')) {
      const that = source.get()
      if (that === null) throw source.error('unterminated character set', source.tell() - here)
      if (that === ']') {
        items.push(code1, { kind: 'literal', code: 45 })
        break
      }
      const code2: SetItem = that.length > 1 && that[0] === '\\' ? classEscape(source, that) : { kind: 'literal', code: that.codePointAt(0)! }
      const width = Array.from(current).length + 1 + Array.from(that).length
      if (code1.kind !== 'literal' || code2.kind !== 'literal' || code2.code < code1.code) {
        throw source.error(`bad character range ${current}-${that}`, width)
      }
      items.push({ kind: 'range', lo: code1.code, hi: code2.code })
    } else {
      items.push(code1)
    }
  }
  if (items.length === 1 && items[0]!.kind === 'literal') {
    return negate ? { op: 'not_literal', code: items[0]!.code } : { op: 'literal', code: items[0]!.code }
  }
  return { op: 'in', negate, items }
}

// `re._parser._parse_flags` (CPython 3.11): inline flag groups `(?aiLmsux)` and `(?aiLmsux-imsx:…)`.
/** The inline flag letters (`(?i)`, …) and their bits, from the flag table. */
const INLINE_FLAGS = new Map<string, number>(Object.values(PY_FLAGS).flatMap((flag) => ('inline' in flag ? [[flag.inline, flag.bit]] : [])))

const isAlpha = (c: string): boolean => /^\p{L}$/u.test(c)

/** `_parse_flags`: null for global flags `(?aiLmsux)`, else the scoped `[add, del]`. */
function parseFlags(source: Tokenizer, state: ParseState, first: string): [number, number] | null {
  let char: string | null = first
  let addFlags = 0
  let delFlags = 0
  if (char !== '-') {
    for (;;) {
      const flag = INLINE_FLAGS.get(char)!
      if (char === 'L') throw source.error("bad inline flags: cannot use 'L' flag with a str pattern")
      addFlags |= flag
      if (flag & TYPE_FLAGS && (addFlags & TYPE_FLAGS) !== flag) throw source.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible")
      char = source.get()
      if (char === null) throw source.error('missing -, : or )')
      if (char === ')' || char === '-' || char === ':') break
      if (!INLINE_FLAGS.has(char)) throw source.error(isAlpha(char) ? 'unknown flag' : 'missing -, : or )', Array.from(char).length)
    }
  }
  if (char === ')') {
    state.flags |= addFlags
    return null
  }
  if (addFlags & GLOBAL_FLAGS) throw source.error('bad inline flags: cannot turn on global flag', 1)
  if (char === '-') {
    char = source.get()
    if (char === null) throw source.error('missing flag')
    if (!INLINE_FLAGS.has(char)) throw source.error(isAlpha(char) ? 'unknown flag' : 'missing flag', Array.from(char).length)
    for (;;) {
      const flag = INLINE_FLAGS.get(char)!
      if (flag & TYPE_FLAGS) throw source.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'")
      delFlags |= flag
      char = source.get()
      if (char === null) throw source.error('missing :')
      if (char === ':') break
      if (!INLINE_FLAGS.has(char)) throw source.error(isAlpha(char) ? 'unknown flag' : 'missing :', Array.from(char).length)
    }
  }
  if (delFlags & GLOBAL_FLAGS) throw source.error('bad inline flags: cannot turn off global flag', 1)
  if (addFlags & delFlags) throw source.error('bad inline flags: flag turned on and off', 1)
  return [addFlags, delFlags]
}

const SPECIAL_CHARS = '.\\[{()*+?^$|'
const REPEAT_CHARS = '*+?{'
const WHITESPACE = ' \t\n\r\v\f'

const isDigit = (c: string | null): c is string => c !== null && c.length === 1 && DIGITS.includes(c)

/** The parsed pattern and its final global flags (UNICODE added unless ASCII, as `fix_flags` does). */
export interface ParsedPattern {
  readonly body: SubPattern
  readonly flags: number
  /** Number of capturing groups. */
  readonly groups: number
  /** `(?P<name>…)` group numbers. */
  readonly groupNames: ReadonlyMap<string, number>
}

/** Parses a Python `re` pattern, failing (CheckError 'regex' / 'value') exactly where Python fails. */
export function parsePyPattern(pattern: string, flags: number): ParsedPattern {
  const source = new Tokenizer(pattern)
  const state = new ParseState()
  state.flags = flags
  const body = parseSub(source, state, (flags & PY_RE.VERBOSE) !== 0, 0)
  state.flags = fixFlags(state.flags)
  if (source.next !== null) throw source.error('unbalanced parenthesis')
  for (const [group, position] of state.groupRefPos) {
    if (group >= state.groups) throw regexError(pattern, `invalid group reference ${group}`, position)
  }
  return { body, flags: state.flags, groups: state.groups - 1, groupNames: state.groupNames }
}

/** `fix_flags` for a str pattern: LOCALE and ASCII+UNICODE are ValueErrors. */
function fixFlags(flags: number): number {
  if (flags & PY_RE.LOCALE) throw new CheckError('value', 'cannot use LOCALE flag with a str pattern')
  if (!(flags & PY_RE.ASCII)) return flags | PY_RE.UNICODE
  if (flags & PY_RE.UNICODE) throw new CheckError('value', 'ASCII and UNICODE flags are incompatible')
  return flags
}

function parseSub(source: Tokenizer, state: ParseState, verbose: boolean, nested: number): SubPattern {
  const items: SubPattern[] = []
  for (;;) {
    items.push(parse(source, state, verbose, nested + 1, !nested && !items.length))
    if (!source.match('|')) break
    if (!nested) verbose = (state.flags & PY_RE.VERBOSE) !== 0
  }
  if (items.length === 1) return items[0]!
  return new SubPattern(state, [{ op: 'branch', alternatives: items }])
}

function parse(source: Tokenizer, state: ParseState, verbose: boolean, nested: number, first = false): SubPattern {
  const sub = new SubPattern(state)
  const nodes = sub.nodes
  for (;;) {
    let current = source.next
    if (current === null || current === '|' || current === ')') break
    source.get()
    if (verbose) {
      if (WHITESPACE.includes(current)) continue
      if (current === '#') {
        do current = source.get()
        while (current !== null && current !== '\n')
        continue
      }
    }
    if (current[0] === '\\' && current.length > 1) {
      nodes.push(escape(source, current, state))
    } else if (!SPECIAL_CHARS.includes(current)) {
      nodes.push({ op: 'literal', code: current.codePointAt(0)! })
    } else if (current === '[') {
      nodes.push(parseSet(source))
    } else if (REPEAT_CHARS.includes(current)) {
      parseRepeat(source, state, nodes, current)
    } else if (current === '.') {
      nodes.push({ op: 'any' })
    } else if (current === '(') {
      const node = parseGroup(source, state, verbose, nested, first && !nodes.length)
      if (node === 'global-flags') verbose = (state.flags & PY_RE.VERBOSE) !== 0
      else if (node) nodes.push(node)
    } else if (current === '^') {
      nodes.push({ op: 'at', code: 'beginning' })
    } else if (current === '$') {
      nodes.push({ op: 'at', code: 'end' })
    }
  }
  // Unpack non-capturing groups without flags, as Python does.
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i]!
    if (node.op === 'subpattern' && node.group === null && !node.addFlags && !node.delFlags) nodes.splice(i, 1, ...node.body.nodes)
  }
  return sub
}

function parseRepeat(source: Tokenizer, state: ParseState, nodes: PyNode[], current: string): void {
  const here = source.tell()
  let min = 0
  let max = MAXREPEAT
  if (current === '?') max = 1
  else if (current === '+') min = 1
  else if (current === '{') {
    if (source.next === '}') {
      nodes.push({ op: 'literal', code: 123 })
      return
    }
    let lo = ''
    let hi = ''
    while (isDigit(source.next)) lo += source.get()!
    if (source.match(',')) {
      while (isDigit(source.next)) hi += source.get()!
    } else {
      hi = lo
    }
    if (!source.match('}')) {
      nodes.push({ op: 'literal', code: 123 })
      source.seek(here)
      return
    }
    // Python raises OverflowError here, not re.error; both are pattern errors to karenina.
    const tooLarge = () => new CheckError('regex', `the repetition number is too large in ${pyStrRepr(source.pattern)}`)
    if (lo) {
      min = Number(lo)
      if (min >= MAXREPEAT) throw tooLarge()
    }
    if (hi) {
      max = Number(hi)
      if (max >= MAXREPEAT) throw tooLarge()
      if (max < min) throw source.error('min repeat greater than max repeat', source.tell() - here)
    }
  }
  const item = nodes[nodes.length - 1]
  const length = current.length
  if (!item || item.op === 'at') throw source.error('nothing to repeat', source.tell() - here + length)
  if (item.op === 'repeat') throw source.error('multiple repeat', source.tell() - here + length)
  const body = item.op === 'subpattern' && item.group === null && !item.addFlags && !item.delFlags ? item.body : new SubPattern(state, [item])
  const mode = source.match('?') ? 'lazy' : source.match('+') ? 'possessive' : 'greedy'
  nodes[nodes.length - 1] = { op: 'repeat', mode, min, max, body }
}

type GroupResult = PyNode | null | 'global-flags'

function parseGroup(source: Tokenizer, state: ParseState, verbose: boolean, nested: number, atStart: boolean): GroupResult {
  const start = source.tell() - 1
  let capture = true
  let atomic = false
  let name: string | null = null
  let addFlags = 0
  let delFlags = 0
  if (source.match('?')) {
    const char = source.get()
    if (char === null) throw source.error('unexpected end of pattern')
    if (char === 'P') {
      if (source.match('<')) {
        name = source.getUntil('>', 'group name')
        source.checkGroupName(name, 1)
      } else if (source.match('=')) {
        const refName = source.getUntil(')', 'group name')
        source.checkGroupName(refName, 1)
        const gid = state.groupNames.get(refName)
        const width = Array.from(refName).length + 1
        if (gid === undefined) throw source.error(`unknown group name ${pyStrRepr(refName)}`, width)
        if (!state.checkGroup(gid)) throw source.error('cannot refer to an open group', width)
        checkLookbehindGroup(state, gid, source)
        return { op: 'groupref', group: gid }
      } else {
        const next = source.get()
        if (next === null) throw source.error('unexpected end of pattern')
        throw source.error(`unknown extension ?P${next}`, Array.from(next).length + 2)
      }
    } else if (char === ':') {
      capture = false
    } else if (char === '#') {
      for (;;) {
        if (source.next === null) throw source.error('missing ), unterminated comment', source.tell() - start)
        if (source.get() === ')') break
      }
      return null
    } else if (char === '=' || char === '!' || char === '<') {
      return parseLookaround(source, state, verbose, nested, char, start)
    } else if (char === '(') {
      return parseConditional(source, state, verbose, nested, start)
    } else if (char === '>') {
      capture = false
      atomic = true
    } else if (INLINE_FLAGS.has(char) || char === '-') {
      const flags = parseFlags(source, state, char)
      if (flags === null) {
        if (!atStart) throw source.error('global flags not at the start of the expression', source.tell() - start)
        return 'global-flags'
      }
      ;[addFlags, delFlags] = flags
      capture = false
    } else {
      throw source.error(`unknown extension ?${char}`, Array.from(char).length + 1)
    }
  }
  let group: number | null = null
  if (capture) {
    group = state.groups
    if (name !== null) {
      const previous = state.groupNames.get(name)
      if (previous !== undefined) {
        throw source.error(`redefinition of group name ${pyStrRepr(name)} as group ${group}; was group ${previous}`, Array.from(name).length + 1)
      }
      state.groupNames.set(name, group)
    }
    state.groupWidths.push(null)
  }
  const subVerbose = (verbose || (addFlags & PY_RE.VERBOSE) !== 0) && !(delFlags & PY_RE.VERBOSE)
  const body = parseSub(source, state, subVerbose, nested + 1)
  if (!source.match(')')) throw source.error('missing ), unterminated subpattern', source.tell() - start)
  if (group !== null) state.groupWidths[group] = body.getWidth()
  if (atomic) return { op: 'atomic', body }
  return { op: 'subpattern', group, addFlags, delFlags, body }
}

function parseLookaround(source: Tokenizer, state: ParseState, verbose: boolean, nested: number, char: string, start: number): PyNode {
  let kind = char
  let behind = false
  const outerLookbehind = state.lookbehindGroups
  if (kind === '<') {
    const next = source.get()
    if (next === null) throw source.error('unexpected end of pattern')
    if (next !== '=' && next !== '!') throw source.error(`unknown extension ?<${next}`, Array.from(next).length + 2)
    kind = next
    behind = true
    if (outerLookbehind === null) state.lookbehindGroups = state.groups
  }
  const body = parseSub(source, state, verbose, nested + 1)
  if (behind && outerLookbehind === null) state.lookbehindGroups = null
  if (!source.match(')')) throw source.error('missing ), unterminated subpattern', source.tell() - start)
  return { op: 'assert', negate: kind === '!', behind, body }
}

function parseConditional(source: Tokenizer, state: ParseState, verbose: boolean, nested: number, start: number): PyNode {
  const condName = source.getUntil(')', 'group name')
  const width = Array.from(condName).length + 1
  let group: number
  if (IDENTIFIER.test(condName)) {
    const gid = state.groupNames.get(condName)
    if (gid === undefined) throw source.error(`unknown group name ${pyStrRepr(condName)}`, width)
    group = gid
  } else {
    // int(): optional sign and surrounding whitespace, Unicode digits, underscores between digits.
    const text = condName.trim().replace(/(?<=\p{Nd})_(?=\p{Nd})/gu, '')
    if (!/^[+-]?\p{Nd}+$/u.test(text)) throw source.error(`bad character in group name ${pyStrRepr(condName)}`, width)
    group = Number(text.replace(/\p{Nd}/gu, (d) => String(decimalDigitValue(d))))
    if (group < 0) throw source.error(`bad character in group name ${pyStrRepr(condName)}`, width)
    if (!group) throw source.error('bad group number', width)
    if (group >= 2 ** 30) throw source.error(`invalid group reference ${group}`, width)
    if (!state.groupRefPos.has(group)) state.groupRefPos.set(group, source.tell() - width)
  }
  checkLookbehindGroup(state, group, source)
  const yes = parse(source, state, verbose, nested + 1)
  let no: SubPattern | null = null
  if (source.match('|')) {
    no = parse(source, state, verbose, nested + 1)
    if (source.next === '|') throw source.error('conditional backref with more than two branches')
  }
  if (!source.match(')')) throw source.error('missing ), unterminated subpattern', source.tell() - start)
  return { op: 'groupref_exists', group, yes, no }
}
