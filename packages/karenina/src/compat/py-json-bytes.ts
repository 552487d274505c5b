import { CheckError } from '../errors/check-error.js'
import { PyFloat } from './py-float-value.js'
import { PyTuple } from './py-tuple.js'
import { NEEDS_ESCAPE, encodeFloat, encodeNumber, encodeString } from './py-json.js'

// Why: a long run writes one `json.dumps(…, ensure_ascii=False)` line per result. Built as a string, each line
// was hundreds of concatenations (a rope node per token) and then a flat copy and a byte copy of the whole line:
// ~30 KiB of short-lived objects per result, a sixth of what a run allocates, which makes V8 collect its young
// generation more often and count more survivors towards growing it. Written here into one reused byte buffer,
// a line allocates little more than its final copy.

const QUOTE = 0x22
const COMMA_SPACE = ', '
const COLON_SPACE = ': '

/**
 * Python `json.dumps(value, ensure_ascii=False)` (default separators, no indent, keys in insertion order)
 * written as UTF-8 bytes into a buffer reused from one value to the next: `value(v)` writes what
 * `pyJsonDumps(v, { ensureAscii: false })` returns, and the lower-level methods let a caller walk its own data
 * (see result-line-bytes.ts). `take()` copies the bytes out and starts over.
 */
export class PyJsonByteWriter {
  #buf: Buffer
  #pos = 0
  /** Containers being written by `value`, for Python's circular reference check. */
  readonly #stack: object[] = []

  constructor(initialBytes = 16 * 1024) {
    this.#buf = Buffer.allocUnsafeSlow(initialBytes)
  }

  /** Size of the buffer (it grows to the longest value written). */
  get capacity(): number {
    return this.#buf.length
  }

  /** Bytes written since the last `take` or `reset`. */
  get length(): number {
    return this.#pos
  }

  reset(): void {
    this.#pos = 0
    this.#stack.length = 0
  }

  /** A copy of the bytes written (pooled like any small Buffer), then starts over. */
  take(): Buffer {
    const out = Buffer.allocUnsafe(this.#pos)
    this.#buf.copy(out, 0, 0, this.#pos)
    this.reset()
    return out
  }

  #room(bytes: number): void {
    if (this.#pos + bytes <= this.#buf.length) return
    let size = this.#buf.length * 2
    while (size < this.#pos + bytes) size *= 2
    const grown = Buffer.allocUnsafeSlow(size)
    this.#buf.copy(grown, 0, 0, this.#pos)
    this.#buf = grown
  }

  /** Text as UTF-8 (lone surrogates become U+FFFD, as `Buffer.from(text)` does). */
  raw(text: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    this.#room(text.length * 3)
    this.#put(text)
  }

  /** Writes `text` (room made): short ASCII text byte by byte, which is cheaper than a call into the encoder. */
  #put(text: string): void {
    const n = text.length
    const buf = this.#buf
    if (n <= 32) {
      let p = this.#pos
      for (let i = 0; i < n; i++) {
        const c = text.charCodeAt(i)
        if (c >= 0x80) {
          this.#pos += buf.write(text, this.#pos, 'utf8')
          return
        }
        buf[p++] = c
      }
      this.#pos = p
      return
    }
    this.#pos += buf.write(text, this.#pos, 'utf8')
  }

  /** A JSON string as `json.dumps(s, ensure_ascii=False)` writes it. */
  string(s: string): void {
    // Without ensure_ascii Python escapes only quotes, backslashes and control characters (lone surrogates are
    // written raw, which UTF-8 then writes as U+FFFD either way): a string with none is written between quotes
    // as it is, with no escaped copy made.
    if (NEEDS_ESCAPE.test(s)) {
      this.raw(encodeString(s, false))
      return
    }
    this.#room(s.length * 3 + 2)
    this.#buf[this.#pos++] = QUOTE
    this.#put(s)
    this.#buf[this.#pos++] = QUOTE
  }

  /** A JS number as `pyJsonDumps` writes it (an int, else a Python float). */
  number(x: number): void {
    this.raw(encodeNumber(x))
  }

  /** A number written as a Python float (`1.0`, `NaN`). */
  float(x: number): void {
    this.raw(encodeFloat(x))
  }

  null(): void {
    this.raw('null')
  }

  /** Before the item at `index` of a container: the item separator. */
  item(index: number): void {
    if (index > 0) this.raw(COMMA_SPACE)
  }

  /** Before the value of the entry at `index` of an object: separator, key and `": "`. */
  key(index: number, key: string): void {
    if (index > 0) this.raw(COMMA_SPACE)
    this.string(key)
    this.raw(COLON_SPACE)
  }

  /** Any value, as `pyJsonDumps(value, { ensureAscii: false })` writes it. */
  value(v: unknown): void {
    if (v === null || v === undefined) this.raw('null')
    else if (v === true) this.raw('true')
    else if (v === false) this.raw('false')
    else if (typeof v === 'string') this.string(v)
    else if (typeof v === 'number') this.number(v)
    else if (typeof v === 'bigint') this.raw(v.toString())
    else if (v instanceof PyFloat) this.float(v.value)
    else if (typeof v !== 'object') throw new CheckError('type', `Object of type ${typeof v} is not JSON serializable`)
    else {
      if (this.#stack.includes(v)) throw new CheckError('value', 'Circular reference detected')
      this.#stack.push(v)
      try {
        this.#container(v)
      } finally {
        this.#stack.pop()
      }
    }
  }

  #container(v: object): void {
    if (v instanceof PyTuple || Array.isArray(v)) {
      const items: readonly unknown[] = v instanceof PyTuple ? v.items : v
      this.raw('[')
      for (let i = 0; i < items.length; i++) {
        this.item(i)
        this.value(items[i])
      }
      this.raw(']')
      return
    }
    const toJSON = (v as { toJSON?: unknown }).toJSON
    if (typeof toJSON === 'function') {
      this.value(toJSON.call(v))
      return
    }
    const record = v as Record<string, unknown>
    let written = 0
    this.raw('{')
    for (const key of Object.keys(record)) {
      const item = record[key]
      if (item === undefined) continue
      this.key(written++, key)
      this.value(item)
    }
    this.raw('}')
  }
}
