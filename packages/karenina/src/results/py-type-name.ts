import { PyFloat } from '../compat/py-float-value.js'
import { PyTuple } from '../compat/py-tuple.js'

/** Python's `type(value).__name__` for a JSON-like value (`str`, `int`, `float`, `bool`, `list`, `dict`, …). */
export function pyTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType'
  if (typeof value === 'string') return 'str'
  if (typeof value === 'boolean') return 'bool'
  if (typeof value === 'bigint') return 'int'
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float'
  if (value instanceof PyFloat) return 'float'
  if (value instanceof PyTuple) return 'tuple'
  if (Array.isArray(value)) return 'list'
  return 'dict'
}
