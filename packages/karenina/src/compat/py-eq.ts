import { CheckError } from '../errors/check-error.js'
import { compareCodePoints } from './compare-code-points.js'
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

/** Python's `type(value).__name__` for a JSON-like value (`NoneType`, `bool`, `int`, `float`, `str`, `list`, `dict`, `tuple`), for messages. */
export function pyTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType'
  if (typeof value === 'boolean') return 'bool'
  if (typeof value === 'bigint') return 'int'
  if (typeof value === 'number') return Number.isInteger(value) && !Object.is(value, -0) ? 'int' : 'float'
  if (value instanceof PyFloat) return 'float'
  if (typeof value === 'string') return 'str'
  if (value instanceof PyTuple) return 'tuple'
  if (Array.isArray(value)) return 'list'
  if (value instanceof Set) return 'set'
  if (typeof value === 'object') return 'dict'
  return typeof value
}

/** A Python ordering operator. */
type PyOrderOp = 'lt' | 'le' | 'gt' | 'ge'

const SYMBOL: Record<PyOrderOp, string> = { lt: '<', le: '<=', gt: '>', ge: '>=' }

function holds(op: PyOrderOp, cmp: number): boolean {
  if (op === 'lt') return cmp < 0
  if (op === 'le') return cmp <= 0
  if (op === 'gt') return cmp > 0
  return cmp >= 0
}

/**
 * Python `a < b` (`<=`, `>`, `>=`) on JSON-like values: numbers (bools as 0/1, NaN never ordered), strings by
 * code point, lists and tuples lexicographically (first unequal items decide, else lengths). Anything else
 * (None, dicts, mixed types) throws `CheckError('type')`, as Python's TypeError.
 */
export function pyOrder(a: unknown, op: PyOrderOp, b: unknown): boolean {
  const na = asNumber(a)
  const nb = asNumber(b)
  // NaN is ordered with nothing: a NaN comparison holds for no operator.
  if (na !== undefined && nb !== undefined) return holds(op, na < nb ? -1 : na > nb ? 1 : na == nb ? 0 : NaN)
  if (typeof a === 'string' && typeof b === 'string') return holds(op, compareCodePoints(a, b))
  const seqA = a instanceof PyTuple ? a.items : Array.isArray(a) ? a : undefined
  const seqB = b instanceof PyTuple ? b.items : Array.isArray(b) ? b : undefined
  if (seqA && seqB && a instanceof PyTuple === b instanceof PyTuple) {
    const n = Math.min(seqA.length, seqB.length)
    for (let i = 0; i < n; i++) {
      if (!pyEq(seqA[i], seqB[i])) return pyOrder(seqA[i], op, seqB[i])
    }
    return holds(op, seqA.length - seqB.length)
  }
  throw new CheckError('type', `'${SYMBOL[op]}' not supported between instances of '${pyTypeName(a)}' and '${pyTypeName(b)}'`)
}
