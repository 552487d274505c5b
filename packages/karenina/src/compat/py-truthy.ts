import { PyFloat } from './py-float-value.js'
import { PyTuple } from './py-tuple.js'

/** Python `bool(value)`: false for None, False, 0, 0.0, "", [], {}, (); true otherwise (NaN and "false" too). */
export function pyTruthy(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'boolean') return value
  // NaN is truthy in Python (only zero is falsy).
  if (typeof value === 'number') return value !== 0
  if (value instanceof PyFloat) return value.value !== 0
  if (typeof value === 'bigint') return value !== 0n
  if (typeof value === 'string') return value.length > 0
  if (value instanceof PyTuple) return value.items.length > 0
  if (Array.isArray(value)) return value.length > 0
  if (value instanceof Map || value instanceof Set) return value.size > 0
  if (typeof value === 'object') return Object.keys(value).length > 0
  return true
}
