import { PyFloat } from './py-float-value.js'
import { PyTuple } from './py-tuple.js'

/** The numeric value of a Python number (bool as 0/1, PyFloat unboxed), or undefined for non-numbers. */
function asNumber(value: unknown): number | bigint | undefined {
  if (typeof value === 'number' || typeof value === 'bigint') return value
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof PyFloat) return value.value
  return undefined
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof PyTuple) && !(value instanceof PyFloat)
}

/**
 * Python `a == b` on JSON-like values: numbers numerically (bools as 0/1, NaN equal to nothing), strings
 * exactly, lists element-wise, dicts key/value-wise, None only to None; a tuple only equals a tuple.
 */
export function pyEq(a: unknown, b: unknown): boolean {
  if (a === undefined) a = null
  if (b === undefined) b = null
  if (a === null || b === null) return a === b
  const na = asNumber(a)
  const nb = asNumber(b)
  if (na !== undefined || nb !== undefined) {
    // == between number and bigint compares mathematically, as Python's int/float comparison does.
    return na !== undefined && nb !== undefined && na == nb
  }
  if (typeof a === 'string' || typeof b === 'string') return a === b
  if (a instanceof PyTuple || b instanceof PyTuple) {
    return a instanceof PyTuple && b instanceof PyTuple && sequenceEq(a.items, b.items)
  }
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && sequenceEq(a, b)
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a)
    if (keys.length !== Object.keys(b).length) return false
    return keys.every((key) => Object.hasOwn(b, key) && pyEq(a[key], b[key]))
  }
  return a === b
}

function sequenceEq(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, i) => pyEq(item, b[i]))
}
