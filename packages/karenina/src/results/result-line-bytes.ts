import type { z } from 'zod'
import { PyFloat } from '../compat/py-float-value.js'
import { PyJsonByteWriter } from '../compat/py-json-bytes.js'
import { dumpResultLine, resultJsonValue } from './export.js'
import { floatKeysOf, isPyFloatSchema } from '../compat/py-number-schema.js'
import { redactResultErrors } from './redact-result.js'
import { defOf, isPlainObject, jsonMode, shapeEntries, toPyJsonValue } from './to-py-json-value.js'
import { VerificationResultSchema, type VerificationResult } from './verification-result.js'

// Why: progressive save writes one line per result as it completes. `dumpResultLine` first builds the result's
// JSON-mode copy (toPyJsonValue: a new object per section, grown key by key) and then its text; here the same
// walk writes the bytes directly (see py-json-bytes.ts), so a line costs V8's young generation ~45 KiB less.
// Each step below writes exactly what `pyJsonDumps(toPyJsonValue(schema, value), { ensureAscii: false })`
// would; a key that would not survive being copied into a fresh object as is (`__proto__` sets the prototype,
// `toJSON` would be called by the writer) sends that object down the copying path.

/** Keys a fresh object built key by key would not hold as plain data. */
function hasUnsafeKey(keys: readonly string[]): boolean {
  for (const key of keys) if (key === '__proto__' || key === 'toJSON') return true
  return false
}

const SAFE_SHAPES = new WeakMap<z.ZodType, boolean>()

function isSafeShape(schema: z.ZodType, entries: readonly (readonly [string, z.ZodType])[]): boolean {
  let safe = SAFE_SHAPES.get(schema)
  if (safe === undefined) SAFE_SHAPES.set(schema, (safe = !hasUnsafeKey(entries.map(([key]) => key))))
  return safe
}

/** The writer's walk of a value as its results schema describes it (mirrors toPyJsonValue, then the writer). */
class TypedWalk {
  constructor(private readonly out: PyJsonByteWriter) {}

  /** Writes `toPyJsonValue(schema, value)`; `value` is not undefined. */
  typed(schema: z.ZodType, value: unknown): void {
    const out = this.out
    if (isPyFloatSchema(schema)) return this.asFloat(value)
    const floatKeys = floatKeysOf(schema)
    if (floatKeys && isPlainObject(value)) {
      const keys = Object.keys(value)
      if (hasUnsafeKey(keys)) return out.value(toPyJsonValue(schema, value))
      let written = 0
      out.raw('{')
      for (const key of keys) {
        const item = value[key]
        if (item === undefined) continue
        out.key(written++, key)
        if (floatKeys.has(key)) this.asFloat(item)
        else this.jsonMode(item)
      }
      out.raw('}')
      return
    }
    const def = defOf(schema)
    switch (def.type) {
      case 'nullable':
        if (value === null) out.null()
        else this.typed(def.innerType!, value)
        return
      case 'optional':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return this.typed(def.innerType!, value)
      case 'pipe':
        return this.typed(def.in!, value)
      case 'object': {
        if (!isPlainObject(value)) return this.jsonMode(value)
        const entries = shapeEntries(schema, def.shape!)
        if (!isSafeShape(schema, entries)) return out.value(toPyJsonValue(schema, value))
        let written = 0
        out.raw('{')
        for (const [key, fieldSchema] of entries) {
          const item = value[key]
          if (item === undefined) continue
          out.key(written++, key)
          this.typed(fieldSchema, item)
        }
        out.raw('}')
        return
      }
      case 'record': {
        if (!isPlainObject(value)) return this.jsonMode(value)
        const keys = Object.keys(value)
        if (hasUnsafeKey(keys)) return out.value(toPyJsonValue(schema, value))
        let written = 0
        out.raw('{')
        for (const key of keys) {
          const item = value[key]
          if (item === undefined) continue
          out.key(written++, key)
          this.typed(def.valueType!, item)
        }
        out.raw('}')
        return
      }
      case 'array': {
        if (!Array.isArray(value)) return this.jsonMode(value)
        out.raw('[')
        // As `map` does: a hole stays a hole (written null), an undefined item is written null.
        for (let i = 0; i < value.length; i++) {
          out.item(i)
          if (!(i in value)) out.null()
          else {
            const item: unknown = value[i]
            if (item === undefined) out.null()
            else this.typed(def.element!, item)
          }
        }
        out.raw(']')
        return
      }
      default:
        return this.jsonMode(value)
    }
  }

  /** toPyJsonValue's `asFloat`: every finite number is written as a Python float. */
  asFloat(value: unknown): void {
    if (typeof value === 'number') {
      if (Number.isFinite(value)) this.out.float(value)
      else this.out.null()
    } else if (value instanceof PyFloat) {
      if (Number.isFinite(value.value)) this.out.float(value.value)
      else this.out.null()
    } else this.jsonMode(value)
  }

  /** toPyJsonValue's `jsonMode`: non-finite numbers become null, plain objects are copied key by key. */
  jsonMode(value: unknown): void {
    const out = this.out
    if (typeof value === 'number') {
      if (Number.isFinite(value)) out.number(value)
      else out.null()
      return
    }
    if (value === null || typeof value !== 'object') return out.value(value)
    if (value instanceof PyFloat) {
      if (Number.isFinite(value.value)) out.float(value.value)
      else out.null()
      return
    }
    if (Array.isArray(value)) {
      out.raw('[')
      for (let i = 0; i < value.length; i++) {
        out.item(i)
        if (!(i in value)) out.null()
        else this.jsonMode(value[i])
      }
      out.raw(']')
      return
    }
    if (isPlainObject(value)) {
      const keys = Object.keys(value)
      if (hasUnsafeKey(keys)) return out.value(jsonMode(value))
      let written = 0
      out.raw('{')
      for (const key of keys) {
        const item = value[key]
        if (item === undefined) continue
        out.key(written++, key)
        this.jsonMode(item)
      }
      out.raw('}')
      return
    }
    // A PyTuple: kept as it is, then written by the writer.
    out.value(value)
  }
}

/** Larger buffers are not kept between lines (one huge result should not hold its size for the whole run). */
const KEEP_BUFFER_BYTES = 1024 * 1024
let spare: PyJsonByteWriter | null = null

/**
 * `dumpResultLine(result)` and a newline, as UTF-8 bytes: exactly `Buffer.from(dumpResultLine(result) + '\n')`,
 * written without the intermediate JSON-mode copy and text (see above).
 */
export function resultLineBytes(result: VerificationResult): Buffer {
  // The copying path's fresh objects would inherit a toJSON given to every object: then it is the one taken.
  if (typeof (Object.prototype as { toJSON?: unknown }).toJSON === 'function') return Buffer.from(`${dumpResultLine(result)}\n`, 'utf8')
  // A writer per call in progress (a value's toJSON could write a line itself).
  const writer = spare ?? new PyJsonByteWriter()
  spare = null
  try {
    writeResult(new TypedWalk(writer), writer, redactResultErrors(result))
    writer.raw('\n')
    return writer.take()
  } finally {
    writer.reset()
    if (writer.capacity <= KEEP_BUFFER_BYTES) spare = writer
  }
}

/**
 * `dumpResultLine(result)`, written as bytes (see above) and read back as text: a test worker attaches each
 * result's line to `task.meta` as text, and building it this way leaves far less garbage behind in the worker.
 */
export function resultLineText(result: VerificationResult): string {
  const line = resultLineBytes(result)
  return line.toString('utf8', 0, line.length - 1)
}

/** The result object: as `typed`, except that `extensions` (karenina-ts only) is left out when empty. */
function writeResult(walk: TypedWalk, out: PyJsonByteWriter, result: VerificationResult): void {
  const schema = VerificationResultSchema as z.ZodType
  const entries = shapeEntries(schema, defOf(schema).shape!)
  const record: unknown = result
  if (!isPlainObject(record) || !isSafeShape(schema, entries)) {
    out.value(resultJsonValue(result))
    return
  }
  let written = 0
  out.raw('{')
  for (const [key, fieldSchema] of entries) {
    const item = record[key]
    if (item === undefined) continue
    if (key === 'extensions') {
      const dumped = toPyJsonValue(fieldSchema, item)
      if (Object.keys(dumped as object).length === 0) continue
      out.key(written++, key)
      out.value(dumped)
      continue
    }
    out.key(written++, key)
    walk.typed(fieldSchema, item)
  }
  out.raw('}')
}
