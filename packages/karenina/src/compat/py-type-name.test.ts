import { describe, expect, it } from 'vitest'
import { PyFloat } from './py-float-value.js'
import { PyTuple } from './py-tuple.js'
import { pyTypeName } from './py-eq.js'

describe('pyTypeName', () => {
  it.each([
    [null, 'NoneType'],
    [true, 'bool'],
    [3, 'int'],
    [3.5, 'float'],
    [new PyFloat(3), 'float'],
    ['x', 'str'],
    [[1], 'list'],
    [{ a: 1 }, 'dict'],
    [new PyTuple(['a']), 'tuple'],
  ])('%o → %s', (value, name) => {
    expect(pyTypeName(value)).toBe(name)
  })
})
