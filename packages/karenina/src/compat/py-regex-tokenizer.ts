import { CheckError } from '../errors/check-error.js'
import { pyStrRepr } from './py-str.js'

/**
 * `re._parser.Tokenizer` over code points: a token is one character or a backslash with the character
 * after it. Positions are code-point offsets, as in Python's error messages.
 */
export class Tokenizer {
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

/** A Python `re.error` (invalid pattern) as a CheckError naming the pattern, the problem and the position. */
export function regexError(pattern: string, message: string, position: number): CheckError {
  return new CheckError('regex', `invalid regular expression ${pyStrRepr(pattern)}: ${message} at position ${position}`)
}

/** A pattern Python accepts but that karenina-ts cannot run on JavaScript's RegExp. */
export function unsupportedRegex(pattern: string, construct: string): CheckError {
  return new CheckError(
    'regex',
    `regular expression ${pyStrRepr(pattern)} uses ${construct}, which Python accepts but karenina-ts does not support`,
  )
}
