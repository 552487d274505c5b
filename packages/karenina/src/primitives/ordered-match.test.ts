import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { orderedMatch } from './ordered-match.js'

describe('orderedMatch', () => {
  const p = orderedMatch()

  it('compares element-wise after normalizing str() values', () => {
    expect(p.check(['BCL2', ' TP53 '], ['bcl2', 'tp53'])).toBe(true)
    expect(p.check(['TP53', 'BCL2'], ['bcl2', 'tp53'])).toBe(false)
    expect(p.check(['BCL2'], ['bcl2', 'tp53'])).toBe(false)
    expect(p.check([], [])).toBe(true)
    expect(p.check([1, 2], ['1', '2'])).toBe(true)
    expect(p.check([null], ['none'])).toBe(true)
  })

  it('treats strings as sequences of code points and dicts as their keys', () => {
    expect(p.check('ab', ['A', 'B'])).toBe(true)
    expect(p.check('👍', ['👍'])).toBe(true)
    expect(p.check({ a: 1, b: 2 }, ['a', 'b'])).toBe(true)
  })

  it('raises TypeError for values without a length', () => {
    for (const bad of [null, 5, true]) {
      let error: unknown
      try {
        p.check(bad, ['a'])
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(CheckError)
      expect((error as CheckError).kind).toBe('type')
    }
  })

  it('respects a custom normalize list', () => {
    expect(orderedMatch({ normalize: [] }).check(['A'], ['a'])).toBe(false)
  })
})
