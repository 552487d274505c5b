import { describe, expect, it } from 'vitest'
import { CheckError } from '../../errors/check-error.js'
import { ValidationError } from '../../errors/validation-error.js'
import { evaluateRegexTrait, regexTrait, regexTraitFromJSON } from './regex-trait.js'

describe('RegexRubricTrait', () => {
  it('fills Karenina’s defaults (case-sensitive, not inverted, higher_is_better injected)', () => {
    expect(regexTrait({ name: 'url', pattern: 'https?://' })).toEqual({
      name: 'url',
      description: null,
      summary: null,
      pattern: 'https?://',
      case_sensitive: true,
      invert_result: false,
      higher_is_better: true,
    })
    expect(regexTraitFromJSON({ name: 'u', pattern: 'x', higher_is_better: null }).higher_is_better).toBe(true)
    expect(regexTraitFromJSON({ name: 'u', pattern: 'x', higher_is_better: false }).higher_is_better).toBe(false)
  })

  it.each([
    ['[invalid(', 'unclosed bracket'],
    ['\\q', 'unknown escape that JS without u would accept'],
    ['(?P<1a>x)', 'malformed named group'],
    ['a{2,1}', 'min greater than max'],
  ])('rejects %j at construction (%s)', (pattern) => {
    expect(() => regexTrait({ name: 't', pattern })).toThrow(ValidationError)
  })

  it('rejects an empty name and extra keys', () => {
    expect(() => regexTraitFromJSON({ name: '', pattern: 'x' })).toThrow(ValidationError)
    expect(() => regexTraitFromJSON({ name: 't', pattern: 'x', extra: 1 })).toThrow(ValidationError)
  })

  it('searches anywhere, honouring case_sensitive and invert_result', () => {
    expect(evaluateRegexTrait(regexTrait({ name: 't', pattern: 'ERROR' }), 'an error')).toBe(false)
    expect(evaluateRegexTrait(regexTrait({ name: 't', pattern: 'ERROR', caseSensitive: false }), 'an error')).toBe(true)
    expect(evaluateRegexTrait(regexTrait({ name: 't', pattern: '\\bbad\\b', invertResult: true }), 'all good')).toBe(true)
    expect(evaluateRegexTrait(regexTrait({ name: 't', pattern: 'line1.*line2' }), 'line1\nline2')).toBe(false)
  })

  it('uses Python regex semantics (Unicode \\d, (?P<name>…), $ before a final newline)', () => {
    expect(evaluateRegexTrait(regexTrait({ name: 't', pattern: '\\d' }), '٣')).toBe(true)
    expect(evaluateRegexTrait(regexTrait({ name: 't', pattern: '(?P<w>ok)$' }), 'ok\n')).toBe(true)
  })

  it('throws a runtime error for non-string text', () => {
    const trait = regexTrait({ name: 't', pattern: 'x' })
    for (const text of [null, undefined, 42]) {
      expect(() => evaluateRegexTrait(trait, text)).toThrowError(expect.objectContaining({ kind: 'runtime' }))
    }
    expect(() => evaluateRegexTrait(trait, null)).toThrow(CheckError)
  })
})
