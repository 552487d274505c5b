import { GLOBAL_FLAGS, PY_RE, TYPE_FLAGS, type ParseState } from './py-regex-syntax.js'
import type { Tokenizer } from './py-regex-tokenizer.js'

// `re._parser._parse_flags` (CPython 3.11): inline flag groups `(?aiLmsux)` and `(?aiLmsux-imsx:…)`.

const INLINE_FLAGS: Record<string, number> = {
  i: PY_RE.IGNORECASE,
  L: PY_RE.LOCALE,
  m: PY_RE.MULTILINE,
  s: PY_RE.DOTALL,
  x: PY_RE.VERBOSE,
  a: PY_RE.ASCII,
  t: PY_RE.TEMPLATE,
  u: PY_RE.UNICODE,
}

const isAlpha = (c: string): boolean => /^\p{L}$/u.test(c)

/** Whether `char` is one of Python's inline flag letters. */
export function isInlineFlag(char: string): boolean {
  return Object.hasOwn(INLINE_FLAGS, char)
}

/** `_parse_flags`: null for global flags `(?aiLmsux)`, else the scoped `[add, del]`. */
export function parseFlags(source: Tokenizer, state: ParseState, first: string): [number, number] | null {
  let char: string | null = first
  let addFlags = 0
  let delFlags = 0
  if (char !== '-') {
    for (;;) {
      const flag = INLINE_FLAGS[char]!
      if (char === 'L') throw source.error("bad inline flags: cannot use 'L' flag with a str pattern")
      addFlags |= flag
      if (flag & TYPE_FLAGS && (addFlags & TYPE_FLAGS) !== flag) throw source.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible")
      char = source.get()
      if (char === null) throw source.error('missing -, : or )')
      if (char === ')' || char === '-' || char === ':') break
      if (!(Object.hasOwn(INLINE_FLAGS, char))) throw source.error(isAlpha(char) ? 'unknown flag' : 'missing -, : or )', Array.from(char).length)
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
    if (!(Object.hasOwn(INLINE_FLAGS, char))) throw source.error(isAlpha(char) ? 'unknown flag' : 'missing flag', Array.from(char).length)
    for (;;) {
      const flag = INLINE_FLAGS[char]!
      if (flag & TYPE_FLAGS) throw source.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'")
      delFlags |= flag
      char = source.get()
      if (char === null) throw source.error('missing :')
      if (char === ':') break
      if (!(Object.hasOwn(INLINE_FLAGS, char))) throw source.error(isAlpha(char) ? 'unknown flag' : 'missing :', Array.from(char).length)
    }
  }
  if (delFlags & GLOBAL_FLAGS) throw source.error('bad inline flags: cannot turn off global flag', 1)
  if (addFlags & delFlags) throw source.error('bad inline flags: flag turned on and off', 1)
  return [addFlags, delFlags]
}
