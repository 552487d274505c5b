import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { CheckError } from '../errors/check-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { regexMatch } from './regex-match.js'

function kindOf(fn: () => unknown): string | undefined {
  try {
    fn()
    return undefined
  } catch (error) {
    return error instanceof CheckError ? error.kind : 'not a CheckError'
  }
}

describe('regexMatch', () => {
  it('searches anywhere in the value and ignores the ground truth', () => {
    expect(regexMatch({ pattern: 'BCL2' }).check('xxBCL2yy', 'ignored')).toBe(true)
    expect(regexMatch({ pattern: 'BCL\\d+' }).check('BRCA1', 'BCL2')).toBe(false)
  })

  it('matches against Python str(): None, True, 8.0', () => {
    expect(regexMatch({ pattern: '^None$' }).check(null, null)).toBe(true)
    expect(regexMatch({ pattern: '^True$' }).check(true, null)).toBe(true)
    expect(regexMatch({ pattern: '^8\\.0$' }).check(new PyFloat(8), null)).toBe(true)
    expect(regexMatch({ pattern: '^8$' }).check(8, null)).toBe(true)
  })

  it('has Python re semantics: $ before a final newline, Unicode \\d and \\w', () => {
    expect(regexMatch({ pattern: '^BCL2$' }).check('BCL2\n', null)).toBe(true)
    expect(regexMatch({ pattern: '^\\d+$' }).check('٤٢', null)).toBe(true)
    expect(regexMatch({ pattern: '^\\w+$' }).check('café', null)).toBe(true)
  })

  it('resolves flag names like Python’s re attributes; unknown names are ignored', () => {
    expect(regexMatch({ pattern: 'bcl\\d+', flags: ['I'] }).check('BCL2', null)).toBe(true)
    expect(regexMatch({ pattern: 'HELLO', flags: ['IGNORCASE'] }).check('hello', null)).toBe(false)
    expect(regexMatch({ pattern: '^line2', flags: ['MULTILINE'] }).check('line1\nline2', null)).toBe(true)
    expect(regexMatch({ pattern: 'a.b', flags: ['DOTALL'] }).check('a\nb', null)).toBe(true)
  })

  it('fails at check time, not construction, for bad patterns and flags', () => {
    const bad = regexMatch({ pattern: '[abc' })
    expect(kindOf(() => bad.check('abc', null))).toBe('regex')
    expect(kindOf(() => regexMatch({ pattern: 'a', flags: ['LOCALE'] }).check('a', null))).toBe('value')
    expect(kindOf(() => regexMatch({ pattern: 'a', flags: ['ASCII', 'UNICODE'] }).check('a', null))).toBe('value')
    expect(kindOf(() => regexMatch({ pattern: 'a', flags: ['compile'] }).check('a', null))).toBe('type')
  })

  it('validates params in Pydantic lax mode and serializes them', () => {
    expect(() => regexMatch.fromParams({})).toThrow(ValidationError)
    expect(() => regexMatch.fromParams({ pattern: 5 })).toThrow(ValidationError)
    expect(() => regexMatch.fromParams({ pattern: 'a', flags: 'I' })).toThrow(ValidationError)
    expect(regexMatch({ pattern: 'a' }).toJSON()).toEqual({ pattern: 'a', flags: [], type: 'RegexMatch' })
    expect(regexMatch({ pattern: 'a' }).score('a', null)).toBe(1)
  })
})
