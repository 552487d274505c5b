/**
 * Python literals as `repr()` writes them (`{'query': 'BCL2', 'limit': 3, 'exact': True}`) read back as JSON-like
 * values: None/True/False, ints and floats (`nan`, `inf`), str with CPython's escapes, list, tuple, dict and set
 * (both read as arrays or objects). Enough to read the `Args:` of a harmonized trace, which `pyRepr` wrote.
 */
export function parsePyLiteral(text: string): unknown {
  const reader = new LiteralReader(text)
  const value = reader.value()
  reader.skipSpace()
  if (!reader.done()) reader.fail('unexpected text after the value')
  return value
}

/** A Python literal that could not be read: the position and what was expected. */
export class PyLiteralError extends Error {
  constructor(readonly position: number, problem: string) {
    super(`${problem} at character ${position}`)
    this.name = 'PyLiteralError'
  }
}

const NUMBER = /[-+]?(?:\d[\d_]*\.?[\d_]*(?:[eE][-+]?\d+)?|\.\d[\d_]*(?:[eE][-+]?\d+)?)/y
const WORDS: Record<string, unknown> = { None: null, True: true, False: false, nan: Number.NaN, inf: Infinity, '-inf': -Infinity }
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '\\': '\\', "'": "'", '"': '"', '0': '\0' }
/** `\x`, `\u` and `\U` escapes and their count of hex digits. */
const HEX_ESCAPES: Record<string, number> = { x: 2, u: 4, U: 8 }

class LiteralReader {
  private at = 0
  constructor(private readonly text: string) {}

  done(): boolean {
    return this.at >= this.text.length
  }

  fail(problem: string): never {
    throw new PyLiteralError(this.at, problem)
  }

  skipSpace(): void {
    while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at++
  }

  value(): unknown {
    this.skipSpace()
    const ch = this.text[this.at]
    if (ch === undefined) this.fail('expected a value')
    if (ch === "'" || ch === '"') return this.string()
    if (ch === '[') return this.sequence('[', ']')
    if (ch === '(') return this.sequence('(', ')')
    if (ch === '{') return this.braces()
    if (this.text.startsWith('set()', this.at)) {
      this.at += 5
      return []
    }
    for (const [word, value] of Object.entries(WORDS)) {
      if (this.text.startsWith(word, this.at) && !/\w/.test(this.text[this.at + word.length] ?? '')) {
        this.at += word.length
        return value
      }
    }
    NUMBER.lastIndex = this.at
    const match = NUMBER.exec(this.text)
    if (match === null) this.fail('expected a Python literal')
    this.at += match[0].length
    return Number(match[0].replaceAll('_', ''))
  }

  /** Consumes `ch` when it is the next character after spaces. */
  private eat(ch: string): boolean {
    this.skipSpace()
    if (this.text[this.at] !== ch) return false
    this.at++
    return true
  }

  private expect(ch: string): void {
    if (!this.eat(ch)) this.fail(`expected '${ch}'`)
  }

  /** Whether the next character closes the container (consumed), after an optional trailing comma. */
  private closes(close: string, first: boolean): boolean {
    if (this.eat(close)) return true
    if (first) return false
    this.expect(',')
    return this.eat(close)
  }

  private sequence(open: string, close: string): unknown[] {
    this.expect(open)
    const items: unknown[] = []
    while (!this.closes(close, items.length === 0)) items.push(this.value())
    return items
  }

  /** A dict (`{'a': 1}`, keys as text) or a set (`{1, 2}`, an array). */
  private braces(): unknown {
    this.expect('{')
    const entries: [unknown, unknown][] = []
    const items: unknown[] = []
    while (!this.closes('}', entries.length + items.length === 0)) {
      const key = this.value()
      if (this.eat(':')) entries.push([key, this.value()])
      else items.push(key)
    }
    if (items.length > 0 && entries.length > 0) this.fail('a mix of dict entries and set items')
    if (items.length > 0) return items
    return Object.fromEntries(entries.map(([key, value]) => [typeof key === 'string' ? key : JSON.stringify(key), value]))
  }

  private string(): string {
    const quote = this.text[this.at]!
    this.at++
    let out = ''
    while (true) {
      const ch = this.text[this.at]
      if (ch === undefined || ch === '\n') this.fail('unterminated string')
      this.at++
      if (ch === quote) return out
      if (ch !== '\\') {
        out += ch
        continue
      }
      const escape = this.text[this.at] ?? ''
      this.at++
      if (Object.hasOwn(ESCAPES, escape)) out += ESCAPES[escape]
      else if (Object.hasOwn(HEX_ESCAPES, escape)) out += this.codePoint(HEX_ESCAPES[escape]!)
      else this.fail(`unknown escape '\\${escape}'`)
    }
  }

  private codePoint(digits: number): string {
    const hex = this.text.slice(this.at, this.at + digits)
    if (!new RegExp(`^[0-9a-fA-F]{${digits}}$`).test(hex)) this.fail(`expected ${digits} hex digits`)
    this.at += digits
    return String.fromCodePoint(Number.parseInt(hex, 16))
  }
}
