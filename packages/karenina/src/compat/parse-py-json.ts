import { CheckError } from '../errors/check-error.js'
import { PyFloat } from './py-float-value.js'

/** The third argument V8 gives a `JSON.parse` reviver (JSON.parse source text access, Node ≥ 21): a primitive's JSON text. */
interface ReviverContext {
  source?: string
}

const INTEGER = /^-?\d+$/

/** Python's reading of a JSON number, from its text: an int (exact beyond 2^53) or a float (kept a float when integral). */
function pyNumber(_key: string, value: unknown, context?: ReviverContext): unknown {
  if (typeof value !== 'number') return value
  const digits = context?.source
  if (digits === undefined) throw new Error('parsePyJson needs JSON.parse source text access (Node ≥ 22.12)')
  if (INTEGER.test(digits)) {
    // Python ints are unbounded: beyond 2^53 an integer stays exact as a bigint. An int has no negative zero ("-0" is 0).
    if (!Number.isSafeInteger(value)) return BigInt(digits)
    return value === 0 ? 0 : value
  }
  return Number.isInteger(value) ? new PyFloat(value) : value
}

/**
 * Parses JSON written by Python, keeping what a plain `JSON.parse` loses: a number written with a fraction or an
 * exponent (`5.0`, `1e3`) is a Python float, so an integral one becomes a `PyFloat` box; other numbers are
 * plain JS numbers, except integers beyond 2^53, which are exact `bigint`s. Used for checkpoints, result exports and conformance vectors.
 * `JSON.parse` with a reviver reading each number's source text: the platform's parser (a JavaScript one took
 * 10× the time and left a checkpoint's strings as ropes several times the file's size).
 */
export function parsePyJson(text: string): unknown {
  return JSON.parse(text, pyNumber)
}

// A string literal, kept as written (an unterminated one runs to the end), or one of the bare constants Python accepts.
const STRING_OR_CONSTANT = /"(?:[^"\\]|\\[\s\S])*"?|-?Infinity|NaN/g

/**
 * Python `json.loads` (`strict=True`) on judge output and cassettes: `parsePyJson`, plus the bare constants `NaN`,
 * `Infinity` and `-Infinity` that Python also accepts. The infinities become `1e999` (Python reads that as ±inf too);
 * `NaN` becomes a string literal found nowhere in the text, which the reviver knows by its source. Each stands
 * between spaces, so it stays one token: `1Infinity` is refused as Python refuses it, not read as `11e999`.
 * Failures throw `CheckError('value')` (Python's `JSONDecodeError` is a `ValueError`).
 */
export function pyJsonLoads(text: string): unknown {
  if (text.startsWith('\ufeff')) throw new CheckError('value', 'Unexpected UTF-8 BOM (decode using utf-8-sig)')
  let nan = '"NaN"'
  for (let n = 0; text.includes(nan); n++) nan = `"NaN${n}"`
  const json = text.replace(STRING_OR_CONSTANT, (token) => {
    if (token.startsWith('"')) return token
    return ` ${token === 'NaN' ? nan : token.replace('Infinity', '1e999')} `
  })
  try {
    return JSON.parse(json, (key: string, value: unknown, context?: ReviverContext) =>
      context?.source === nan ? Number.NaN : pyNumber(key, value, context),
    )
  } catch (error) {
    if (error instanceof SyntaxError) throw new CheckError('value', error.message)
    throw error
  }
}

/** True when Python's `json.loads` accepts the text (Karenina's "is this candidate valid JSON" test). */
export function isPyJsonLoadable(text: string): boolean {
  try {
    pyJsonLoads(text)
    return true
  } catch (error) {
    if (error instanceof CheckError || error instanceof RangeError) return false
    throw error
  }
}
