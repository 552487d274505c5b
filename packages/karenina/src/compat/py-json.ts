import { CheckError } from '../errors/check-error.js'
import { PyFloat } from './py-float-value.js'
import { PyTuple } from './py-tuple.js'
import { compareCodePoints } from './compare-code-points.js'
import { pyFloatRepr } from './py-str.js'

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

function hex4(code: number): string {
  return `\\u${code.toString(16).padStart(4, '0')}`
}

/** Python's `encode_basestring(_ascii)`; works on UTF-16 units, which yields surrogate pairs for astral chars. */
function encodeString(s: string, ensureAscii: boolean): string {
  const pattern = ensureAscii ? /["\\]|[^ -~]/g : /["\\\x00-\x1f]/g
  return `"${s.replace(pattern, (ch) => SHORT_ESCAPES[ch] ?? hex4(ch.charCodeAt(0)))}"`
}

/** Python's float encoding in json: `repr`, except NaN and infinities (allow_nan=True). */
function encodeFloat(x: number): string {
  if (Number.isNaN(x)) return 'NaN'
  if (x === Infinity) return 'Infinity'
  if (x === -Infinity) return '-Infinity'
  return pyFloatRepr(x)
}

function encodeNumber(x: number): string {
  if (Number.isInteger(x) && !Object.is(x, -0)) return Number.isSafeInteger(x) ? String(x) : BigInt(x).toString()
  return encodeFloat(x)
}

/**
 * Python `json.dumps(value, ...)` byte for byte: `", "`/`": "` separators, ASCII escaping with lowercase
 * `\uXXXX`, float repr for floats (PyFloat boxes write `5.0`), tuples as arrays, NaN/Infinity allowed.
 */
export function pyJsonDumps(value: unknown, options: PyJsonDumpsOptions = {}): string {
  const { sortKeys = false, ensureAscii = true, indent } = options
  const [itemSep, keySep] = options.separators ?? (indent === undefined ? [', ', ': '] : [',', ': '])
  const unit = indent === undefined ? undefined : ' '.repeat(indent)
  const stack = new Set<object>()

  const open = (level: number): { first: string; sep: string; last: string } => {
    if (unit === undefined) return { first: '', sep: itemSep, last: '' }
    const inner = '\n' + unit.repeat(level + 1)
    return { first: inner, sep: itemSep + inner, last: '\n' + unit.repeat(level) }
  }

  const encode = (v: unknown, level: number): string => {
    if (v === null || v === undefined) return 'null'
    if (v === true) return 'true'
    if (v === false) return 'false'
    if (typeof v === 'string') return encodeString(v, ensureAscii)
    if (typeof v === 'number') return encodeNumber(v)
    if (typeof v === 'bigint') return v.toString()
    if (v instanceof PyFloat) return encodeFloat(v.value)
    if (typeof v !== 'object') throw new CheckError('type', `Object of type ${typeof v} is not JSON serializable`)
    if (stack.has(v)) throw new CheckError('value', 'Circular reference detected')
    stack.add(v)
    try {
      if (v instanceof PyTuple || Array.isArray(v)) {
        const items: readonly unknown[] = v instanceof PyTuple ? v.items : v
        if (items.length === 0) return '[]'
        const { first, sep, last } = open(level)
        return `[${first}${items.map((item) => encode(item, level + 1)).join(sep)}${last}]`
      }
      const toJSON = (v as { toJSON?: unknown }).toJSON
      if (typeof toJSON === 'function') return encode(toJSON.call(v), level)
      let entries = Object.entries(v as Record<string, unknown>).filter(([, item]) => item !== undefined)
      if (entries.length === 0) return '{}'
      if (sortKeys) entries = entries.sort(([a], [b]) => compareCodePoints(a, b))
      const { first, sep, last } = open(level)
      const body = entries.map(([key, item]) => `${encodeString(key, ensureAscii)}${keySep}${encode(item, level + 1)}`)
      return `{${first}${body.join(sep)}${last}}`
    } finally {
      stack.delete(v)
    }
  }

  return encode(value, 0)
}
