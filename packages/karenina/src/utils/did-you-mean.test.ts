import { describe, expect, it } from 'vitest'
import { closestKey, editDistance, unknownKeyMessage, unknownKeys } from './did-you-mean.js'

describe('did-you-mean', () => {
  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('', 'abc')).toBe(3)
    expect(editDistance('same', 'same')).toBe(0)
  })

  it('suggests the same name in another spelling, or a close typo, and nothing for a far one', () => {
    expect(closestKey('match_type', ['pattern', 'expected', 'matchType'])).toBe('matchType')
    expect(closestKey('groundtruth', ['description', 'groundTruth', 'check'])).toBe('groundTruth')
    expect(closestKey('chek', ['description', 'groundTruth', 'check'])).toBe('check')
    expect(closestKey('answering_model', ['answering_models', 'parsing_models'])).toBe('answering_models')
    expect(closestKey('zzz', ['description', 'check'])).toBeUndefined()
  })

  it('words the message with the suggestion or the known keys', () => {
    expect(unknownKeyMessage('match_type', 'verifyRegex options', ['pattern', 'expected', 'matchType'])).toBe(
      "unknown key 'match_type' in verifyRegex options (did you mean 'matchType'?)",
    )
    expect(unknownKeyMessage('zzz', 'field options', ['a', 'b'])).toBe("unknown key 'zzz' in field options (known keys: a, b)")
    expect(unknownKeys({ a: 1, zz: 2 }, ['a'])).toEqual(['zz'])
    expect(unknownKeys(null, ['a'])).toEqual([])
  })

  it('unknownKeys: a list that can still change is read on every call; a frozen one (keysOf) is the same list', () => {
    const known = ['a']
    expect(unknownKeys({ a: 1, b: 2 }, known)).toEqual(['b'])
    known.push('b')
    expect(unknownKeys({ a: 1, b: 2 }, known)).toEqual([])
    const frozen = Object.freeze(['a', 'b'])
    expect(unknownKeys({ a: 1, c: 3, b: 2, d: 4 }, frozen)).toEqual(['c', 'd'])
    expect(unknownKeys({ a: 1, c: 3, b: 2, d: 4 }, frozen)).toEqual(['c', 'd'])
    expect(unknownKeys(Object.assign(Object.create({ inherited: 1 }) as object, { a: 1, z: 0 }), frozen)).toEqual(['z'])
  })
})
