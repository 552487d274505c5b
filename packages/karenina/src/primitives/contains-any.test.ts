import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { ValidationError } from '../errors/validation-error.js'
import { containsAny } from './contains-any.js'

describe('containsAny', () => {
  it('seed 003: the mRNA delivery mechanism matches either spelling', () => {
    const p = containsAny({ substrings: ['mrna', 'messenger rna'], normalize: ['lowercase'] })
    expect(p.check('mRNA instructions', 'mrna')).toBe(true)
    expect(p.check('Messenger RNA strands', 'mrna')).toBe(true)
    expect(p.check('viral vector', 'mrna')).toBe(false)
    expect(containsAny({ substrings: ['spike'], normalize: ['lowercase'] }).check('wrong protein', 'spike protein')).toBe(false)
  })

  it('is case-sensitive without normalizers and ignores the ground truth', () => {
    const p = containsAny({ substrings: ['BCL2', 'TP53'] })
    expect(p.check('The target is BCL2', 'ignored')).toBe(true)
    expect(p.check('the target is bcl2', 'BCL2')).toBe(false)
  })

  it('is false for no substrings and true for an empty substring', () => {
    expect(containsAny({ substrings: [] }).check('anything', null)).toBe(false)
    expect(containsAny({ substrings: [''] }).check('anything', null)).toBe(true)
  })

  it('normalizes the substrings too', () => {
    expect(containsAny({ substrings: [' BCL2 '], normalize: ['strip'] }).check('xBCL2x', null)).toBe(true)
  })

  it('searches Python str() of non-strings', () => {
    expect(containsAny({ substrings: ['one'] }).check(null, null)).toBe(true)
    expect(containsAny({ substrings: ['.0'] }).check(new PyFloat(2), null)).toBe(true)
    expect(containsAny({ substrings: ['.0'] }).check(2, null)).toBe(false)
  })

  it('requires substrings as a list of strings', () => {
    expect(() => containsAny({} as never)).toThrow(ValidationError)
    expect(() => containsAny({ substrings: 'abc' as never })).toThrow(/ContainsAny › substrings: expected a list/)
    expect(() => containsAny({ substrings: [1 as never] })).toThrow(/substrings\[0\]/)
  })

  it('serializes substrings then normalize', () => {
    expect(JSON.stringify(containsAny({ substrings: ['a'] }))).toBe('{"substrings":["a"],"normalize":[],"type":"ContainsAny"}')
  })
})
