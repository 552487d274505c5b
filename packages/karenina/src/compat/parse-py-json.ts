import { parse, isInteger } from 'lossless-json'
import { PyFloat } from './py-float-value.js'

/**
 * Parses JSON written by Python, keeping what `JSON.parse` loses: a number written with a fraction or an
 * exponent (`5.0`, `1e3`) is a Python float, so an integral one becomes a `PyFloat` box; other numbers are
 * plain JS numbers, except integers beyond 2^53, which are exact `bigint`s. Used for checkpoints, result exports and conformance vectors.
 */
export function parsePyJson(text: string): unknown {
  return parse(text, undefined, (digits: string) => {
    const value = Number(digits)
    // Python ints are unbounded: beyond 2^53 an integer stays exact as a bigint.
    if (isInteger(digits)) return Number.isSafeInteger(value) ? value : BigInt(digits)
    return Number.isInteger(value) ? new PyFloat(value) : value
  })
}
