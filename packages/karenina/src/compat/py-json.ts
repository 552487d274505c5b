import { CheckError } from '../errors/check-error.js'
import { PyFloat } from './py-float-value.js'
import { PyTuple } from './py-tuple.js'
import { compareCodePoints } from './compare-code-points.js'
import { numberRepr, pyFloatRepr } from './py-str.js'

/** Options of `pyJsonDumps`, named after Python's `json.dumps` keywords. */
export interface PyJsonDumpsOptions {
  /** Sort object keys by code point. @default false */
  sortKeys?: boolean
  /** Escape every character outside U+0020–U+007E as `\uXXXX`. @default true */
  ensureAscii?: boolean
  /** Pretty-print with this many spaces per level (0 = newlines only). @default undefined (one line) */
  indent?: number
  /** Item and key separators. @default [', ', ': '] without indent, [',', ': '] with indent */
  separators?: [string, string]
}

const SHORT_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
}

function escapeChar(ch: string): string {
  return SHORT_ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`
}

const ESCAPE_ASCII = /["\\]|[^ -~]/g
const ESCAPE = /["\\\x00-\x1f]/g

/** Python's `encode_basestring(_ascii)`; works on UTF-16 units, which yields surrogate pairs for astral chars. */
function encodeString(s: string, ensureAscii: boolean): string {
  // Without ensure_ascii, Python escapes what JSON.stringify does (same short forms, lowercase \u00XX),
  // except lone surrogates, which Python writes raw.
  if (!ensureAscii && (s as string & { isWellFormed(): boolean }).isWellFormed()) return JSON.stringify(s)
  const escape = ensureAscii ? ESCAPE_ASCII : ESCAPE
  // `search` first: most strings need no escape, and then nothing is allocated but the quoted copy.
  return s.search(escape) < 0 ? `"${s}"` : `"${s.replace(escape, escapeChar)}"`
}

/** Python's json encoding of a number (a float when boxed): `repr`, except NaN and infinities (allow_nan=True). */
function encodeNumber(x: number, boxedFloat: boolean): string {
  if (Number.isFinite(x)) return boxedFloat ? pyFloatRepr(x) : numberRepr(x)
  return Number.isNaN(x) ? 'NaN' : x > 0 ? 'Infinity' : '-Infinity'
}

/**
 * One `json.dumps` call: appends to a single output string in one walk (no intermediate arrays or joined
 * sub-strings per level, which made long batch runs allocate ~100 KB per result line).
 */
class PyJsonWriter {
  #out = ''
  readonly #ensureAscii: boolean
  readonly #sortKeys: boolean
  readonly #itemSep: string
  readonly #keySep: string
  readonly #unit: string | undefined
  /** Newline + indentation per level, built on first use. */
  readonly #newlines: string[] = []
  /** Containers being written, for Python's circular reference check (depth is small: a scan beats a Set). */
  readonly #stack: object[] = []

  constructor(options: PyJsonDumpsOptions) {
    this.#ensureAscii = options.ensureAscii ?? true
    this.#sortKeys = options.sortKeys ?? false
    this.#unit = options.indent === undefined ? undefined : ' '.repeat(options.indent)
    const [itemSep, keySep] = options.separators ?? (options.indent === undefined ? [', ', ': '] : [',', ': '])
    this.#itemSep = itemSep
    this.#keySep = keySep
  }

  text(): string {
    return this.#out
  }

  #newline(level: number): string {
    return (this.#newlines[level] ??= '\n' + this.#unit!.repeat(level))
  }

  /** Before the item at `index` of a container at `level`: separator and indentation. */
  #beforeItem(index: number, level: number): void {
    if (index > 0) this.#out += this.#itemSep
    if (this.#unit !== undefined) this.#out += this.#newline(level + 1)
  }

  #close(bracket: string, level: number): void {
    if (this.#unit !== undefined) this.#out += this.#newline(level)
    this.#out += bracket
  }

  write(v: unknown, level: number): void {
    if (v === null || v === undefined) this.#out += 'null'
    else if (v === true) this.#out += 'true'
    else if (v === false) this.#out += 'false'
    else if (typeof v === 'string') this.#out += encodeString(v, this.#ensureAscii)
    else if (typeof v === 'number') this.#out += encodeNumber(v, false)
    else if (typeof v === 'bigint') this.#out += v.toString()
    else if (v instanceof PyFloat) this.#out += encodeNumber(v.value, true)
    else if (typeof v !== 'object') throw new CheckError('type', `Object of type ${typeof v} is not JSON serializable`)
    else {
      if (this.#stack.includes(v)) throw new CheckError('value', 'Circular reference detected')
      this.#stack.push(v)
      try {
        this.#writeContainer(v, level)
      } finally {
        this.#stack.pop()
      }
    }
  }

  #writeContainer(v: object, level: number): void {
    if (v instanceof PyTuple || Array.isArray(v)) {
      const items: readonly unknown[] = v instanceof PyTuple ? v.items : v
      if (items.length === 0) {
        this.#out += '[]'
        return
      }
      this.#out += '['
      for (let i = 0; i < items.length; i++) {
        this.#beforeItem(i, level)
        this.write(items[i], level + 1)
      }
      this.#close(']', level)
      return
    }
    const toJSON = (v as { toJSON?: unknown }).toJSON
    if (typeof toJSON === 'function') {
      this.write(toJSON.call(v), level)
      return
    }
    const record = v as Record<string, unknown>
    const keys = Object.keys(record)
    if (this.#sortKeys) keys.sort(compareCodePoints)
    let written = 0
    for (const key of keys) {
      const item = record[key]
      if (item === undefined) continue
      if (written === 0) this.#out += '{'
      this.#beforeItem(written++, level)
      this.#out += encodeString(key, this.#ensureAscii)
      this.#out += this.#keySep
      this.write(item, level + 1)
    }
    if (written === 0) this.#out += '{}'
    else this.#close('}', level)
  }
}

/**
 * Python `json.dumps(value, ...)` byte for byte: `", "`/`": "` separators, ASCII escaping with lowercase
 * `\uXXXX`, float repr for floats (PyFloat boxes write `5.0`), tuples as arrays, NaN/Infinity allowed.
 */
export function pyJsonDumps(value: unknown, options: PyJsonDumpsOptions = {}): string {
  const writer = new PyJsonWriter(options)
  writer.write(value, 0)
  return writer.text()
}
