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
  // Python ints are unbounded: beyond 2^53 an integer stays exact as a bigint.
  if (INTEGER.test(digits)) return Number.isSafeInteger(value) ? value : BigInt(digits)
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
