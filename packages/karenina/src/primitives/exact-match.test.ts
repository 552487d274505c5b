import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { CheckError } from '../errors/check-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { exactMatch } from './exact-match.js'

describe('exactMatch', () => {
  it('lowercases and strips by default and serializes that default', () => {
    const p = exactMatch()
    expect(p.check('BCL2', 'bcl2')).toBe(true)
    expect(p.check('  BCL2 ', 'bcl2')).toBe(true)
    expect(p.check('TP53', 'BCL2')).toBe(false)
    expect(JSON.stringify(p)).toBe('{"normalize":["lowercase","strip"],"type":"ExactMatch"}')
  })

  it('seed 003: the blood type passes in any case and spacing', () => {
    const p = exactMatch({ normalize: ['lowercase', 'strip'] })
    for (const value of ['O+', 'o+', ' O+ ']) expect(p.check(value, 'O+')).toBe(true)
    expect(p.check('O-', 'O+')).toBe(false)
  })

  it('compares raw strings with normalize: []', () => {
    expect(exactMatch({ normalize: [] }).check('BCL2', 'bcl2')).toBe(false)
  })

  it('compares Python str() of non-strings', () => {
    const p = exactMatch()
    expect(p.check(null, 'None')).toBe(true)
    expect(p.check(true, 'true')).toBe(true)
    expect(p.check(3.5, '3.5')).toBe(true)
    // str(5.0) == "5.0": a Python float never equals "5".
    expect(p.check(new PyFloat(5), '5')).toBe(false)
    expect(p.check(new PyFloat(5), '5.0')).toBe(true)
    expect(p.check(5, '5')).toBe(true)
  })

  it('keeps U+FEFF, which Python strip() does not remove', () => {
    expect(exactMatch().check('\ufeffBCL2', 'bcl2')).toBe(false)
  })

  it('applies normalizers in order, synonym maps included', () => {
    expect(exactMatch({ normalize: ['lowercase', { mapping: { 'Bcl-2': 'BCL2' } }] }).check('Bcl-2', 'bcl2')).toBe(false)
    expect(exactMatch({ normalize: [{ mapping: { 'Bcl-2': 'bcl2' } }, 'lowercase'] }).check('Bcl-2', 'BCL2')).toBe(true)
    expect(exactMatch({ normalize: ['remove_punctuation', 'lowercase'] }).check('BCL-2.', 'bcl2')).toBe(true)
  })

  it('accepts an unknown normalizer name and fails when checking', () => {
    const p = exactMatch({ normalize: ['uppercase'] })
    expect(() => p.check('a', 'a')).toThrow(CheckError)
    try {
      p.check('a', 'a')
    } catch (error) {
      expect((error as CheckError).kind).toBe('value')
    }
  })

  it('rejects a normalize value that is not a list of names or maps', () => {
    expect(() => exactMatch({ normalize: 'lowercase' as never })).toThrow(ValidationError)
    expect(() => exactMatch({ normalize: [5 as never] })).toThrow(/ExactMatch › normalize\[0\]: expected a normalizer name/)
    expect(() => exactMatch({ normalize: [{ mapping: { a: 1 } } as never] })).toThrow(/normalize\[0\]\.mapping\.a: expected a string/)
  })

  it('drops extra keys of a synonym map and ignores unknown params', () => {
    const p = exactMatch.fromParams({ normalize: [{ mapping: { a: 'b' }, extra: 1 }], unexpected: true })
    expect(p.params).toEqual({ normalize: [{ mapping: { a: 'b' } }] })
  })

  it('does not share the default list between instances', () => {
    const a = exactMatch()
    const b = exactMatch()
    expect(a.params.normalize).not.toBe(b.params.normalize)
  })
})
