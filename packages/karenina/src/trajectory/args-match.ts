import { unboxNumber } from '../compat/py-float-value.js'
import type { TrajectoryToolCall } from './tool-trajectory.js'
import { isRecord } from '../utils/is-record.js'

/**
 * How expected arguments are compared with a call's: `'exact'` (deep equality), `'subset'` (a deep partial match:
 * every expected key is present with a matching value, objects compared the same way at every depth, arrays
 * element by element with the same length), or a function of the call's arguments and the expected ones.
 */
export type ArgsMatch = 'exact' | 'subset' | ((actual: Readonly<Record<string, unknown>>, expected: Readonly<Record<string, unknown>>, call: TrajectoryToolCall) => boolean)

/** Whether `actual` matches `expected` under `mode` (the function's throw propagates: a check that cannot run is no verdict). */
export function argsMatch(mode: ArgsMatch, actual: Readonly<Record<string, unknown>>, expected: Readonly<Record<string, unknown>>, call: TrajectoryToolCall): boolean {
  if (typeof mode === 'function') return mode(actual, expected, call) === true
  return mode === 'exact' ? deepEqual(actual, expected) : deepContains(actual, expected)
}


/** JSON-like deep equality (numbers by value: the trace may hold `2.0` where the test says `2`). */
export function deepEqual(boxedA: unknown, boxedB: unknown): boolean {
  // A checkpoint's `400.0` is a PyFloat box; the trace's value a number.
  const a = unboxNumber(boxedA)
  const b = unboxNumber(boxedB)
  if (Object.is(a, b) || (typeof a === 'number' && typeof b === 'number' && a === b)) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]))
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]))
  }
  return false
}

/** `expected` is a deep partial of `actual`. */
export function deepContains(actual: unknown, expected: unknown): boolean {
  if (isRecord(expected)) return isRecord(actual) && Object.keys(expected).every((key) => Object.hasOwn(actual, key) && deepContains(actual[key], expected[key]))
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => deepContains(actual[i], item))
  return deepEqual(actual, expected)
}
