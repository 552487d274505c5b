// JSON.parse of UTF-8 bytes for packed record headers: vitest's main process reads one header per test (10,000 in a
// large merge), and `JSON.parse(bytes.toString())` made a string of each header and fresh copies of the values
// every header repeats (model names, model identities). Young-generation allocation during a merge is what raises
// its peak RSS, so this reader makes no string of the whole text, reuses recent equal strings, and gives the
// members named in `sharedKeys` the value parsed the last time their bytes were the same.

/** A shared member's bytes (in a buffer reused from one value to the next) and the value read last. */
interface SharedValue {
  bytes: Buffer
  length: number
  value: unknown
}

/** Strings up to this many bytes are looked up among recent equal ones before a new one is made. */
const CACHED_STRING_BYTES = 64
/** Recent strings: two per set (the last used first), their bytes in one buffer (nothing allocated per string). */
const STRING_SETS = 2048

const EMPTY = Buffer.alloc(0)
const QUOTE = 0x22
const BACKSLASH = 0x5c

function syntaxError(problem: string, at: number): never {
  throw new SyntaxError(`${problem} in JSON at position ${at}`)
}

/**
 * Parses JSON text given as UTF-8 bytes as `JSON.parse` does (same values, same key order, `__proto__` an own
 * key), except that the values of the members named in `sharedKeys` may be shared between the values it returns:
 * they must not be changed. A shared member is named `parent.key`: `key` in an object that is the value of a member
 * `parent` (`.key` at the top level), so that a key used elsewhere for other values (a usage stage named like a
 * model role) is not compared with them.
 */
export class JsonBytesReader {
  /** By parent member name, then by key: the shared members' last values. */
  readonly #shared = new Map<string, Map<string, SharedValue | null>>()
  readonly #stringBytes = Buffer.alloc(2 * STRING_SETS * CACHED_STRING_BYTES)
  readonly #stringLengths = new Int8Array(2 * STRING_SETS).fill(-1)
  readonly #strings: string[] = new Array<string>(2 * STRING_SETS).fill('')
  readonly #scratch = Buffer.alloc(CACHED_STRING_BYTES)
  #bytes: Buffer = EMPTY
  #pos = 0
  #end = 0

  constructor(sharedKeys: readonly string[] = []) {
    for (const path of sharedKeys) {
      const dot = path.indexOf('.')
      if (dot < 0) throw new TypeError(`JsonBytesReader: shared key "${path}" is not "parent.key"`)
      const parent = path.slice(0, dot)
      let keys = this.#shared.get(parent)
      if (keys === undefined) this.#shared.set(parent, (keys = new Map()))
      keys.set(path.slice(dot + 1), null)
    }
  }

  /** The JSON value of `bytes[start, end)`; throws a SyntaxError when it is not valid JSON. */
  parse(bytes: Buffer, start = 0, end = bytes.length): unknown {
    this.#bytes = bytes
    this.#pos = start
    this.#end = end
    try {
      const value = this.#value('')
      this.#space()
      if (this.#pos < end) syntaxError('Unexpected non-whitespace character after JSON', this.#pos - start)
      return value
    } finally {
      this.#bytes = EMPTY
    }
  }

  #space(): void {
    const b = this.#bytes
    while (this.#pos < this.#end) {
      const c = b[this.#pos]!
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return
      this.#pos++
    }
  }

  /** The value at the position; `parent`: the member it is the value of ('' at the top level and in arrays). */
  #value(parent: string): unknown {
    this.#space()
    if (this.#pos >= this.#end) syntaxError('Unexpected end of JSON input', this.#pos)
    const c = this.#bytes[this.#pos]!
    if (c === QUOTE) return this.#string()
    if (c === 0x7b) return this.#object(parent)
    if (c === 0x5b) return this.#array()
    if (c === 0x74) return this.#literal('true', true)
    if (c === 0x66) return this.#literal('false', false)
    if (c === 0x6e) return this.#literal('null', null)
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return this.#number()
    return syntaxError(`Unexpected token '${String.fromCharCode(c)}'`, this.#pos)
  }

  #literal<T>(text: string, value: T): T {
    for (let i = 0; i < text.length; i++) {
      if (this.#pos + i >= this.#end || this.#bytes[this.#pos + i] !== text.charCodeAt(i)) syntaxError('Unexpected token', this.#pos + i)
    }
    this.#pos += text.length
    return value
  }

  #number(): number {
    const b = this.#bytes
    const start = this.#pos
    let integer = true
    if (b[this.#pos] === 0x2d) this.#pos++
    const first = this.#pos
    this.#digits()
    if (b[first] === 0x30 && this.#pos - first > 1) syntaxError('Unexpected number', first + 1)
    if (this.#pos < this.#end && b[this.#pos] === 0x2e) {
      integer = false
      this.#pos++
      this.#digits()
    }
    if (this.#pos < this.#end && (b[this.#pos] === 0x65 || b[this.#pos] === 0x45)) {
      integer = false
      this.#pos++
      if (b[this.#pos] === 0x2b || b[this.#pos] === 0x2d) this.#pos++
      this.#digits()
    }
    // Up to 15 digits an integer is exact in a double: summed here, without a string.
    if (integer && this.#pos - first <= 15) {
      let n = 0
      for (let i = first; i < this.#pos; i++) n = n * 10 + (b[i]! - 0x30)
      return b[start] === 0x2d ? -n : n
    }
    return Number(b.toString('latin1', start, this.#pos))
  }

  #digits(): void {
    const b = this.#bytes
    const from = this.#pos
    while (this.#pos < this.#end && b[this.#pos]! >= 0x30 && b[this.#pos]! <= 0x39) this.#pos++
    if (this.#pos === from) syntaxError('No number after minus sign or in fraction or exponent', this.#pos)
  }

  #string(): string {
    const b = this.#bytes
    const start = ++this.#pos
    for (;;) {
      if (this.#pos >= this.#end) syntaxError('Unterminated string', this.#pos)
      const c = b[this.#pos]!
      if (c === QUOTE) break
      if (c === BACKSLASH) return this.#escapedString(start)
      if (c < 0x20) syntaxError('Bad control character in string literal', this.#pos)
      this.#pos++
    }
    const end = this.#pos++
    if (end - start > CACHED_STRING_BYTES) return b.toString('utf8', start, end)
    let hash = 0x811c9dc5
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ b[i]!, 0x01000193)
    const first = 2 * ((hash >>> 0) % STRING_SETS)
    if (this.#knownString(first, start, end)) return this.#strings[first]!
    if (this.#knownString(first + 1, start, end)) {
      this.#swapStrings(first + 1, first)
      return this.#strings[first]!
    }
    const text = b.toString('utf8', start, end)
    this.#swapStrings(first, first + 1)
    b.copy(this.#stringBytes, first * CACHED_STRING_BYTES, start, end)
    this.#stringLengths[first] = end - start
    this.#strings[first] = text
    return text
  }

  #knownString(slot: number, start: number, end: number): boolean {
    const at = slot * CACHED_STRING_BYTES
    return this.#stringLengths[slot] === end - start && this.#bytes.compare(this.#stringBytes, at, at + end - start, start, end) === 0
  }

  /** Swaps two slots of the recent strings. */
  #swapStrings(a: number, b: number): void {
    const bytes = this.#stringBytes
    const scratch = this.#scratch
    bytes.copy(scratch, 0, a * CACHED_STRING_BYTES, (a + 1) * CACHED_STRING_BYTES)
    bytes.copy(bytes, a * CACHED_STRING_BYTES, b * CACHED_STRING_BYTES, (b + 1) * CACHED_STRING_BYTES)
    scratch.copy(bytes, b * CACHED_STRING_BYTES, 0, CACHED_STRING_BYTES)
    const length = this.#stringLengths[a]!
    this.#stringLengths[a] = this.#stringLengths[b]!
    this.#stringLengths[b] = length
    const text = this.#strings[a]!
    this.#strings[a] = this.#strings[b]!
    this.#strings[b] = text
  }

  /** A string with escapes: rare in headers, left to JSON.parse. */
  #escapedString(start: number): string {
    const b = this.#bytes
    while (this.#pos < this.#end && b[this.#pos] !== QUOTE) this.#pos += b[this.#pos] === BACKSLASH ? 2 : 1
    if (this.#pos >= this.#end) syntaxError('Unterminated string', this.#pos)
    this.#pos++
    return JSON.parse(b.toString('utf8', start - 1, this.#pos)) as string
  }

  #array(): unknown[] {
    this.#pos++
    const items: unknown[] = []
    this.#space()
    if (this.#bytes[this.#pos] === 0x5d) {
      this.#pos++
      return items
    }
    for (;;) {
      items.push(this.#value(''))
      this.#space()
      const c = this.#bytes[this.#pos]
      this.#pos++
      if (c === 0x5d) return items
      if (c !== 0x2c) syntaxError("Expected ',' or ']' after array element", this.#pos - 1)
    }
  }

  #object(parent: string): Record<string, unknown> {
    this.#pos++
    const shared = this.#shared.get(parent)
    const object: Record<string, unknown> = {}
    this.#space()
    if (this.#bytes[this.#pos] === 0x7d) {
      this.#pos++
      return object
    }
    for (;;) {
      this.#space()
      if (this.#bytes[this.#pos] !== QUOTE) syntaxError('Expected double-quoted property name', this.#pos)
      const key = this.#string()
      this.#space()
      if (this.#bytes[this.#pos] !== 0x3a) syntaxError("Expected ':' after property name", this.#pos)
      this.#pos++
      const value = shared?.has(key) ? this.#sharedValue(shared, key) : this.#value(key)
      // As JSON.parse: `__proto__` is an own key, not the prototype.
      if (key === '__proto__') Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true })
      else object[key] = value
      this.#space()
      const c = this.#bytes[this.#pos]
      this.#pos++
      if (c === 0x7d) return object
      if (c !== 0x2c) syntaxError("Expected ',' or '}' after property value", this.#pos - 1)
    }
  }

  /**
   * The value of a shared member: when it is an object or array whose bytes are those of the last one parsed
   * under `key`, that value (found by matching brackets, nothing made); otherwise parsed and remembered.
   */
  #sharedValue(shared: Map<string, SharedValue | null>, key: string): unknown {
    this.#space()
    const b = this.#bytes
    const start = this.#pos
    if (b[start] !== 0x7b && b[start] !== 0x5b) return this.#value(key)
    let depth = 0
    let at = start
    while (at < this.#end) {
      const c = b[at]!
      if (c === QUOTE) {
        at++
        while (at < this.#end && b[at] !== QUOTE) at += b[at] === BACKSLASH ? 2 : 1
      } else if (c === 0x7b || c === 0x5b) depth++
      else if ((c === 0x7d || c === 0x5d) && --depth === 0) break
      at++
    }
    const end = at + 1
    const known = shared.get(key)
    if (depth === 0 && known != null && known.length === end - start && b.compare(known.bytes, 0, known.length, start, end) === 0) {
      this.#pos = end
      return known.value
    }
    const value = this.#value(key)
    const length = this.#pos - start
    if (known == null) shared.set(key, { bytes: Buffer.from(b.subarray(start, this.#pos)), length, value })
    else {
      if (known.bytes.length < length) known.bytes = Buffer.allocUnsafeSlow(Math.max(length, 2 * known.bytes.length))
      b.copy(known.bytes, 0, start, this.#pos)
      known.length = length
      known.value = value
    }
    return value
  }
}
