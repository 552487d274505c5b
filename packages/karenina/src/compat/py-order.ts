import { compareCodePoints } from './compare-code-points.js'
import { pyEq } from './py-eq.js'
import { PyFloat } from './py-float-value.js'
import { PyTuple } from './py-tuple.js'
import { CheckError } from '../errors/check-error.js'

/** A Python ordering operator. */
export type PyOrderOp = 'lt' | 'le' | 'gt' | 'ge'

const SYMBOL: Record<PyOrderOp, string> = { lt: '<', le: '<=', gt: '>', ge: '>=' }

function asNumber(value: unknown): number | bigint | undefined {
  if (typeof value === 'number' || typeof value === 'bigint') return value
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof PyFloat) return value.value
  return undefined
}

function typeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType'
  if (typeof value === 'boolean') return 'bool'
  if (value instanceof PyFloat) return 'float'
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float'
  if (typeof value === 'string') return 'str'
  if (value instanceof PyTuple) return 'tuple'
  if (Array.isArray(value)) return 'list'
  return 'dict'
}

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
  if (na !== undefined && nb !== undefined) {
    if (op === 'lt') return na < nb
    if (op === 'le') return na <= nb
    if (op === 'gt') return na > nb
    return na >= nb
  }
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
  throw new CheckError('type', `'${SYMBOL[op]}' not supported between instances of '${typeName(a)}' and '${typeName(b)}'`)
}
