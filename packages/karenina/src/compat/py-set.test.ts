import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { PyFloat } from './py-float-value.js'
import { pySet, pySetEquals, pySetIntersectionSize, pySetIsSubset } from './py-set.js'
import { PyTuple } from './py-tuple.js'

function kindOf(fn: () => unknown): string | undefined {
  try {
    fn()
    return undefined
  } catch (error) {
    return error instanceof CheckError ? error.kind : 'other'
  }
}

describe('pySet', () => {
  it('iterates strings by code point, dicts by key, lists and tuples by item', () => {
    expect(pySet('a😀a')).toEqual(['a', '😀'])
    expect(pySet({ x: 1, y: 2 })).toEqual(['x', 'y'])
    expect(pySet(['b', 'a', 'b'])).toEqual(['b', 'a'])
    expect(pySet(new PyTuple(['p', 'p']))).toEqual(['p'])
  })

  it('dedupes by Python equality, keeping the first', () => {
    expect(pySet([1, true, new PyFloat(1), 1.5, '1', 0, false, null, null])).toEqual([1, 1.5, '1', 0, null])
    const t = new PyTuple(['a', 'b'])
    expect(pySet([t, new PyTuple(['a', 'b']), new PyTuple(['a'])])).toEqual([t, new PyTuple(['a'])])
  })

  it('keeps every NaN (NaN equals nothing)', () => {
    expect(pySet([NaN, NaN])).toHaveLength(2)
  })

  it('raises a type error on non-iterables and unhashable members', () => {
    for (const value of [null, undefined, 1, true, new PyFloat(2)]) expect(kindOf(() => pySet(value))).toBe('type')
    expect(kindOf(() => pySet([[1]]))).toBe('type')
    expect(kindOf(() => pySet([{ a: 1 }]))).toBe('type')
  })
})

describe('set relations', () => {
  const a = pySet(['x', 'y', 1])
  const b = pySet(['y', 'x', true, 'z'])

  it('tests equality and subset', () => {
    expect(pySetEquals(a, pySet([true, 'y', 'x']))).toBe(true)
    expect(pySetEquals(a, b)).toBe(false)
    expect(pySetIsSubset(a, b)).toBe(true)
    expect(pySetIsSubset(b, a)).toBe(false)
    expect(pySetIsSubset([], a)).toBe(true)
  })

  it('counts the intersection', () => {
    expect(pySetIntersectionSize(a, b)).toBe(3)
    expect(pySetIntersectionSize(pySet(['q']), b)).toBe(0)
    expect(pySetIntersectionSize([NaN], [NaN])).toBe(0)
  })
})

describe('pySet messages', () => {
  it('names the Python type', () => {
    expect(() => pySet(null)).toThrow("'NoneType' object is not iterable")
    expect(() => pySet(3)).toThrow("'int' object is not iterable")
    expect(() => pySet([['a']])).toThrow("unhashable type: 'list'")
  })
})
