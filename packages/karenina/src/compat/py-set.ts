import { CheckError } from '../errors/check-error.js'
import { PyFloat } from './py-float-value.js'
import { PyTuple } from './py-tuple.js'
import { pyTypeName } from './py-eq.js'

/**
 * A key such that two hashable Python values share it exactly when `pyEq` holds: numbers (and bools) by
 * value, so `1`, `1.0` and `True` collide as in Python; NaN gets no key (it never equals anything).
 */
function hashKey(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'None'
  if (typeof value === 'boolean') return `n:${value ? 1 : 0}`
  if (value instanceof PyFloat) value = value.value
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return undefined
    return Number.isInteger(value) ? `n:${BigInt(value)}` : `n:${value}`
  }
  if (typeof value === 'bigint') return `n:${value}`
  if (typeof value === 'string') return `s:${value}`
  if (value instanceof PyTuple) return `t:${JSON.stringify(value.items)}`
  throw new CheckError('type', `unhashable type: '${pyTypeName(value)}'`)
}

function iterate(value: unknown): Iterable<unknown> {
  if (typeof value === 'string') return value // code points, as Python iterates a str
  if (value instanceof PyTuple) return value.items
  if (Array.isArray(value)) return value
  if (value instanceof Set || value instanceof Map) return value.keys()
  if (typeof value === 'object' && value !== null && !(value instanceof PyFloat)) return Object.keys(value)
  throw new CheckError('type', `'${pyTypeName(value)}' object is not iterable`)
}

/**
 * Python `set(value)` as an array in first-seen order: iterates strings by code point, dicts by key,
 * lists and tuples by item; deduplicates by Python equality. Non-iterables and unhashable members
 * (lists, dicts) raise `CheckError('type')`.
 */
export function pySet(value: unknown): unknown[] {
  const seen = new Set<string>()
  const out: unknown[] = []
  for (const item of iterate(value)) {
    const key = hashKey(item)
    // An item without a key (NaN) equals nothing seen before.
    if (key !== undefined && seen.has(key)) continue
    if (key !== undefined) seen.add(key)
    out.push(item)
  }
  return out
}

/** Whether an item is in the `pySet` result `items`; NaN (no key) equals nothing, so it is never found. */
function memberOf(items: readonly unknown[]): (item: unknown) => boolean {
  const keys = new Set(items.map(hashKey))
  return (item) => {
    const key = hashKey(item)
    return key !== undefined && keys.has(key)
  }
}

/** Python `set(a) == set(b)` for two `pySet` results. */
export function pySetEquals(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && pySetIsSubset(a, b)
}

/** Python `set(a) <= set(b)` for two `pySet` results. */
export function pySetIsSubset(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.every(memberOf(b))
}

/** `len(set(a) & set(b))` for two `pySet` results. */
export function pySetIntersectionSize(a: readonly unknown[], b: readonly unknown[]): number {
  return a.filter(memberOf(b)).length
}
