import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { containsAll } from './contains-all.js'

describe('containsAll', () => {
  it('needs every substring', () => {
    const p = containsAll({ substrings: ['BCL2', 'venetoclax'] })
    expect(p.check('BCL2 is the target of venetoclax', 'ignored')).toBe(true)
    expect(p.check('BCL2 is the target', 'ignored')).toBe(false)
    expect(p.score('BCL2 is the target', 'ignored')).toBe(0)
  })

  it('is vacuously true for no substrings, but not for an empty text with substrings', () => {
    expect(containsAll({ substrings: [] }).check('anything', null)).toBe(true)
    expect(containsAll({ substrings: ['a', 'b'] }).check('', null)).toBe(false)
  })

  it('counts overlapping substrings independently', () => {
    expect(containsAll({ substrings: ['BCL', 'BCL2'] }).check('BCL2', null)).toBe(true)
  })

  it('fails on an unknown normalizer even with no substrings', () => {
    expect(() => containsAll({ substrings: [], normalize: ['bogus'] }).check('x', null)).toThrow(CheckError)
  })
})
