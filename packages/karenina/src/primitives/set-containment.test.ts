import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { CheckError } from '../errors/check-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { setContainment } from './set-containment.js'

function kindOf(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (error) {
    return error instanceof CheckError ? error.kind : 'other'
  }
  return undefined
}

describe('setContainment', () => {
  it('exact ignores order and duplicates, not case', () => {
    const p = setContainment()
    expect(p.check(['c', 'a', 'b', 'a'], ['a', 'b', 'c'])).toBe(true)
    expect(p.check(['a', 'b'], ['a', 'b', 'c'])).toBe(false)
    expect(p.check([], [])).toBe(true)
    expect(p.check(['A'], ['a'])).toBe(false)
  })

  it('subset, superset and overlap', () => {
    expect(setContainment({ mode: 'subset' }).check(['a', 'b'], ['a', 'b', 'c'])).toBe(true)
    expect(setContainment({ mode: 'subset' }).check(['a', 'x'], ['a', 'b', 'c'])).toBe(false)
    expect(setContainment({ mode: 'superset' }).check(['a', 'b', 'c', 'd'], ['a', 'b', 'c'])).toBe(true)
    expect(setContainment({ mode: 'superset' }).check(['a', 'b'], ['a', 'b', 'c'])).toBe(false)
    expect(setContainment({ mode: 'superset' }).check(['a'], [])).toBe(true)
    expect(setContainment({ mode: 'overlap', minOverlap: 2 }).check(['a', 'b', 'x'], ['a', 'b', 'c'])).toBe(true)
    expect(setContainment({ mode: 'overlap', minOverlap: 3 }).check(['a', 'x', 'y'], ['a', 'b', 'c'])).toBe(false)
  })

  it('overlap treats min_overlap 0 and null as 1', () => {
    expect(setContainment({ mode: 'overlap' }).check(['a'], ['a'])).toBe(true)
    expect(setContainment({ mode: 'overlap', minOverlap: 0 }).check(['x'], ['a'])).toBe(false)
    expect(setContainment({ mode: 'overlap', minOverlap: 0 }).check(['a'], ['a'])).toBe(true)
  })

  it('uses Python set semantics: True == 1 == 1.0, strings become characters', () => {
    expect(setContainment().check([true], [1])).toBe(true)
    expect(setContainment().check([new PyFloat(2)], [2])).toBe(true)
    expect(setContainment().check([2], ['2'])).toBe(false)
    expect(setContainment().check('abca', ['a', 'b', 'c'])).toBe(true)
  })

  it('raises TypeError for None and unhashable members, before looking at the mode', () => {
    expect(kindOf(() => setContainment().check(null, ['a']))).toBe('type')
    expect(kindOf(() => setContainment().check([['a']], [['a']]))).toBe('type')
    expect(kindOf(() => setContainment({ mode: 'bogus' }).check(null, []))).toBe('type')
  })

  it('accepts any mode string at construction and fails at check time', () => {
    const p = setContainment({ mode: 'bogus' })
    expect(kindOf(() => p.check(['a'], ['a']))).toBe('value')
  })

  it('validates min_overlap as an int', () => {
    expect(setContainment.fromParams({ min_overlap: '2' }).params.min_overlap).toBe(2)
    expect(setContainment.fromParams({ min_overlap: new PyFloat(2) }).params.min_overlap).toBe(2)
    expect(() => setContainment({ minOverlap: 1.5 })).toThrow(ValidationError)
    expect(() => setContainment({ mode: 5 as never })).toThrow(/SetContainment › mode: expected a string/)
  })
})
