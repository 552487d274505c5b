import { PyFloat } from './py-float-value.js'
import { PyTuple } from './py-tuple.js'

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
